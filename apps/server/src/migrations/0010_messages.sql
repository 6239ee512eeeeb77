CREATE TABLE "message_states" (
	"user_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"marked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "message_states_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text,
	"kind" text NOT NULL,
	"recipient_user_id" integer,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_ja" text NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_ja" text NOT NULL,
	"sender_en" text NOT NULL,
	"sender_zh" text NOT NULL,
	"sender_ja" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_ck" CHECK ("messages"."kind" in ('notice', 'event') and ("messages"."kind" = 'notice' or "messages"."recipient_user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_code_uq" ON "messages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_user_id","released_at");