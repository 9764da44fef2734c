-- Live record counts per user, kept by the database on every write (issue 19): audit readiness reads the
-- counts of a user's costs, expenses and trips, and of the expenses that need a receipt, on every dashboard,
-- estimate and audit packet. Counting them took a scan of every row of the user (15,000 for the benchmark's
-- heavy user, 2-9 ms of the database's time per request); the counts now arrive with the user's row, which
-- every request reads anyway.
--
-- expenses_receipt_flagged: no receipt, and lodging or an amount from $75 (7500 cents) up;
-- expenses_meals_unflagged: meals not flagged that way. Receipts needed = flagged + (W-2 ? meals : 0):
-- receiptFlag in lib/tax/compliance/receipts.ts (Pub. 463 ch. 5); tests/api/record-counts.test.ts checks
-- the two agree, and that the counts equal a count of the rows after every kind of write.
ALTER TABLE "users" ADD COLUMN "live_costs" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "live_expenses" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "live_trips" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "expenses_receipt_flagged" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "expenses_meals_unflagged" INTEGER NOT NULL DEFAULT 0;

-- One UPDATE of users per statement and user: each live row a statement adds counts +1, each live row it
-- removes -1 (a soft delete is an UPDATE whose new row is not live). Every user with a changed row is
-- updated, with a delta of 0 if need be, so users.data_version is bumped as before (its BEFORE UPDATE
-- trigger): these triggers replace the three tables' data_version triggers. Static statements, one branch
-- per event (each names only the transition tables its event has), so plpgsql keeps their plans.
CREATE FUNCTION "count_expense_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  UPDATE "users" u SET "live_expenses" = u."live_expenses" + d."live_expenses", "expenses_receipt_flagged" = u."expenses_receipt_flagged" + d."expenses_receipt_flagged", "expenses_meals_unflagged" = u."expenses_meals_unflagged" + d."expenses_meals_unflagged"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_expenses", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (r."receipt_objstore_key" IS NULL AND (r."category" = 'lodging' OR r."amount" >= 7500))), 0)::int AS "expenses_receipt_flagged", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (r."category" = 'meals' AND NOT (r."receipt_objstore_key" IS NULL AND r."amount" >= 7500))), 0)::int AS "expenses_meals_unflagged"
            FROM (SELECT 1 AS s, * FROM "new_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  ELSIF TG_OP = 'DELETE' THEN
  UPDATE "users" u SET "live_expenses" = u."live_expenses" + d."live_expenses", "expenses_receipt_flagged" = u."expenses_receipt_flagged" + d."expenses_receipt_flagged", "expenses_meals_unflagged" = u."expenses_meals_unflagged" + d."expenses_meals_unflagged"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_expenses", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (r."receipt_objstore_key" IS NULL AND (r."category" = 'lodging' OR r."amount" >= 7500))), 0)::int AS "expenses_receipt_flagged", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (r."category" = 'meals' AND NOT (r."receipt_objstore_key" IS NULL AND r."amount" >= 7500))), 0)::int AS "expenses_meals_unflagged"
            FROM (SELECT -1 AS s, * FROM "old_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  ELSE
  UPDATE "users" u SET "live_expenses" = u."live_expenses" + d."live_expenses", "expenses_receipt_flagged" = u."expenses_receipt_flagged" + d."expenses_receipt_flagged", "expenses_meals_unflagged" = u."expenses_meals_unflagged" + d."expenses_meals_unflagged"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_expenses", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (r."receipt_objstore_key" IS NULL AND (r."category" = 'lodging' OR r."amount" >= 7500))), 0)::int AS "expenses_receipt_flagged", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (r."category" = 'meals' AND NOT (r."receipt_objstore_key" IS NULL AND r."amount" >= 7500))), 0)::int AS "expenses_meals_unflagged"
            FROM (SELECT 1 AS s, * FROM "new_rows" UNION ALL SELECT -1 AS s, * FROM "old_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER "expenses_data_version_insert" ON "expenses";
CREATE TRIGGER "expenses_counts_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_expense_rows"();

DROP TRIGGER "expenses_data_version_update" ON "expenses";
CREATE TRIGGER "expenses_counts_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_expense_rows"();

DROP TRIGGER "expenses_data_version_delete" ON "expenses";
CREATE TRIGGER "expenses_counts_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_expense_rows"();

CREATE FUNCTION "count_trip_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  UPDATE "users" u SET "live_trips" = u."live_trips" + d."live_trips"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_trips"
            FROM (SELECT 1 AS s, * FROM "new_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  ELSIF TG_OP = 'DELETE' THEN
  UPDATE "users" u SET "live_trips" = u."live_trips" + d."live_trips"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_trips"
            FROM (SELECT -1 AS s, * FROM "old_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  ELSE
  UPDATE "users" u SET "live_trips" = u."live_trips" + d."live_trips"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_trips"
            FROM (SELECT 1 AS s, * FROM "new_rows" UNION ALL SELECT -1 AS s, * FROM "old_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER "mileage_trips_data_version_insert" ON "mileage_trips";
CREATE TRIGGER "mileage_trips_counts_insert" AFTER INSERT ON "mileage_trips" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_trip_rows"();

DROP TRIGGER "mileage_trips_data_version_update" ON "mileage_trips";
CREATE TRIGGER "mileage_trips_counts_update" AFTER UPDATE ON "mileage_trips" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_trip_rows"();

DROP TRIGGER "mileage_trips_data_version_delete" ON "mileage_trips";
CREATE TRIGGER "mileage_trips_counts_delete" AFTER DELETE ON "mileage_trips" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_trip_rows"();

CREATE FUNCTION "count_cost_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  UPDATE "users" u SET "live_costs" = u."live_costs" + d."live_costs"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_costs"
            FROM (SELECT 1 AS s, * FROM "new_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  ELSIF TG_OP = 'DELETE' THEN
  UPDATE "users" u SET "live_costs" = u."live_costs" + d."live_costs"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_costs"
            FROM (SELECT -1 AS s, * FROM "old_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  ELSE
  UPDATE "users" u SET "live_costs" = u."live_costs" + d."live_costs"
    FROM (SELECT r."user_id", coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND true), 0)::int AS "live_costs"
            FROM (SELECT 1 AS s, * FROM "new_rows" UNION ALL SELECT -1 AS s, * FROM "old_rows") r GROUP BY r."user_id") d
   WHERE u."id" = d."user_id";
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER "tax_home_costs_data_version_insert" ON "tax_home_costs";
CREATE TRIGGER "tax_home_costs_counts_insert" AFTER INSERT ON "tax_home_costs" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_cost_rows"();

DROP TRIGGER "tax_home_costs_data_version_update" ON "tax_home_costs";
CREATE TRIGGER "tax_home_costs_counts_update" AFTER UPDATE ON "tax_home_costs" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_cost_rows"();

DROP TRIGGER "tax_home_costs_data_version_delete" ON "tax_home_costs";
CREATE TRIGGER "tax_home_costs_counts_delete" AFTER DELETE ON "tax_home_costs" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_cost_rows"();


-- The counts of the records already there.
UPDATE "users" u SET
  "live_costs" = (SELECT count(*) FROM "tax_home_costs" c WHERE c."user_id" = u."id" AND c."deleted_at" IS NULL),
  "live_trips" = (SELECT count(*) FROM "mileage_trips" m WHERE m."user_id" = u."id" AND m."deleted_at" IS NULL),
  "live_expenses" = e.n, "expenses_receipt_flagged" = e.flagged, "expenses_meals_unflagged" = e.meals
FROM (
  SELECT u2."id",
    count(x."id") AS n,
    count(x."id") FILTER (WHERE x."receipt_objstore_key" IS NULL AND (x."category" = 'lodging' OR x."amount" >= 7500)) AS flagged,
    count(x."id") FILTER (WHERE x."category" = 'meals' AND NOT (x."receipt_objstore_key" IS NULL AND x."amount" >= 7500)) AS meals
  FROM "users" u2 LEFT JOIN "expenses" x ON x."user_id" = u2."id" AND x."deleted_at" IS NULL
  GROUP BY u2."id"
) e
WHERE e."id" = u."id";
