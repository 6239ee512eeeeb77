CREATE TABLE "favorite_goods" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_goods_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_stores" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"item_code" text NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"shop_category_id" integer,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"selling_points" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"style" text,
	"product_type" text DEFAULT 'general' NOT NULL,
	"status" text DEFAULT 'toBeShelved' NOT NULL,
	"price_mode" text DEFAULT 'spot' NOT NULL,
	"price_min_cents" bigint NOT NULL,
	"price_max_cents" bigint NOT NULL,
	"original_price_cents" bigint,
	"moq" integer DEFAULT 1 NOT NULL,
	"logistics_fee_cents" bigint DEFAULT 0 NOT NULL,
	"operating_fee_cents" bigint DEFAULT 0 NOT NULL,
	"storage_fee_cents" bigint DEFAULT 0 NOT NULL,
	"package_qty" integer DEFAULT 1 NOT NULL,
	"product_length_in" numeric(8, 2) NOT NULL,
	"product_width_in" numeric(8, 2) NOT NULL,
	"product_height_in" numeric(8, 2) NOT NULL,
	"product_weight_lb" numeric(8, 2) NOT NULL,
	"package_length_in" numeric(8, 2) NOT NULL,
	"package_width_in" numeric(8, 2) NOT NULL,
	"package_height_in" numeric(8, 2) NOT NULL,
	"package_weight_lb" numeric(8, 2) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resource_package_url" text,
	"allowed_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"restricted_platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"warehouse_type" text NOT NULL,
	"ship_from" text DEFAULT '' NOT NULL,
	"reference_days" integer DEFAULT 7 NOT NULL,
	"shipping_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name_en || ' ' || regexp_replace(description_en, '<[^>]*>', ' ', 'g'))) STORED NOT NULL,
	"search_cjk" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(name_zh || ' ' || name_ja, '(\S)', '\1 ', 'g'))) STORED NOT NULL,
	CONSTRAINT "goods_status_ck" CHECK ("goods"."status" in ('offShelves', 'onSale', 'violation', 'removed', 'toBeShelved')),
	CONSTRAINT "goods_product_type_ck" CHECK ("goods"."product_type" in ('general', 'sectional', 'accessory')),
	CONSTRAINT "goods_price_mode_ck" CHECK ("goods"."price_mode" in ('spot', 'tiered')),
	CONSTRAINT "goods_warehouse_type_ck" CHECK ("goods"."warehouse_type" in ('selfBuilt', 'platform')),
	CONSTRAINT "goods_prices_ck" CHECK ("goods"."price_min_cents" >= 0 and "goods"."price_max_cents" >= "goods"."price_min_cents" and "goods"."moq" >= 1),
	CONSTRAINT "goods_fees_ck" CHECK ("goods"."logistics_fee_cents" >= 0 and "goods"."operating_fee_cents" >= 0 and "goods"."storage_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_price_tiers" (
	"goods_id" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer,
	"unit_price_cents" bigint NOT NULL,
	CONSTRAINT "goods_price_tiers_goods_id_min_qty_pk" PRIMARY KEY("goods_id","min_qty"),
	CONSTRAINT "goods_price_tiers_ck" CHECK ("goods_price_tiers"."min_qty" >= 1 and ("goods_price_tiers"."max_qty" is null or "goods_price_tiers"."max_qty" >= "goods_price_tiers"."min_qty") and "goods_price_tiers"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_stock" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_ck" CHECK ("goods_stock"."available" >= 0 and "goods_stock"."blocked" >= 0 and "goods_stock"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_ja" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"return_guarantee" text DEFAULT 'basic' NOT NULL,
	"logistics_guarantee" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_status_ck" CHECK ("stores"."status" in ('open', 'closed')),
	CONSTRAINT "stores_return_guarantee_ck" CHECK ("stores"."return_guarantee" in ('basic', 'standard'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	CONSTRAINT "purchase_order_items_ck" CHECK ("purchase_order_items"."quantity" > 0 and "purchase_order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"goods_amount_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_ck" CHECK ("purchase_orders"."status" in (0, 1, 2, 3)),
	CONSTRAINT "purchase_orders_amounts_ck" CHECK ("purchase_orders"."goods_amount_cents" >= 0 and "purchase_orders"."discount_cents" >= 0 and "purchase_orders"."total_cents" >= 0),
	CONSTRAINT "purchase_orders_paid_ck" CHECK ("purchase_orders"."status" not in (1, 2) or "purchase_orders"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "favorite_goods" ADD CONSTRAINT "favorite_goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_goods" ADD CONSTRAINT "favorite_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stores" ADD CONSTRAINT "favorite_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stores" ADD CONSTRAINT "favorite_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_price_tiers" ADD CONSTRAINT "goods_price_tiers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock" ADD CONSTRAINT "goods_stock_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_goods_user_time_idx" ON "favorite_goods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_goods_goods_idx" ON "favorite_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "favorite_stores_user_time_idx" ON "favorite_stores" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_stores_store_idx" ON "favorite_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_item_code_uq" ON "goods" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "goods_on_sale_posted_idx" ON "goods" USING btree ("posted_at","id") WHERE "goods"."status" = 'onSale';--> statement-breakpoint
CREATE INDEX "goods_on_sale_price_idx" ON "goods" USING btree ("price_min_cents","id") WHERE "goods"."status" = 'onSale';--> statement-breakpoint
CREATE INDEX "goods_on_sale_category_idx" ON "goods" USING btree ("category_id","posted_at","id") WHERE "goods"."status" = 'onSale';--> statement-breakpoint
CREATE INDEX "goods_on_sale_store_idx" ON "goods" USING btree ("store_id","posted_at","id") WHERE "goods"."status" = 'onSale';--> statement-breakpoint
CREATE INDEX "goods_store_idx" ON "goods" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "goods_tags_idx" ON "goods" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "goods_search_en_idx" ON "goods" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "goods_search_cjk_idx" ON "goods" USING gin ("search_cjk");--> statement-breakpoint
CREATE INDEX "goods_name_zh_trgm_idx" ON "goods" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_name_ja_trgm_idx" ON "goods" USING gin ("name_ja" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_name_en_trgm_idx" ON "goods" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_item_code_trgm_idx" ON "goods" USING gin ("item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_stock_sold_idx" ON "goods_stock" USING btree ("sold","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_code_uq" ON "stores" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_owner_uq" ON "stores" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "stores_opened_idx" ON "stores" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_items_goods_idx" ON "purchase_order_items" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_order_no_uq" ON "purchase_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_buyer_idx" ON "purchase_orders" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_paid_idx" ON "purchase_orders" USING btree ("paid_at") WHERE "purchase_orders"."status" in (1, 2);--> statement-breakpoint
-- By hand (drizzle-kit cannot write these): long texts out of line, so list scans and counts read small rows;
-- the per-character search vector stays in the row, as phrase queries recheck it.
ALTER TABLE "goods" SET (toast_tuple_target = 256);--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "search_cjk" SET STORAGE MAIN;