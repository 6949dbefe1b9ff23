-- Calendar feed links: keep only a hash of the token. Existing links keep working (their hash opens them)
-- until the owner next opens the Subscribe dialog, which replaces them with a link that can be shown again.
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "nonce" text;--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
DROP INDEX "calendar_feeds_token_key";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");
