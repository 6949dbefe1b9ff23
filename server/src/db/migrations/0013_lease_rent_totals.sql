CREATE TABLE "lease_rent_totals" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"count" integer NOT NULL,
	"last_date" date
);
--> statement-breakpoint
ALTER TABLE "lease_rent_totals" ADD CONSTRAINT "lease_rent_totals_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_rent_totals" ADD CONSTRAINT "lease_rent_totals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_rent_totals_owner_idx" ON "lease_rent_totals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "incomes_lease_idx" ON "incomes" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "incomes_unlinked_idx" ON "incomes" USING btree ("owner_id") WHERE "incomes"."lease_id" is null;--> statement-breakpoint
-- Kept by the database on every write (API, imports, cascades, restores), so no code path can miss it.
-- Each statement recomputes the leases it touched from their incomes, after locking their rows in key
-- order: a payment another writer committed while this one waited is counted, since each statement of
-- the function sees what was committed when it started.
CREATE FUNCTION "lease_rent_totals_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT lease_id) INTO touched FROM new_rows WHERE lease_id IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT lease_id) INTO touched FROM (
      SELECT lease_id FROM new_rows UNION ALL SELECT lease_id FROM old_rows
    ) changed WHERE lease_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT lease_id) INTO touched FROM old_rows WHERE lease_id IS NOT NULL;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  -- A row for each touched lease still there (not one being deleted, nor one of an owner being deleted).
  INSERT INTO lease_rent_totals (lease_id, owner_id, amount, count)
  SELECT leases.id, leases.owner_id, 0, 0 FROM leases
  WHERE leases.id = ANY(touched) AND EXISTS (SELECT FROM users WHERE users.id = leases.owner_id)
  ORDER BY leases.id
  ON CONFLICT (lease_id) DO NOTHING;
  PERFORM 1 FROM lease_rent_totals WHERE lease_id = ANY(touched) ORDER BY lease_id FOR UPDATE;
  UPDATE lease_rent_totals t
  SET amount = s.amount, count = s.count, last_date = s.last_date
  FROM (
    SELECT l.lease_id, coalesce(sum(i.amount), 0) AS amount, count(i.id)::int AS count,
      max(i.transaction_date) AS last_date
    FROM unnest(touched) AS l(lease_id)
    LEFT JOIN incomes i ON i.lease_id = l.lease_id AND lower(trim(i.category)) = 'rent'
    GROUP BY l.lease_id
  ) s
  WHERE t.lease_id = s.lease_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- PostgreSQL allows transition tables on single-event triggers only: one trigger per event.
CREATE TRIGGER "incomes_lease_rent_totals_insert" AFTER INSERT ON "incomes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lease_rent_totals_sync"();--> statement-breakpoint
CREATE TRIGGER "incomes_lease_rent_totals_update" AFTER UPDATE ON "incomes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lease_rent_totals_sync"();--> statement-breakpoint
CREATE TRIGGER "incomes_lease_rent_totals_delete" AFTER DELETE ON "incomes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lease_rent_totals_sync"();--> statement-breakpoint
-- The totals so far. After the triggers: creating them locked out writers until this migration commits.
INSERT INTO "lease_rent_totals" ("lease_id", "owner_id", "amount", "count", "last_date")
SELECT "leases"."id", "leases"."owner_id", sum("incomes"."amount"), count(*), max("incomes"."transaction_date")
FROM "incomes" JOIN "leases" ON "leases"."id" = "incomes"."lease_id"
WHERE lower(trim("incomes"."category")) = 'rent'
GROUP BY "leases"."id", "leases"."owner_id";
