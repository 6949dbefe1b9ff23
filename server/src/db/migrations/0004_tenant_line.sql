CREATE TABLE "tenant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_messages_sender_check" CHECK ("tenant_messages"."sender" in ('tenant', 'bot'))
);
--> statement-breakpoint
ALTER TABLE "tenant_conversations" ADD CONSTRAINT "tenant_conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_conversations" ADD CONSTRAINT "tenant_conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_conversations" ADD CONSTRAINT "tenant_conversations_link_id_tenant_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tenant_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_links" ADD CONSTRAINT "tenant_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_links" ADD CONSTRAINT "tenant_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_messages" ADD CONSTRAINT "tenant_messages_conversation_id_tenant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."tenant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_conversations_owner_idx" ON "tenant_conversations" USING btree ("owner_id","property_id","last_message_at");--> statement-breakpoint
CREATE INDEX "tenant_conversations_link_idx" ON "tenant_conversations" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_links_token_hash_key" ON "tenant_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_links_live_property_key" ON "tenant_links" USING btree ("property_id") WHERE "tenant_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "tenant_messages_conversation_idx" ON "tenant_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_messages_ip_idx" ON "tenant_messages" USING btree ("ip","created_at");