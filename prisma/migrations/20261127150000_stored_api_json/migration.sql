-- Each expense and trip keeps its API record as JSON text, written by the database on every insert and
-- update (issue 19): building it with json_build_object for each row of a list was most of the database's
-- time in the lists and the dashboard (about 6 µs a row, 0.6 ms for a page of 100 trips; joining the kept
-- texts costs about 1 µs a row). The object is the one lib/records/json-rows.ts builds from the resource's
-- JSON spec, field for field (tests/api/json-rows.test.ts compares them after every kind of write), written
-- without spaces (json_build_object puts three in each field: a tenth of a list's bytes); a row without it
-- is built there as before. Dates and timestamps by to_char, whatever the session's DateStyle. Not in the
-- Prisma client (@ignore) and not exported (lib/account/owned-tables.ts): it is derived, never data of its own.
ALTER TABLE "expenses" ADD COLUMN "api_json" TEXT;
ALTER TABLE "mileage_trips" ADD COLUMN "api_json" TEXT;

CREATE FUNCTION "expense_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := '{"id":' || NEW."id"::text
    || ',"user_id":' || NEW."user_id"::text
    || ',"date":' || '"' || to_char(NEW."date", 'YYYY-MM-DD') || '"'
    || ',"category":' || to_json(NEW."category")::text
    || ',"amount":' || NEW."amount"::text
    || ',"description":' || to_json(NEW."description")::text
    || ',"assignment_id":' || coalesce(NEW."assignment_id"::text, 'null')
    || ',"receipt_objstore_key":' || coalesce(to_json(NEW."receipt_objstore_key")::text, 'null')
    || ',"created_at":' || '"' || to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updated_at":' || '"' || to_char(NEW."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"deleted_at":' || coalesce('"' || to_char(NEW."deleted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || '}';
  RETURN NEW;
END $$;

CREATE FUNCTION "mileage_trip_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := '{"id":' || NEW."id"::text
    || ',"user_id":' || NEW."user_id"::text
    || ',"date":' || '"' || to_char(NEW."date", 'YYYY-MM-DD') || '"'
    || ',"miles":' || NEW."miles"::text
    || ',"purpose":' || to_json(NEW."purpose")::text
    || ',"origin":' || to_json(NEW."origin")::text
    || ',"destination":' || to_json(NEW."destination")::text
    || ',"notes":' || to_json(NEW."notes")::text
    || ',"assignment_id":' || coalesce(NEW."assignment_id"::text, 'null')
    || ',"created_at":' || '"' || to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updated_at":' || '"' || to_char(NEW."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"deleted_at":' || coalesce('"' || to_char(NEW."deleted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || '}';
  RETURN NEW;
END $$;

-- The rows already here: an update that changes nothing else runs the function on each.
CREATE TRIGGER "expenses_api_json" BEFORE INSERT OR UPDATE ON "expenses"
  FOR EACH ROW EXECUTE FUNCTION "expense_api_json"();
CREATE TRIGGER "mileage_trips_api_json" BEFORE INSERT OR UPDATE ON "mileage_trips"
  FOR EACH ROW EXECUTE FUNCTION "mileage_trip_api_json"();
UPDATE "expenses" SET "api_json" = NULL;
UPDATE "mileage_trips" SET "api_json" = NULL;
