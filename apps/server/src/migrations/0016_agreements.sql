ALTER TABLE "operate_config" ADD COLUMN "agreement_buy_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agreement_no" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"bought_qty" integer DEFAULT 0 NOT NULL,
	"buyer_message" text DEFAULT '' NOT NULL,
	"seller_message" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_status_ck" CHECK ("agreements"."status" in ('pendingReview', 'countered', 'approved', 'rejected', 'completed', 'timedOut', 'canceled')),
	CONSTRAINT "agreements_quantity_ck" CHECK ("agreements"."quantity" > 0 and "agreements"."unit_price_cents" > 0),
	CONSTRAINT "agreements_taken_ck" CHECK ("agreements"."bought_qty" >= 0 and "agreements"."reserved_qty" >= "agreements"."bought_qty" and "agreements"."reserved_qty" <= "agreements"."quantity")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agreement_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"by" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agreement_id" bigint NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agreement_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_orders" ADD CONSTRAINT "agreement_orders_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_orders" ADD CONSTRAINT "agreement_orders_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_no_uq" ON "agreements" USING btree ("agreement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_request_key_uq" ON "agreements" USING btree ("buyer_user_id","request_key") WHERE "agreements"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "agreements_buyer_idx" ON "agreements" USING btree ("buyer_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "agreements_store_idx" ON "agreements" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "agreements_buyer_goods_idx" ON "agreements" USING btree ("buyer_user_id","goods_id");--> statement-breakpoint
CREATE INDEX "agreements_deadline_idx" ON "agreements" USING btree ("deadline") WHERE "agreements"."status" in ('pendingReview', 'countered', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_uq" ON "agreement_versions" USING btree ("agreement_id","version");--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_orders_order_uq" ON "agreement_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "agreement_orders_agreement_idx" ON "agreement_orders" USING btree ("agreement_id");
