-- operator console, marketing: where each exchange rate came from (seed, an operator's edit, the rate provider) and who
-- recorded it; coupon templates drafted, published to and withdrawn from the coupon center by an operator; platform
-- notices sent to all buyers, all sellers or a list, each landing in its recipients' messages.
ALTER TABLE "exchange_rates" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_source_ck" CHECK ("exchange_rates"."source" in ('seed', 'manual', 'provider'));--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_created_idx" ON "exchange_rates" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_status_ck" CHECK ("coupon_templates"."status" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_status_idx" ON "coupon_templates" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audience" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_ja" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_ja" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_audience_ck" CHECK ("notices"."audience" in ('buyers', 'sellers', 'list') and "notices"."recipient_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_sent_idx" ON "notices" USING btree ("sent_at","id");--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notice_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_audience_ck" CHECK ("messages"."audience" in ('all', 'buyer', 'seller'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_notice_idx" ON "messages" USING btree ("notice_id") WHERE "messages"."notice_id" is not null;
