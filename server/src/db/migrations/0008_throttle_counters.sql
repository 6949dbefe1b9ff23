-- Throttles count attempts in one atomic counter per key (modules/throttle), checked before the work they
-- guard. Failed sign-ins were rows counted afterwards (concurrent attempts all passed): those rows go, as
-- does the index that served the tenant line's count of its messages.
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP INDEX "tenant_messages_ip_idx";--> statement-breakpoint
CREATE INDEX "throttle_counters_expires_idx" ON "throttle_counters" USING btree ("expires_at");
