ALTER TABLE "leases" ADD COLUMN "ledger_start_date" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL;