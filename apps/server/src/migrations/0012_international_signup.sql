ALTER TABLE "company_profiles" ADD COLUMN "company_country" text DEFAULT 'CN' NOT NULL;--> statement-breakpoint
-- Sign-in mobiles were 11-digit Chinese numbers without a country code; they become E.164.
UPDATE "users" SET "mobile" = '+86' || "mobile" WHERE "mobile" ~ '^[0-9]{11}$';--> statement-breakpoint
UPDATE "verification_codes" SET "destination" = '+86' || "destination" WHERE "destination" ~ '^[0-9]{11}$';--> statement-breakpoint
UPDATE "addresses" AS a SET "mobile" = '+86' || a."mobile" FROM "regions" AS r WHERE r."id" = a."country_id" AND r."code" = 'CN' AND a."mobile" ~ '^1[0-9]{10}$';
