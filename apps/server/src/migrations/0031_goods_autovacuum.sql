-- The goods are vacuumed once 2% of them (not autovacuum's default 20%) have changed or been added
-- since the last vacuum. The lists read the goods on sale from their order indexes alone (0030):
-- an index-only scan visits the table for every row on a page the visibility map does not mark
-- all-visible, and any change of a goods row clears its page's mark until a vacuum sets it again.
-- At 100,000 goods (about ten to a page), edits of 1 goods in 20 made a category's page by price
-- 2.5 times slower (10.5 -> 27.8 ms), 1 in 50 about 1.5 times, and autovacuum's default left them so
-- until a fifth of the goods had changed. PostgreSQL's autovacuum reads these settings; so does the
-- embedded database's maintenance pass (db/maintenance.ts), which runs in its place.
ALTER TABLE "goods" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
