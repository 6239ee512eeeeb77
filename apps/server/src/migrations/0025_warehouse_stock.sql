-- Stock per warehouse: a store's warehouses, the available units of each goods in each of them
-- (their sum is goods_stock.available), and where each order line's units were taken from.
-- Every existing store gets a default warehouse (its warehouse type; the country most of its goods
-- ship from, US where unknown) holding all of its goods' available units.
CREATE TABLE "store_warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_warehouses_type_ck" CHECK ("store_warehouses"."type" in ('selfBuilt', 'platform')),
	CONSTRAINT "store_warehouses_country_ck" CHECK ("store_warehouses"."country" ~ '^[A-Z]{2}$')
);--> statement-breakpoint
ALTER TABLE "store_warehouses" ADD CONSTRAINT "store_warehouses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_warehouses_code_uq" ON "store_warehouses" USING btree ("store_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "store_warehouses_default_uq" ON "store_warehouses" USING btree ("store_id") WHERE "store_warehouses"."is_default";--> statement-breakpoint
CREATE TABLE "goods_warehouse_stock" (
	"goods_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_warehouse_stock_goods_id_warehouse_id_pk" PRIMARY KEY("goods_id","warehouse_id"),
	CONSTRAINT "goods_warehouse_stock_ck" CHECK ("goods_warehouse_stock"."available" >= 0)
);--> statement-breakpoint
ALTER TABLE "goods_warehouse_stock" ADD CONSTRAINT "goods_warehouse_stock_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_warehouse_stock" ADD CONSTRAINT "goods_warehouse_stock_warehouse_id_store_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."store_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_warehouse_stock_warehouse_idx" ON "goods_warehouse_stock" USING btree ("warehouse_id");--> statement-breakpoint
CREATE TABLE "goods_stock_allocations" (
	"purchase_order_id" bigint NOT NULL,
	"goods_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "goods_stock_allocations_purchase_order_id_goods_id_warehouse_id_pk" PRIMARY KEY("purchase_order_id","goods_id","warehouse_id"),
	CONSTRAINT "goods_stock_allocations_ck" CHECK ("goods_stock_allocations"."quantity" > 0)
);--> statement-breakpoint
ALTER TABLE "goods_stock_allocations" ADD CONSTRAINT "goods_stock_allocations_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock_allocations" ADD CONSTRAINT "goods_stock_allocations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock_allocations" ADD CONSTRAINT "goods_stock_allocations_warehouse_id_store_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."store_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_stock_allocations_goods_idx" ON "goods_stock_allocations" USING btree ("goods_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "goods_stock_allocations_warehouse_idx" ON "goods_stock_allocations" USING btree ("warehouse_id");--> statement-breakpoint
ALTER TABLE "goods_stock_records" ADD COLUMN "warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "goods_stock_records" ADD COLUMN "warehouse_available_after" integer;--> statement-breakpoint
ALTER TABLE "goods_stock_records" ADD CONSTRAINT "goods_stock_records_warehouse_id_store_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."store_warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "store_warehouses" ("store_id", "code", "name", "type", "country", "is_default")
SELECT s.id, c.country,
       CASE s.warehouse_type WHEN 'selfBuilt' THEN 'Own warehouse' ELSE 'Platform warehouse' END || ' (' || c.country || ')',
       s.warehouse_type, c.country, true
FROM "stores" s
CROSS JOIN LATERAL (
  SELECT coalesce(
    (SELECT g.warehouse_country FROM "goods" g WHERE g.store_id = s.id AND g.warehouse_country ~ '^[A-Z]{2}$'
     GROUP BY g.warehouse_country ORDER BY count(*) DESC, g.warehouse_country LIMIT 1),
    'US') AS country
) c
WHERE NOT EXISTS (SELECT 1 FROM "store_warehouses" w WHERE w.store_id = s.id);--> statement-breakpoint
INSERT INTO "goods_warehouse_stock" ("goods_id", "warehouse_id", "available")
SELECT st.goods_id, w.id, st.available
FROM "goods_stock" st
JOIN "goods" g ON g.id = st.goods_id
JOIN "store_warehouses" w ON w.store_id = g.store_id AND w.is_default
WHERE st.available > 0
ON CONFLICT DO NOTHING;
