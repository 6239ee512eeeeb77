CREATE TABLE "inventory_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"order_no" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qty_received" integer NOT NULL,
	"qty_remaining" integer NOT NULL,
	CONSTRAINT "inventory_lots_qty_ck" CHECK ("inventory_lots"."qty_remaining" >= 0 and "inventory_lots"."qty_remaining" <= "inventory_lots"."qty_received")
);
--> statement-breakpoint
CREATE TABLE "consignee_access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignee_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sales_order_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fee_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fee_order_no" text NOT NULL,
	"sales_order_id" bigint NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"status" text DEFAULT 'toBePaid' NOT NULL,
	"logistics_cents" bigint NOT NULL,
	"operating_cents" bigint NOT NULL,
	"storage_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"pay_way" smallint,
	"payment_no" text,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "fee_orders_status_ck" CHECK ("fee_orders"."status" in ('toBePaid', 'paid', 'completed', 'canceled')),
	CONSTRAINT "fee_orders_amounts_ck" CHECK ("fee_orders"."logistics_cents" >= 0 and "fee_orders"."operating_cents" >= 0 and "fee_orders"."storage_cents" >= 0 and "fee_orders"."total_cents" = "fee_orders"."logistics_cents" + "fee_orders"."operating_cents" + "fee_orders"."storage_cents" and "fee_orders"."refunded_cents" between 0 and "fee_orders"."total_cents"),
	CONSTRAINT "fee_orders_paid_ck" CHECK ("fee_orders"."status" not in ('paid', 'completed') or "fee_orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "sales_order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sales_order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sales_order_id" bigint NOT NULL,
	"goods_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"logistics_fee_cents" bigint DEFAULT 0 NOT NULL,
	"operating_fee_cents" bigint DEFAULT 0 NOT NULL,
	"line_ref" text DEFAULT '' NOT NULL,
	"buyer_sku" text DEFAULT '' NOT NULL,
	"logistics_company" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "sales_order_lines_qty_ck" CHECK ("sales_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"status" text DEFAULT 'onHold' NOT NULL,
	"buyer_order_no" text,
	"platform" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"consignee_email" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"consignee_erased_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"logistics_company" text,
	"tracking_no" text,
	"auto_submit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"import_id" text,
	"request_key" text,
	CONSTRAINT "sales_orders_status_ck" CHECK ("sales_orders"."status" in ('onHold', 'toBePaid', 'inPrep', 'inTransit', 'completed', 'canceled')),
	CONSTRAINT "sales_orders_source_ck" CHECK ("sales_orders"."source" in ('manual', 'import'))
);
--> statement-breakpoint
ALTER TABLE "inventory_records" DROP CONSTRAINT "inventory_records_type_ck";--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignee_access_log" ADD CONSTRAINT "consignee_access_log_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignee_access_log" ADD CONSTRAINT "consignee_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_orders" ADD CONSTRAINT "fee_orders_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_orders" ADD CONSTRAINT "fee_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_events" ADD CONSTRAINT "sales_order_events_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_lots_holding_idx" ON "inventory_lots" USING btree ("buyer_user_id","goods_id","received_at") WHERE "inventory_lots"."qty_remaining" > 0;--> statement-breakpoint
CREATE INDEX "consignee_access_log_order_idx" ON "consignee_access_log" USING btree ("sales_order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_orders_no_uq" ON "fee_orders" USING btree ("fee_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_orders_sales_order_uq" ON "fee_orders" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "fee_orders_buyer_idx" ON "fee_orders" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_order_events_order_idx" ON "sales_order_events" USING btree ("sales_order_id","at");--> statement-breakpoint
CREATE INDEX "sales_order_lines_order_idx" ON "sales_order_lines" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_store_idx" ON "sales_order_lines" USING btree ("store_id","shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_lines_goods_uq" ON "sales_order_lines" USING btree ("sales_order_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_order_no_uq" ON "sales_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_request_key_uq" ON "sales_orders" USING btree ("buyer_user_id","request_key") WHERE "sales_orders"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_buyer_order_no_uq" ON "sales_orders" USING btree ("buyer_user_id","buyer_order_no") WHERE "sales_orders"."buyer_order_no" is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_buyer_idx" ON "sales_orders" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_buyer_status_idx" ON "sales_orders" USING btree ("buyer_user_id","status");--> statement-breakpoint
CREATE INDEX "sales_orders_in_transit_idx" ON "sales_orders" USING btree ("shipped_at") WHERE "sales_orders"."status" = 'inTransit';--> statement-breakpoint
CREATE INDEX "sales_orders_erase_idx" ON "sales_orders" USING btree ("completed_at") WHERE "sales_orders"."status" = 'completed' and "sales_orders"."consignee_erased_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_records_buyer_type_idx" ON "inventory_records" USING btree ("buyer_user_id","type","created_at");--> statement-breakpoint
ALTER TABLE "inventory_records" ADD CONSTRAINT "inventory_records_type_ck" CHECK ("inventory_records"."type" in ('inbound', 'outbound', 'blocked', 'unblocked', 'returned'));--> statement-breakpoint
-- Units already held get one lot each, dated by their first inbound movement.
INSERT INTO "inventory_lots" ("buyer_user_id", "goods_id", "order_no", "received_at", "qty_received", "qty_remaining")
SELECT i."buyer_user_id", i."goods_id", NULL,
       coalesce((SELECT min(r."created_at") FROM "inventory_records" r WHERE r."buyer_user_id" = i."buyer_user_id" AND r."goods_id" = i."goods_id" AND r."type" = 'inbound'), i."updated_at"),
       i."qty_available" + i."qty_blocked", i."qty_available" + i."qty_blocked"
FROM "buyer_inventory" i WHERE i."qty_available" + i."qty_blocked" > 0;
