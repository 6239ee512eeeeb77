-- Chinese and Japanese descriptions are searched, as the English one is (hand-written: drizzle-kit cannot
-- write column storage). search_cjk_desc holds every two characters in a row of both
-- descriptions, HTML tags and entities taken out, punctuation left out, NFKC-folded as keywords are:
-- the text's pairs from its first character (AB CD EF), then from its second (BC DE F), so that every
-- pair is one word, in order within each half. A 1-character keyword is a prefix of a word ('a':*), a
-- 2-character one is one word (exact in the GIN index, no recheck), a longer one all its pairs
-- ('ab' & 'bc' & 'cd' found by the index, then 'ab' <-> 'cd' <-> 'e':* tested on this column). Out of line
-- (storage extended), like the English vector: lists and counts keep reading small rows.
-- The names move into the row (storage MAIN, like search_cjk): with toast_tuple_target = 256 they were
-- stored out of line, so every ILIKE recheck of a name and every name tested on a walk down a list read
-- the TOAST table (7 pages per goods at 1,000,000). ~200 bytes more per row; the ADD COLUMN below
-- rewrites the table, which moves the names of the goods already there.
ALTER TABLE "goods" ALTER COLUMN "name_en" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "name_zh" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "name_ja" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_cjk_desc" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig,
  regexp_replace(regexp_replace(regexp_replace(normalize(description_zh || ' ' || description_ja, NFKC), '<[^>]*>|&[#a-zA-Z0-9]+;|\s+', ' ', 'g'), '[^[:alnum:][:space:]]', '', 'g'), '\S\S', '\& ', 'g')
  || ' ' ||
  regexp_replace('#' || replace(regexp_replace(regexp_replace(normalize(description_zh || ' ' || description_ja, NFKC), '<[^>]*>|&[#a-zA-Z0-9]+;|\s+', ' ', 'g'), '[^[:alnum:][:space:]]', '', 'g'), ' ', ' #'), '\S\S', '\& ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_search_cjk_desc_idx" ON "goods" USING gin ("search_cjk_desc");
