-- What start-up has done once for a build (db/seed.ts, seedOnStart). The snapshot beside this
-- migration is drizzle-kit's whole schema, 0024-0027 (written by hand) included.
CREATE TABLE "startup_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
