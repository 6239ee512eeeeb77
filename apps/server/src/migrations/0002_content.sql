CREATE TABLE "article_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"category_type" smallint NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_categories_type_ck" CHECK ("article_categories"."category_type" in (0, 1, 2) and ("article_categories"."category_type" <> 2 or "article_categories"."link_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"category_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_ja" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_ja" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"parent_id" integer,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_search_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hot_search_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hot_search_words_lang_ck" CHECK ("hot_search_words"."lang" in ('en', 'zh', 'ja'))
);
--> statement-breakpoint
CREATE TABLE "operate_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"payment_window_minutes" integer NOT NULL,
	"agreement_approval_hours" integer NOT NULL,
	"min_recharge_cents" bigint NOT NULL,
	"min_withdraw_cents" bigint NOT NULL,
	"withdraw_fee_bp" integer NOT NULL,
	"auto_confirm_receipt_days" integer NOT NULL,
	"currency_conversion" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operate_config_single_ck" CHECK ("operate_config"."id" = 1),
	CONSTRAINT "operate_config_values_ck" CHECK ("operate_config"."payment_window_minutes" > 0 and "operate_config"."agreement_approval_hours" > 0 and "operate_config"."min_recharge_cents" >= 0 and "operate_config"."min_withdraw_cents" >= 0 and "operate_config"."withdraw_fee_bp" between 0 and 5000 and "operate_config"."auto_confirm_receipt_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"icon" text,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_level_ck" CHECK ("product_categories"."level" between 1 and 3 and ("product_categories"."level" = 1) = ("product_categories"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_categories_level_ck" CHECK ("shop_categories"."level" between 1 and 3 and ("shop_categories"."level" = 1) = ("shop_categories"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"setting_type" smallint NOT NULL,
	"icon" text NOT NULL,
	"qr_code" text,
	"text_en" text NOT NULL,
	"text_zh" text NOT NULL,
	"text_ja" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_type_ck" CHECK ("site_settings"."setting_type" in (1, 2) and ("site_settings"."setting_type" <> 2 or "site_settings"."link_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "website_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"website_icon" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_ja" text DEFAULT '' NOT NULL,
	"copyright_en" text DEFAULT '' NOT NULL,
	"copyright_zh" text DEFAULT '' NOT NULL,
	"copyright_ja" text DEFAULT '' NOT NULL,
	"icp_cert_no" text DEFAULT '' NOT NULL,
	"help_center_url" text DEFAULT '' NOT NULL,
	"track_url" text DEFAULT '' NOT NULL,
	"service_phone" text DEFAULT '' NOT NULL,
	"working_hours_en" text DEFAULT '' NOT NULL,
	"working_hours_zh" text DEFAULT '' NOT NULL,
	"working_hours_ja" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_config_single_ck" CHECK ("website_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"code" text,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_ja" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_level_ck" CHECK ("regions"."level" between 1 and 3 and ("regions"."level" = 1) = ("regions"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_coin" text DEFAULT 'USD' NOT NULL,
	"to_coin" text NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_ck" CHECK ("exchange_rates"."from_coin" = 'USD' and "exchange_rates"."to_coin" in ('GBP', 'EUR', 'JPY', 'CNY') and "exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sites" ADD CONSTRAINT "group_sites_parent_id_group_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."group_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_parent_id_shop_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_categories_code_uq" ON "article_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_code_uq" ON "articles" USING btree ("code");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "group_sites_code_uq" ON "group_sites" USING btree ("code");--> statement-breakpoint
CREATE INDEX "group_sites_parent_idx" ON "group_sites" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_search_words_uq" ON "hot_search_words" USING btree ("lang","word");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_code_uq" ON "product_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "shop_categories_store_idx" ON "shop_categories" USING btree ("store_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "site_settings_code_uq" ON "site_settings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "site_settings_type_idx" ON "site_settings" USING btree ("setting_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_key_uq" ON "regions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_time_uq" ON "exchange_rates" USING btree ("from_coin","to_coin","effective_at");