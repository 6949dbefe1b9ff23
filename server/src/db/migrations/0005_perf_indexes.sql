DROP INDEX "expenses_owner_date_idx";--> statement-breakpoint
DROP INDEX "incomes_owner_date_idx";--> statement-breakpoint
CREATE INDEX "expenses_owner_ledger_idx" ON "expenses" USING btree ("owner_id","transaction_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "incomes_owner_ledger_idx" ON "incomes" USING btree ("owner_id","transaction_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");