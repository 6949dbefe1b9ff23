CREATE TABLE "demo_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_chat_messages_sender_check" CHECK ("demo_chat_messages"."sender" in ('user', 'bot'))
);
--> statement-breakpoint
ALTER TABLE "demo_chat_messages" ADD CONSTRAINT "demo_chat_messages_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_chat_messages_session_idx" ON "demo_chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_chat_messages_created_idx" ON "demo_chat_messages" USING btree ("created_at");