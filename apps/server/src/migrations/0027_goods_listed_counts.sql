-- How many goods are on sale per category and store, kept as goods change (issue 15, "Counting"):
-- a list filtered by category and store only (the whole list, a category, a store's shelf) is
-- counted from these few rows, summed over the stores that are open, instead of reading up to
-- 10,001 goods on every request. Statement triggers with transition tables write, in the same
-- transaction as the change, one row per category and store whose count moved (a bulk insert of
-- 100,000 goods is one row per category and store). Rows are only ever added, never updated, so
-- that transactions changing goods of the same category never wait for each other (counters
-- updated in place deadlocked under concurrent changes of many goods); the sweeper folds them
-- into one row per category and store from time to time (catalog.repository compactListedCounts).
CREATE TABLE "goods_listed_counts" (
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "goods_listed_counts_idx" ON "goods_listed_counts" USING btree ("category_id","store_id");--> statement-breakpoint
CREATE FUNCTION goods_listed_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO goods_listed_counts (category_id, store_id, n)
      SELECT category_id, store_id, count(*) FROM new_rows WHERE status = 'onSale' GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO goods_listed_counts (category_id, store_id, n)
      SELECT category_id, store_id, -count(*) FROM old_rows WHERE status = 'onSale' GROUP BY 1, 2;
  ELSE
    INSERT INTO goods_listed_counts (category_id, store_id, n)
      SELECT category_id, store_id, sum(k) FROM (
        SELECT category_id, store_id, 1 AS k FROM new_rows WHERE status = 'onSale'
        UNION ALL
        SELECT category_id, store_id, -1 AS k FROM old_rows WHERE status = 'onSale'
      ) moved GROUP BY 1, 2 HAVING sum(k) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER goods_listed_counts_insert AFTER INSERT ON "goods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_listed_counts_apply();--> statement-breakpoint
CREATE TRIGGER goods_listed_counts_update AFTER UPDATE ON "goods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_listed_counts_apply();--> statement-breakpoint
CREATE TRIGGER goods_listed_counts_delete AFTER DELETE ON "goods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goods_listed_counts_apply();--> statement-breakpoint
INSERT INTO goods_listed_counts (category_id, store_id, n)
  SELECT category_id, store_id, count(*) FROM goods WHERE status = 'onSale' GROUP BY 1, 2;
