ALTER TABLE "goods" ADD COLUMN "warehouse_country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "qty_blocked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "storage_per_unit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD COLUMN "accrued_through" date;--> statement-breakpoint
ALTER TABLE "inventory_lots" DROP CONSTRAINT "inventory_lots_qty_ck";--> statement-breakpoint
ALTER TABLE "inventory_lots" ADD CONSTRAINT "inventory_lots_qty_ck" CHECK ("inventory_lots"."qty_remaining" >= 0 and "inventory_lots"."qty_remaining" <= "inventory_lots"."qty_received" and "inventory_lots"."qty_blocked" between 0 and "inventory_lots"."qty_remaining" and "inventory_lots"."storage_per_unit_cents" >= 0);--> statement-breakpoint
CREATE INDEX "inventory_lots_accrual_idx" ON "inventory_lots" USING btree ("accrued_through","id") WHERE "inventory_lots"."qty_remaining" > "inventory_lots"."qty_blocked";--> statement-breakpoint
CREATE TABLE "storage_fee_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_fee_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_country" text NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_fee_rates_version_ck" CHECK ("storage_fee_rates"."version" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "storage_fee_rates_version_uq" ON "storage_fee_rates" USING btree ("warehouse_country","version");--> statement-breakpoint
CREATE TABLE "storage_fee_accruals" (
	"lot_id" bigint NOT NULL,
	"day" date NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"units" integer NOT NULL,
	"days_in_stock" integer NOT NULL,
	"rate_id" integer NOT NULL,
	"per_unit_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	CONSTRAINT "storage_fee_accruals_lot_id_day_pk" PRIMARY KEY("lot_id","day"),
	CONSTRAINT "storage_fee_accruals_ck" CHECK ("storage_fee_accruals"."units" > 0 and "storage_fee_accruals"."days_in_stock" >= 1 and "storage_fee_accruals"."per_unit_cents" >= 0 and "storage_fee_accruals"."fee_cents" = "storage_fee_accruals"."units" * "storage_fee_accruals"."per_unit_cents")
);
--> statement-breakpoint
ALTER TABLE "storage_fee_accruals" ADD CONSTRAINT "storage_fee_accruals_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_fee_accruals" ADD CONSTRAINT "storage_fee_accruals_rate_id_storage_fee_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."storage_fee_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_fee_accruals_buyer_idx" ON "storage_fee_accruals" USING btree ("buyer_user_id","goods_id","day");--> statement-breakpoint
CREATE TABLE "inventory_lot_allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lot_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"goods_id" integer NOT NULL,
	"lot_id" bigint NOT NULL,
	"qty" integer NOT NULL,
	"storage_per_unit_cents" bigint NOT NULL,
	CONSTRAINT "inventory_lot_allocations_ck" CHECK ("inventory_lot_allocations"."qty" > 0 and "inventory_lot_allocations"."storage_per_unit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_lot_allocations" ADD CONSTRAINT "inventory_lot_allocations_lot_id_inventory_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."inventory_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_lot_allocations_uq" ON "inventory_lot_allocations" USING btree ("order_no","goods_id","lot_id");--> statement-breakpoint
INSERT INTO "storage_fee_rates" ("warehouse_country", "version", "effective_from", "tiers") VALUES
  ('US', 1, '2020-01-01', '[{"fromDay":1,"rateCents":0},{"fromDay":31,"rateCents":45},{"fromDay":91,"rateCents":90},{"fromDay":181,"rateCents":180}]'),
  ('GB', 1, '2020-01-01', '[{"fromDay":1,"rateCents":0},{"fromDay":31,"rateCents":50},{"fromDay":91,"rateCents":100},{"fromDay":181,"rateCents":200}]'),
  ('DE', 1, '2020-01-01', '[{"fromDay":1,"rateCents":0},{"fromDay":31,"rateCents":50},{"fromDay":91,"rateCents":100},{"fromDay":181,"rateCents":200}]'),
  ('JP', 1, '2020-01-01', '[{"fromDay":1,"rateCents":0},{"fromDay":31,"rateCents":55},{"fromDay":91,"rateCents":110},{"fromDay":181,"rateCents":220}]');
--> statement-breakpoint
ALTER TABLE "operate_config" ADD COLUMN "consignee_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "operate_config" ADD CONSTRAINT "operate_config_consignee_retention_ck" CHECK ("operate_config"."consignee_retention_days" > 0);
