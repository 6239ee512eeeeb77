CREATE TABLE "payment_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"notification_id" text NOT NULL,
	"payment_no" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"refs" text[] NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pay_way" smallint NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone,
	"charged_currency" text DEFAULT 'USD' NOT NULL,
	"charged_amount_cents" bigint NOT NULL,
	"charged_rate" numeric(18, 8),
	"hosted_url" text,
	"request_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"settled_as" text,
	"failure_reason" text,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" > 0 and "payments"."charged_amount_cents" > 0),
	CONSTRAINT "payments_pay_way_ck" CHECK ("payments"."pay_way" in (0, 1, 2, 3, 4, 5, 6, 10)),
	CONSTRAINT "payments_paid_ck" CHECK ("payments"."status" <> 'succeeded' or ("payments"."paid_at" is not null and "payments"."settled_as" is not null))
);
--> statement-breakpoint
CREATE TABLE "recharge_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_no" text GENERATED ALWAYS AS ('RC' || lpad(id::text, 10, '0')) STORED NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pay_way" smallint NOT NULL,
	"status" text DEFAULT 'handling' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "recharge_records_amount_ck" CHECK ("recharge_records"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_uq" ON "payment_notifications" USING btree ("gateway","notification_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_no_uq" ON "payments" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_uq" ON "payments" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","pay_way","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_records_record_no_uq" ON "recharge_records" USING btree ("record_no");--> statement-breakpoint
CREATE INDEX "recharge_records_user_idx" ON "recharge_records" USING btree ("user_id","created_at");