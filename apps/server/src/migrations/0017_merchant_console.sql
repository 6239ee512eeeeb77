-- merchant console: store audit and profile, goods moderation and low-stock threshold, stock records,
-- commission and credit settings, seller settlements; a store's wallet may go below zero (a charge
-- it cannot cover), which is what its credit limit bounds.
ALTER TABLE "stores" ADD COLUMN "audit_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "banner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "warehouse_type" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shipping_areas" text[] DEFAULT '{US}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "credit_limit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "credit_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_audit_status_ck" CHECK ("stores"."audit_status" in ('draft', 'pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_credit_limit_ck" CHECK ("stores"."credit_limit_cents" >= 0);--> statement-breakpoint
CREATE INDEX "stores_audit_idx" ON "stores" USING btree ("audit_status","submitted_at");--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "violation_reason" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE TABLE "goods_stock_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_stock_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"change" integer NOT NULL,
	"available_after" integer NOT NULL,
	"warehouse" text NOT NULL,
	"reason" text NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_records_mode_ck" CHECK ("goods_stock_records"."mode" in ('set', 'add', 'subtract'))
);--> statement-breakpoint
ALTER TABLE "goods_stock_records" ADD CONSTRAINT "goods_stock_records_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock_records" ADD CONSTRAINT "goods_stock_records_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock_records" ADD CONSTRAINT "goods_stock_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_stock_records_request_uq" ON "goods_stock_records" USING btree ("goods_id","request_key") WHERE "goods_stock_records"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "goods_stock_records_store_idx" ON "goods_stock_records" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE TABLE "merchant_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_commission_bp" integer DEFAULT 500 NOT NULL,
	"default_credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_settings_one_ck" CHECK ("merchant_settings"."id" = 1),
	CONSTRAINT "merchant_settings_values_ck" CHECK ("merchant_settings"."default_commission_bp" between 0 and 5000 and "merchant_settings"."default_credit_limit_cents" >= 0)
);--> statement-breakpoint
INSERT INTO "merchant_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "commission_rates_ck" CHECK ("commission_rates"."rate_bp" between 0 and 5000)
);--> statement-breakpoint
CREATE TABLE "seller_settlements" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	"payout_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_settlements_ck" CHECK ("seller_settlements"."commission_cents" >= 0 and "seller_settlements"."payout_cents" = "seller_settlements"."amount_cents" - "seller_settlements"."commission_cents")
);--> statement-breakpoint
ALTER TABLE "seller_settlements" ADD CONSTRAINT "seller_settlements_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_settlements" ADD CONSTRAINT "seller_settlements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_settlements_store_idx" ON "seller_settlements" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT IF EXISTS "wallets_frozen_ck";--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_frozen_ck" CHECK ("wallets"."frozen_cents" >= 0 and "wallets"."frozen_cents" <= greatest("wallets"."balance_cents", 0));
--> statement-breakpoint
UPDATE "website_config" SET "merchant_portal_url" = '/merchant' WHERE "merchant_portal_url" = '';
