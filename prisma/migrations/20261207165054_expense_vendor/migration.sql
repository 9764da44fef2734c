-- AlterTable
ALTER TABLE "expenses" ADD COLUMN     "vendor" TEXT NOT NULL DEFAULT '';

-- Written by scripts/gen-records.ts from the records' definitions (lib/records/*/record.ts): the functions
-- that keep each row's JSON, as the definitions now say, and every row rewritten by them.
CREATE OR REPLACE FUNCTION "expense_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := '{"id":' || NEW."id"::text
    || ',"user_id":' || NEW."user_id"::text
    || ',"date":' || '"' || to_char(NEW."date", 'YYYY-MM-DD') || '"'
    || ',"category":' || to_json(NEW."category")::text
    || ',"amount":' || NEW."amount"::text
    || ',"description":' || to_json(NEW."description")::text
    || ',"vendor":' || to_json(NEW."vendor")::text
    || ',"assignment_id":' || coalesce(NEW."assignment_id"::text, 'null')
    || ',"receipt_objstore_key":' || coalesce(to_json(NEW."receipt_objstore_key")::text, 'null')
    || ',"created_at":' || '"' || to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updated_at":' || '"' || to_char(NEW."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"deleted_at":' || coalesce('"' || to_char(NEW."deleted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || '}';
  RETURN NEW;
END $$;
UPDATE "expenses" SET "api_json" = NULL;
