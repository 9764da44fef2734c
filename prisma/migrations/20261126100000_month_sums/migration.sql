-- A user's live expenses and trips summed per month, assignment (0: none) and category or purpose, kept by
-- the database on every write (issue 19): a year's costs are then read from a few dozen rows, not summed
-- over every expense and trip of the year (3,000 rows a year for the benchmark's heavy user, about 3 ms of
-- the database's time per computed view). Months suffice: every IRS mileage rate period starts on a
-- month's first day (tests/unit/tax/law/mileage-periods.test.ts). tests/api/month-sums.test.ts checks the
-- sums against the rows after every kind of write.
CREATE TABLE "expense_month_sums" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "assignment_id" INTEGER NOT NULL DEFAULT 0,
    "category" TEXT NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "n" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "expense_month_sums_pkey" PRIMARY KEY ("id")
);
CREATE TABLE "trip_month_sums" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "assignment_id" INTEGER NOT NULL DEFAULT 0,
    "purpose" TEXT NOT NULL,
    "miles" BIGINT NOT NULL DEFAULT 0,
    "n" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "trip_month_sums_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "expense_month_sums_user_id_month_assignment_id_category_key" ON "expense_month_sums"("user_id", "month", "assignment_id", "category");
CREATE UNIQUE INDEX "trip_month_sums_user_id_month_assignment_id_purpose_key" ON "trip_month_sums"("user_id", "month", "assignment_id", "purpose");
ALTER TABLE "expense_month_sums" ADD CONSTRAINT "expense_month_sums_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "trip_month_sums" ADD CONSTRAINT "trip_month_sums_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each statement on expenses or mileage_trips adds its new live rows and takes away its old live ones
-- (a soft delete is an UPDATE whose new row is not live), grouped, in key order, as one upsert.
CREATE FUNCTION "sum_expense_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has (plpgsql plans a statement when it first runs).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO "expense_month_sums" AS m ("user_id", "month", "assignment_id", "category", "amount", "n")
  SELECT d."user_id", d."month", d."assignment_id", d."category", sum(d."amount"), sum(d."n")
    FROM (
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", r."amount"::bigint AS "amount", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."month", d."assignment_id", d."category"
   ORDER BY d."user_id", d."month", d."assignment_id", d."category"
  ON CONFLICT ("user_id", "month", "assignment_id", "category")
  DO UPDATE SET "amount" = m."amount" + EXCLUDED."amount", "n" = m."n" + EXCLUDED."n";
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO "expense_month_sums" AS m ("user_id", "month", "assignment_id", "category", "amount", "n")
  SELECT d."user_id", d."month", d."assignment_id", d."category", sum(d."amount"), sum(d."n")
    FROM (
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", -r."amount"::bigint AS "amount", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."month", d."assignment_id", d."category"
   ORDER BY d."user_id", d."month", d."assignment_id", d."category"
  ON CONFLICT ("user_id", "month", "assignment_id", "category")
  DO UPDATE SET "amount" = m."amount" + EXCLUDED."amount", "n" = m."n" + EXCLUDED."n";
  ELSE
  INSERT INTO "expense_month_sums" AS m ("user_id", "month", "assignment_id", "category", "amount", "n")
  SELECT d."user_id", d."month", d."assignment_id", d."category", sum(d."amount"), sum(d."n")
    FROM (
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", r."amount"::bigint AS "amount", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
      UNION ALL
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", -r."amount"::bigint AS "amount", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."month", d."assignment_id", d."category"
   ORDER BY d."user_id", d."month", d."assignment_id", d."category"
  ON CONFLICT ("user_id", "month", "assignment_id", "category")
  DO UPDATE SET "amount" = m."amount" + EXCLUDED."amount", "n" = m."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION "sum_trip_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has (plpgsql plans a statement when it first runs).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO "trip_month_sums" AS m ("user_id", "month", "assignment_id", "purpose", "miles", "n")
  SELECT d."user_id", d."month", d."assignment_id", d."purpose", sum(d."miles"), sum(d."n")
    FROM (
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."purpose", r."miles"::bigint AS "miles", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."month", d."assignment_id", d."purpose"
   ORDER BY d."user_id", d."month", d."assignment_id", d."purpose"
  ON CONFLICT ("user_id", "month", "assignment_id", "purpose")
  DO UPDATE SET "miles" = m."miles" + EXCLUDED."miles", "n" = m."n" + EXCLUDED."n";
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO "trip_month_sums" AS m ("user_id", "month", "assignment_id", "purpose", "miles", "n")
  SELECT d."user_id", d."month", d."assignment_id", d."purpose", sum(d."miles"), sum(d."n")
    FROM (
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."purpose", -r."miles"::bigint AS "miles", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."month", d."assignment_id", d."purpose"
   ORDER BY d."user_id", d."month", d."assignment_id", d."purpose"
  ON CONFLICT ("user_id", "month", "assignment_id", "purpose")
  DO UPDATE SET "miles" = m."miles" + EXCLUDED."miles", "n" = m."n" + EXCLUDED."n";
  ELSE
  INSERT INTO "trip_month_sums" AS m ("user_id", "month", "assignment_id", "purpose", "miles", "n")
  SELECT d."user_id", d."month", d."assignment_id", d."purpose", sum(d."miles"), sum(d."n")
    FROM (
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."purpose", r."miles"::bigint AS "miles", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
      UNION ALL
      SELECT r."user_id", date_trunc('month', r."date")::date AS "month", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."purpose", -r."miles"::bigint AS "miles", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."month", d."assignment_id", d."purpose"
   ORDER BY d."user_id", d."month", d."assignment_id", d."purpose"
  ON CONFLICT ("user_id", "month", "assignment_id", "purpose")
  DO UPDATE SET "miles" = m."miles" + EXCLUDED."miles", "n" = m."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "expenses_month_sums_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_expense_months"();
CREATE TRIGGER "expenses_month_sums_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_expense_months"();
CREATE TRIGGER "expenses_month_sums_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_expense_months"();
CREATE TRIGGER "mileage_trips_month_sums_insert" AFTER INSERT ON "mileage_trips" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_trip_months"();
CREATE TRIGGER "mileage_trips_month_sums_update" AFTER UPDATE ON "mileage_trips" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_trip_months"();
CREATE TRIGGER "mileage_trips_month_sums_delete" AFTER DELETE ON "mileage_trips" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_trip_months"();

-- The sums of the records already there.
INSERT INTO "expense_month_sums" ("user_id", "month", "assignment_id", "category", "amount", "n")
SELECT "user_id", date_trunc('month', "date")::date, coalesce("assignment_id", 0), "category", sum("amount"), count(*)
  FROM "expenses" WHERE "deleted_at" IS NULL
 GROUP BY 1, 2, 3, 4;
INSERT INTO "trip_month_sums" ("user_id", "month", "assignment_id", "purpose", "miles", "n")
SELECT "user_id", date_trunc('month', "date")::date, coalesce("assignment_id", 0), "purpose", sum("miles"), count(*)
  FROM "mileage_trips" WHERE "deleted_at" IS NULL
 GROUP BY 1, 2, 3, 4;
