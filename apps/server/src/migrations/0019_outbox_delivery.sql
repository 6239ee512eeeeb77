-- Outbound delivery: the worker claims pending messages that are due (a lease, so that two instances never send one twice), sends them and marks each sent, or schedules a retry, or gives up (failed).
ALTER TABLE "outbox_messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_ck" CHECK ("outbox_messages"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
-- Messages queued before delivery existed are codes long expired: never send them now.
UPDATE "outbox_messages" SET "status" = 'failed', "last_error" = 'queued before outbound delivery existed' WHERE "created_at" < now() - interval '1 hour';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox_messages" USING btree ("next_attempt_at","id") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_lease_idx" ON "outbox_messages" USING btree ("lease_until") WHERE "outbox_messages"."status" = 'sending';
