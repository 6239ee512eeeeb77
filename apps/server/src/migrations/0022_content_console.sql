ALTER TABLE "articles" ADD COLUMN "in_footer" boolean DEFAULT true NOT NULL;
