CREATE TABLE "lease_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_charges_amount_check" CHECK ("lease_charges"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "grace_period_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_charges" ADD CONSTRAINT "lease_charges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_charges" ADD CONSTRAINT "lease_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_charges_owner_idx" ON "lease_charges" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lease_charges_lease_idx" ON "lease_charges" USING btree ("lease_id","due_date");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_grace_period_days_check" CHECK ("leases"."grace_period_days" between 0 and 60);