-- Expenses summed per year instead of per month (issue 19): nothing reads an expense month (only the trips'
-- months matter, for the mileage summary and the rate periods), and a computed view read a year's costs
-- by grouping 200-odd month rows into 70-odd: the database's largest part of a view. The year's rows are
-- now read as they are kept. tests/api/record-counts.test.ts checks the sums against the rows after
-- every kind of write.
CREATE TABLE "expense_year_sums" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "assignment_id" INTEGER NOT NULL DEFAULT 0,
    "category" TEXT NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "n" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "expense_year_sums_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "expense_year_sums_user_id_year_assignment_id_category_key" ON "expense_year_sums"("user_id", "year", "assignment_id", "category");
ALTER TABLE "expense_year_sums" ADD CONSTRAINT "expense_year_sums_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

DROP TRIGGER "expenses_month_sums_insert" ON "expenses";
DROP TRIGGER "expenses_month_sums_update" ON "expenses";
DROP TRIGGER "expenses_month_sums_delete" ON "expenses";
DROP FUNCTION "sum_expense_months"();
DROP TABLE "expense_month_sums";

-- Each statement on expenses adds its new live rows and takes away its old live ones (a soft delete is an
-- UPDATE whose new row is not live), grouped, in key order, as one upsert.
CREATE FUNCTION "sum_expense_years"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has (plpgsql plans a statement when it first runs).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO "expense_year_sums" AS m ("user_id", "year", "assignment_id", "category", "amount", "n")
  SELECT d."user_id", d."year", d."assignment_id", d."category", sum(d."amount"), sum(d."n")
    FROM (
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", r."amount"::bigint AS "amount", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."year", d."assignment_id", d."category"
   ORDER BY d."user_id", d."year", d."assignment_id", d."category"
  ON CONFLICT ("user_id", "year", "assignment_id", "category")
  DO UPDATE SET "amount" = m."amount" + EXCLUDED."amount", "n" = m."n" + EXCLUDED."n";
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO "expense_year_sums" AS m ("user_id", "year", "assignment_id", "category", "amount", "n")
  SELECT d."user_id", d."year", d."assignment_id", d."category", sum(d."amount"), sum(d."n")
    FROM (
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", -r."amount"::bigint AS "amount", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."year", d."assignment_id", d."category"
   ORDER BY d."user_id", d."year", d."assignment_id", d."category"
  ON CONFLICT ("user_id", "year", "assignment_id", "category")
  DO UPDATE SET "amount" = m."amount" + EXCLUDED."amount", "n" = m."n" + EXCLUDED."n";
  ELSE
  INSERT INTO "expense_year_sums" AS m ("user_id", "year", "assignment_id", "category", "amount", "n")
  SELECT d."user_id", d."year", d."assignment_id", d."category", sum(d."amount"), sum(d."n")
    FROM (
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", r."amount"::bigint AS "amount", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
      UNION ALL
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", coalesce(r."assignment_id", 0) AS "assignment_id",
             r."category", -r."amount"::bigint AS "amount", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."year", d."assignment_id", d."category"
   ORDER BY d."user_id", d."year", d."assignment_id", d."category"
  ON CONFLICT ("user_id", "year", "assignment_id", "category")
  DO UPDATE SET "amount" = m."amount" + EXCLUDED."amount", "n" = m."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "expenses_year_sums_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_expense_years"();
CREATE TRIGGER "expenses_year_sums_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_expense_years"();
CREATE TRIGGER "expenses_year_sums_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_expense_years"();

-- The sums of the records already there.
INSERT INTO "expense_year_sums" ("user_id", "year", "assignment_id", "category", "amount", "n")
SELECT "user_id", extract(year FROM "date")::int, coalesce("assignment_id", 0), "category", sum("amount"), count(*)
  FROM "expenses" WHERE "deleted_at" IS NULL
 GROUP BY 1, 2, 3, 4;
