CREATE TABLE "checkouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_ck" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"reduction_cents" bigint NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total_qty" integer NOT NULL,
	"claimed_qty" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_scope_ck" CHECK ("coupon_templates"."scope" in ('all', 'part')),
	CONSTRAINT "coupon_templates_amounts_ck" CHECK ("coupon_templates"."threshold_cents" >= 0 and "coupon_templates"."reduction_cents" > 0 and "coupon_templates"."claimed_qty" >= 0 and "coupon_templates"."claimed_qty" <= "coupon_templates"."total_qty" and "coupon_templates"."per_user_limit" >= 1 and "coupon_templates"."valid_to" > "coupon_templates"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_status_ck" CHECK ("user_coupons"."status" in ('unused', 'locked', 'used')),
	CONSTRAINT "user_coupons_order_ck" CHECK ("user_coupons"."status" = 'unused' or "user_coupons"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "buyer_inventory" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_inventory_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"qty_available" integer DEFAULT 0 NOT NULL,
	"qty_blocked" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_inventory_qty_ck" CHECK ("buyer_inventory"."qty_available" >= 0 and "buyer_inventory"."qty_blocked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_records_type_ck" CHECK ("inventory_records"."type" in ('inbound', 'outbound')),
	CONSTRAINT "inventory_records_quantity_ck" CHECK ("inventory_records"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "item_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "name" jsonb;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "checkout_id" bigint;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "delivery_mode" text DEFAULT 'inventory' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "ship_state" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "freight_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "fees_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "pay_way" smallint;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "payment_no" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "consignee_name" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "consignee_phone" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "consignee_email" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "consignee_address" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "logistics_company" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "tracking_no" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_inventory" ADD CONSTRAINT "buyer_inventory_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_inventory" ADD CONSTRAINT "buyer_inventory_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_records" ADD CONSTRAINT "inventory_records_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_records" ADD CONSTRAINT "inventory_records_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_request_uq" ON "checkouts" USING btree ("buyer_user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_buyer_goods_uq" ON "cart_lines" USING btree ("buyer_user_id","goods_id");--> statement-breakpoint
CREATE INDEX "cart_lines_buyer_idx" ON "cart_lines" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_templates_code_uq" ON "coupon_templates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "user_coupons_template_user_idx" ON "user_coupons" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_inventory_buyer_goods_uq" ON "buyer_inventory" USING btree ("buyer_user_id","goods_id");--> statement-breakpoint
CREATE INDEX "inventory_records_buyer_idx" ON "inventory_records" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_records_order_uq" ON "inventory_records" USING btree ("order_no","goods_id","type") WHERE "inventory_records"."order_no" is not null;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_unpaid_deadline_idx" ON "purchase_orders" USING btree ("pay_deadline") WHERE "purchase_orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "purchase_orders_checkout_idx" ON "purchase_orders" USING btree ("checkout_id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_delivery_ck" CHECK ("purchase_orders"."delivery_mode" in ('inventory', 'ship'));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_fees_ck" CHECK ("purchase_orders"."freight_cents" >= 0 and "purchase_orders"."fees_cents" >= 0);