-- after-sales: claims on shipped order lines, their timeline; the store's decision window (a setting)
CREATE TABLE "after_sales" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sales_no" text NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_no" text NOT NULL,
	"line_key" text NOT NULL,
	"goods_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'waitingReview' NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"items_cents" bigint NOT NULL,
	"logistics_cents" bigint NOT NULL,
	"storage_cents" bigint DEFAULT 0 NOT NULL,
	"max_refund_cents" bigint NOT NULL,
	"floor_cents" bigint NOT NULL,
	"requested_cents" bigint DEFAULT 0 NOT NULL,
	"approved_cents" bigint,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"refund_no" text,
	"reissue_consignee" jsonb,
	"return_company" text,
	"return_tracking" text,
	"return_filled_at" timestamp with time zone,
	"return_address" text DEFAULT '' NOT NULL,
	"reissue_company" text,
	"reissue_tracking" text,
	"reissue_shipped_at" timestamp with time zone,
	"seller_message" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"escalation_reason" text DEFAULT '' NOT NULL,
	"decision_cents" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decide_by" timestamp with time zone NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "after_sales_type_ck" CHECK ("after_sales"."type" in ('refundOnly', 'returnRefund', 'reissue')),
	CONSTRAINT "after_sales_status_ck" CHECK ("after_sales"."status" in ('waitingReview', 'auditFailed', 'escalated', 'waitingReturn', 'pendingReceive', 'waitingRefund', 'pendingDelivery', 'refunded', 'completed', 'rejected', 'canceled')),
	CONSTRAINT "after_sales_source_ck" CHECK ("after_sales"."source" in ('salesOrder', 'purchaseOrder')),
	CONSTRAINT "after_sales_qty_ck" CHECK ("after_sales"."quantity" > 0),
	CONSTRAINT "after_sales_money_ck" CHECK ("after_sales"."max_refund_cents" >= 0 and "after_sales"."floor_cents" between 0 and "after_sales"."max_refund_cents" and "after_sales"."requested_cents" between 0 and "after_sales"."max_refund_cents" and "after_sales"."refunded_cents" between 0 and "after_sales"."max_refund_cents"),
	CONSTRAINT "after_sales_evidence_ck" CHECK (cardinality("after_sales"."evidence") <= 8)
);
--> statement-breakpoint
CREATE TABLE "after_sales_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sales_id" bigint NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_events" ADD CONSTRAINT "after_sales_events_after_sales_id_after_sales_id_fk" FOREIGN KEY ("after_sales_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_no_uq" ON "after_sales" USING btree ("after_sales_no");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_request_key_uq" ON "after_sales" USING btree ("buyer_user_id","request_key") WHERE "after_sales"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_line_uq" ON "after_sales" USING btree ("line_key") WHERE "after_sales"."status" in ('waitingReview', 'escalated', 'waitingReturn', 'pendingReceive', 'waitingRefund', 'pendingDelivery');--> statement-breakpoint
CREATE INDEX "after_sales_line_idx" ON "after_sales" USING btree ("line_key");--> statement-breakpoint
CREATE INDEX "after_sales_buyer_idx" ON "after_sales" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_store_idx" ON "after_sales" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_due_idx" ON "after_sales" USING btree ("decide_by") WHERE "after_sales"."status" = 'waitingReview';--> statement-breakpoint
CREATE INDEX "after_sales_events_idx" ON "after_sales_events" USING btree ("after_sales_id","at");--> statement-breakpoint
ALTER TABLE "operate_config" ADD COLUMN "after_sales_decision_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "operate_config" ADD CONSTRAINT "operate_config_after_sales_hours_ck" CHECK ("operate_config"."after_sales_decision_hours" > 0);
