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
-- removes -1 (a soft delete is an UPDATE whose new row is not live). TG_ARGV holds pairs of a users column
-- and the condition (over the changed row) under which a live row counts in it. Every user with a changed
-- row is updated, with a delta of 0 if need be, so users.data_version is bumped as before (its BEFORE
-- UPDATE trigger): these triggers replace the tables' data_version triggers.
CREATE FUNCTION "count_user_records"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  sets text := '';
  sums text := '';
  i int := 0;
BEGIN
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM "new_rows"'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM "old_rows"'
    ELSE 'SELECT 1 AS s, * FROM "new_rows" UNION ALL SELECT -1 AS s, * FROM "old_rows"'
  END;
  WHILE i < TG_NARGS LOOP
    sets := sets || format('%s%I = u.%I + d.c%s', CASE WHEN i > 0 THEN ', ' END, TG_ARGV[i], TG_ARGV[i], i);
    sums := sums || format(', coalesce(sum(r.s) FILTER (WHERE r."deleted_at" IS NULL AND (%s)), 0)::int AS c%s',
      TG_ARGV[i + 1], i);
    i := i + 2;
  END LOOP;
  EXECUTE format('UPDATE "users" u SET %s FROM (SELECT r."user_id"%s FROM (%s) r GROUP BY r."user_id") d '
    'WHERE u."id" = d."user_id"', sets, sums, source);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
  args text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tax_home_costs', 'expenses', 'mileage_trips'] LOOP
    args := CASE t
      WHEN 'tax_home_costs' THEN $a$'live_costs', 'true'$a$
      WHEN 'mileage_trips' THEN $a$'live_trips', 'true'$a$
      ELSE $a$'live_expenses', 'true',
        'expenses_receipt_flagged', 'r."receipt_objstore_key" IS NULL AND (r."category" = ''lodging'' OR r."amount" >= 7500)',
        'expenses_meals_unflagged', 'r."category" = ''meals'' AND NOT (r."receipt_objstore_key" IS NULL AND r."amount" >= 7500)'$a$
    END;
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_data_version_insert', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_data_version_update', t);
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_data_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "count_user_records"(%s)', t || '_counts_insert', t, args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "count_user_records"(%s)', t || '_counts_update', t, args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "count_user_records"(%s)', t || '_counts_delete', t, args);
  END LOOP;
END
$$;

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
