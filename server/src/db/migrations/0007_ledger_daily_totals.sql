CREATE TABLE "ledger_daily_totals" (
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ledger_daily_totals_owner_id_kind_day_pk" PRIMARY KEY("owner_id","kind","day"),
	CONSTRAINT "ledger_daily_totals_kind_check" CHECK ("ledger_daily_totals"."kind" in ('income', 'expense'))
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database on every write (API, imports, cascades, restores), so no code path can miss it.
-- Statement-level: one aggregate per statement, not one upsert per row. Each statement's net change per
-- (owner, day) is applied in key order, so concurrent writers lock the same rows in the same order.
CREATE FUNCTION "ledger_daily_totals_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_daily_totals AS t (owner_id, kind, day, amount, count)
    SELECT owner_id, TG_ARGV[0], transaction_date, sum(amount), count(*) FROM new_rows
    GROUP BY owner_id, transaction_date
    ORDER BY owner_id, transaction_date
    ON CONFLICT (owner_id, kind, day)
    DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + excluded.count;
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Edits that leave owner, date and amount alone (descriptions, unlinked properties) change nothing.
    WITH applied AS (
      INSERT INTO ledger_daily_totals AS t (owner_id, kind, day, amount, count)
      SELECT owner_id, TG_ARGV[0], day, sum(amount), sum(n) FROM (
        SELECT owner_id, transaction_date AS day, amount, 1 AS n FROM new_rows
        UNION ALL
        SELECT owner_id, transaction_date, -amount, -1 FROM old_rows
      ) changes
      GROUP BY owner_id, day
      HAVING sum(amount) <> 0 OR sum(n) <> 0
      ORDER BY owner_id, day
      ON CONFLICT (owner_id, kind, day)
      DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + excluded.count
      RETURNING t.count
    )
    SELECT bool_or(applied.count = 0) INTO emptied FROM applied;
  ELSE
    -- When the owner is being deleted, the cascade removes the totals: nothing to subtract from.
    WITH applied AS (
      INSERT INTO ledger_daily_totals AS t (owner_id, kind, day, amount, count)
      SELECT owner_id, TG_ARGV[0], transaction_date, -sum(amount), -count(*) FROM old_rows
      WHERE EXISTS (SELECT FROM users WHERE users.id = old_rows.owner_id)
      GROUP BY owner_id, transaction_date
      ORDER BY owner_id, transaction_date
      ON CONFLICT (owner_id, kind, day)
      DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + excluded.count
      RETURNING t.count
    )
    SELECT bool_or(applied.count = 0) INTO emptied FROM applied;
  END IF;
  -- A day left with no transactions keeps no row.
  IF emptied THEN
    DELETE FROM ledger_daily_totals t USING old_rows
    WHERE t.owner_id = old_rows.owner_id AND t.kind = TG_ARGV[0] AND t.day = old_rows.transaction_date
      AND t.count = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows transition tables on single-event triggers only: one trigger per event.
CREATE TRIGGER "incomes_daily_totals_insert" AFTER INSERT ON "incomes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_sync"('income');--> statement-breakpoint
CREATE TRIGGER "incomes_daily_totals_update" AFTER UPDATE ON "incomes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_sync"('income');--> statement-breakpoint
CREATE TRIGGER "incomes_daily_totals_delete" AFTER DELETE ON "incomes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_sync"('income');--> statement-breakpoint
CREATE TRIGGER "expenses_daily_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_sync"('expense');--> statement-breakpoint
CREATE TRIGGER "expenses_daily_totals_update" AFTER UPDATE ON "expenses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_sync"('expense');--> statement-breakpoint
CREATE TRIGGER "expenses_daily_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_sync"('expense');--> statement-breakpoint
-- The books so far. After the triggers: creating them locked out writers until this migration commits.
INSERT INTO "ledger_daily_totals" ("owner_id", "kind", "day", "amount", "count")
SELECT "owner_id", 'income', "transaction_date", sum("amount"), count(*) FROM "incomes"
GROUP BY "owner_id", "transaction_date"
UNION ALL
SELECT "owner_id", 'expense', "transaction_date", sum("amount"), count(*) FROM "expenses"
GROUP BY "owner_id", "transaction_date";
