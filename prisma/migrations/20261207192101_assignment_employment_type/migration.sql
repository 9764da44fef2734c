-- AlterTable
ALTER TABLE "assignments" ADD COLUMN     "employment_type" TEXT;

-- Written by scripts/gen-records.ts from the records' definitions (lib/records/*/record.ts): the functions
-- that keep each row's JSON, as the definitions now say, and every row rewritten by them.
CREATE OR REPLACE FUNCTION "assignment_view_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."view_json" := json_build_array(NEW."id", NEW."facility", NEW."location", NEW."state", NEW."agency", NEW."zip", NEW."county", NEW."employment_type", NEW."start_date", NEW."end_date", NEW."base_pay", NEW."housing_stipend", NEW."mie_stipend", NEW."status", NEW."sign_on_bonus", NEW."completion_bonus", NEW."referral_bonus", NEW."hours_per_week", NEW."overtime_pay")::text;
  RETURN NEW;
END $$;
UPDATE "assignments" SET "view_json" = NULL;
