-- The list's array filters read the row, not the TOAST table (hand-written: drizzle-kit cannot write
-- column storage). With toast_tuple_target = 256 (0006) every array column went out of line, small
-- ones too: a filter on shipping areas or tags, and each card's first image, read ~4 TOAST pages per
-- goods. A shipping-area filter over 100,000 goods took ~500 ms of which ~470 ms was TOAST.
-- Storage MAIN keeps them in the row (tens of bytes each); the descriptions and other large columns
-- still go out of line first. The UPDATE rewrites the values so that the goods already there move
-- them in (an unchanged value would keep its TOAST pointer).
ALTER TABLE "goods" ALTER COLUMN "shipping_areas" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "tags" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "images" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "goods" SET "shipping_areas" = "shipping_areas" || '{}'::text[], "tags" = "tags" || '{}'::text[], "images" = "images" || '{}'::text[];--> statement-breakpoint
-- A shipping area, a product type or a style without a category matched 2-7% of the listed goods, and
-- counting them read every listed goods (~35 ms at 100,000 even from the row): indexes let the planner
-- take the matches from the index. Not partial (WHERE status = 'onSale', like the sort indexes): the
-- planner took a partial index scanned whole as the cheapest way to test "on sale" and added it to
-- every search's bitmap (a search for "sofa" went from 6 to 13 ms).
CREATE INDEX "goods_shipping_areas_idx" ON "goods" USING gin ("shipping_areas");--> statement-breakpoint
CREATE INDEX "goods_product_type_idx" ON "goods" USING btree ("product_type","posted_at","id");--> statement-breakpoint
CREATE INDEX "goods_style_idx" ON "goods" USING btree ("style","posted_at","id");
