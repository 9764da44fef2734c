-- Each assignment keeps the array the computed views read of it (lib/views/load/years.ts, its columns in
-- that order) as JSON text, written by the database on every insert and update (issue 19): every computed
-- view reads all of the user's assignments, and building the arrays (17 values each) was most of the
-- statement's part that reads them (EXPLAIN ANALYZE: 0.28 of 0.46 ms for 40 contracts on a server, more
-- in the embedded database). The views join the kept texts; a row without it is built there as before.
-- tests/api/load-years.test.ts holds the kept text to the array built from the columns. Not in the Prisma
-- client (@ignore) and not exported (lib/account/owned-tables.ts): it is derived, never data of its own.
ALTER TABLE "assignments" ADD COLUMN "view_json" TEXT;

CREATE FUNCTION "assignment_view_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."view_json" := json_build_array(NEW."id", NEW."facility", NEW."location", NEW."state", NEW."agency",
    NEW."zip", NEW."start_date", NEW."end_date", NEW."base_pay", NEW."housing_stipend", NEW."mie_stipend",
    NEW."status", NEW."sign_on_bonus", NEW."completion_bonus", NEW."referral_bonus", NEW."hours_per_week",
    NEW."overtime_pay")::text;
  RETURN NEW;
END $$;

-- The rows already here: an update that changes nothing else runs the function on each.
CREATE TRIGGER "assignments_view_json" BEFORE INSERT OR UPDATE ON "assignments"
  FOR EACH ROW EXECUTE FUNCTION "assignment_view_json"();
UPDATE "assignments" SET "view_json" = NULL;
