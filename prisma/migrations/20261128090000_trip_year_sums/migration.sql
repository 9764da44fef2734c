-- A user's live trips summed per year, assignment (0: none) and purpose, January-June and July-December
-- apart, kept by the database on every write like the expenses' year sums (issue 19). A computed view read
-- its years' trips by grouping the month sums (trip_month_sums) by assignment, purpose and rate period: 293
-- month rows sorted and grouped into 100 for the estimate's two years, the largest part of its statement
-- (EXPLAIN ANALYZE: 0.9 of 1.5 ms). Half years suffice for the rate periods: every IRS period so far starts
-- on 1 January or 1 July (lib/views/load/sums.ts reads a year of other periods from the month sums, which the
-- mileage summary reads per month and which stay). tests/api/record-counts.test.ts checks these sums against
-- the rows after every kind of write.
CREATE TABLE "trip_year_sums" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "assignment_id" INTEGER NOT NULL DEFAULT 0,
    "purpose" TEXT NOT NULL,
    "miles_jan_jun" BIGINT NOT NULL DEFAULT 0,
    "n_jan_jun" INTEGER NOT NULL DEFAULT 0,
    "miles_jul_dec" BIGINT NOT NULL DEFAULT 0,
    "n_jul_dec" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "trip_year_sums_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "trip_year_sums_user_id_year_assignment_id_purpose_key" ON "trip_year_sums"("user_id", "year", "assignment_id", "purpose");
ALTER TABLE "trip_year_sums" ADD CONSTRAINT "trip_year_sums_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each statement on mileage_trips adds its new live rows and takes away its old live ones (a soft delete is
-- an UPDATE whose new row is not live), grouped, in key order, as one upsert.
CREATE FUNCTION "sum_trip_years"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has (plpgsql plans a statement when it first runs).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO "trip_year_sums" AS m ("user_id", "year", "assignment_id", "purpose", "miles_jan_jun", "n_jan_jun", "miles_jul_dec", "n_jul_dec")
  SELECT d."user_id", d."year", d."assignment_id", d."purpose",
         coalesce(sum(d."miles") FILTER (WHERE NOT d."late"), 0), coalesce(sum(d."n") FILTER (WHERE NOT d."late"), 0),
         coalesce(sum(d."miles") FILTER (WHERE d."late"), 0), coalesce(sum(d."n") FILTER (WHERE d."late"), 0)
    FROM (
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", extract(month FROM r."date") >= 7 AS "late",
             coalesce(r."assignment_id", 0) AS "assignment_id", r."purpose", r."miles"::bigint AS "miles", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."year", d."assignment_id", d."purpose"
   ORDER BY d."user_id", d."year", d."assignment_id", d."purpose"
  ON CONFLICT ("user_id", "year", "assignment_id", "purpose")
  DO UPDATE SET "miles_jan_jun" = m."miles_jan_jun" + EXCLUDED."miles_jan_jun", "n_jan_jun" = m."n_jan_jun" + EXCLUDED."n_jan_jun",
                "miles_jul_dec" = m."miles_jul_dec" + EXCLUDED."miles_jul_dec", "n_jul_dec" = m."n_jul_dec" + EXCLUDED."n_jul_dec";
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO "trip_year_sums" AS m ("user_id", "year", "assignment_id", "purpose", "miles_jan_jun", "n_jan_jun", "miles_jul_dec", "n_jul_dec")
  SELECT d."user_id", d."year", d."assignment_id", d."purpose",
         coalesce(sum(d."miles") FILTER (WHERE NOT d."late"), 0), coalesce(sum(d."n") FILTER (WHERE NOT d."late"), 0),
         coalesce(sum(d."miles") FILTER (WHERE d."late"), 0), coalesce(sum(d."n") FILTER (WHERE d."late"), 0)
    FROM (
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", extract(month FROM r."date") >= 7 AS "late",
             coalesce(r."assignment_id", 0) AS "assignment_id", r."purpose", -r."miles"::bigint AS "miles", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."year", d."assignment_id", d."purpose"
   ORDER BY d."user_id", d."year", d."assignment_id", d."purpose"
  ON CONFLICT ("user_id", "year", "assignment_id", "purpose")
  DO UPDATE SET "miles_jan_jun" = m."miles_jan_jun" + EXCLUDED."miles_jan_jun", "n_jan_jun" = m."n_jan_jun" + EXCLUDED."n_jan_jun",
                "miles_jul_dec" = m."miles_jul_dec" + EXCLUDED."miles_jul_dec", "n_jul_dec" = m."n_jul_dec" + EXCLUDED."n_jul_dec";
  ELSE
  INSERT INTO "trip_year_sums" AS m ("user_id", "year", "assignment_id", "purpose", "miles_jan_jun", "n_jan_jun", "miles_jul_dec", "n_jul_dec")
  SELECT d."user_id", d."year", d."assignment_id", d."purpose",
         coalesce(sum(d."miles") FILTER (WHERE NOT d."late"), 0), coalesce(sum(d."n") FILTER (WHERE NOT d."late"), 0),
         coalesce(sum(d."miles") FILTER (WHERE d."late"), 0), coalesce(sum(d."n") FILTER (WHERE d."late"), 0)
    FROM (
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", extract(month FROM r."date") >= 7 AS "late",
             coalesce(r."assignment_id", 0) AS "assignment_id", r."purpose", r."miles"::bigint AS "miles", 1 AS "n"
        FROM "new_rows" r WHERE r."deleted_at" IS NULL
      UNION ALL
      SELECT r."user_id", extract(year FROM r."date")::int AS "year", extract(month FROM r."date") >= 7 AS "late",
             coalesce(r."assignment_id", 0) AS "assignment_id", r."purpose", -r."miles"::bigint AS "miles", -1 AS "n"
        FROM "old_rows" r WHERE r."deleted_at" IS NULL
    ) d
   GROUP BY d."user_id", d."year", d."assignment_id", d."purpose"
   ORDER BY d."user_id", d."year", d."assignment_id", d."purpose"
  ON CONFLICT ("user_id", "year", "assignment_id", "purpose")
  DO UPDATE SET "miles_jan_jun" = m."miles_jan_jun" + EXCLUDED."miles_jan_jun", "n_jan_jun" = m."n_jan_jun" + EXCLUDED."n_jan_jun",
                "miles_jul_dec" = m."miles_jul_dec" + EXCLUDED."miles_jul_dec", "n_jul_dec" = m."n_jul_dec" + EXCLUDED."n_jul_dec";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "mileage_trips_year_sums_insert" AFTER INSERT ON "mileage_trips" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_trip_years"();
CREATE TRIGGER "mileage_trips_year_sums_update" AFTER UPDATE ON "mileage_trips" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_trip_years"();
CREATE TRIGGER "mileage_trips_year_sums_delete" AFTER DELETE ON "mileage_trips" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_trip_years"();

-- The sums of the trips already there.
INSERT INTO "trip_year_sums" ("user_id", "year", "assignment_id", "purpose", "miles_jan_jun", "n_jan_jun", "miles_jul_dec", "n_jul_dec")
SELECT "user_id", extract(year FROM "date")::int, coalesce("assignment_id", 0), "purpose",
       coalesce(sum("miles") FILTER (WHERE extract(month FROM "date") < 7), 0), count(*) FILTER (WHERE extract(month FROM "date") < 7),
       coalesce(sum("miles") FILTER (WHERE extract(month FROM "date") >= 7), 0), count(*) FILTER (WHERE extract(month FROM "date") >= 7)
  FROM "mileage_trips" WHERE "deleted_at" IS NULL
 GROUP BY 1, 2, 3, 4;
