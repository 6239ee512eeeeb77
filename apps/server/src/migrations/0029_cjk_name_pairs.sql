-- The names' characters join the descriptions' pairs (0024): search_cjk_pairs holds every two
-- characters in a row of the Chinese and Japanese names and descriptions, NFKC, the descriptions'
-- tags and entities out, punctuation out, names and descriptions apart. A 1- or 2-character keyword
-- is then one exact word of one GIN index ('a':* or 'ab'), where search_cjk (every character of the
-- names as a word) answered a 2-character one with a phrase ('a' <-> 'b') that the index cannot
-- check: it found every goods holding both characters apart, and each was read to be told apart.
-- The columns go first, so the table is written again once, without them (drizzle-kit wrote this,
-- reordered by hand). At 100,000 goods it took 79 s on PostgreSQL 15 and 134 s on the embedded
-- database, holding the goods table for that long (a million: about ten times as long).
ALTER TABLE "goods" DROP COLUMN "search_cjk";--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "search_cjk_desc";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_cjk_pairs" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(regexp_replace(normalize(name_zh || ' ' || name_ja, NFKC) || ' ' || regexp_replace(normalize(description_zh || ' ' || description_ja, NFKC), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), '\s+', ' ', 'g'), '[^[:alnum:][:space:]]', '', 'g'), '\S\S', '\& ', 'g') || ' ' || regexp_replace('#' || replace(regexp_replace(regexp_replace(normalize(name_zh || ' ' || name_ja, NFKC) || ' ' || regexp_replace(normalize(description_zh || ' ' || description_ja, NFKC), '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), '\s+', ' ', 'g'), '[^[:alnum:][:space:]]', '', 'g'), ' ', ' #'), '\S\S', '\& ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_search_cjk_pairs_idx" ON "goods" USING gin ("search_cjk_pairs");--> statement-breakpoint
-- The new column's statistics now, not at autovacuum's next pass: a keyword search picks its plan from them.
ANALYZE "goods";
