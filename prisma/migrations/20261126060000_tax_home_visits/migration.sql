-- Visits home as records (issue 18), the state a tax home document points to, and the tax home's last visit
-- following from its visits.

-- AlterTable
ALTER TABLE "tax_homes" ADD COLUMN "last_visit_logged" DATE;
UPDATE "tax_homes" SET "last_visit_logged" = "last_visit_date";

-- AlterTable
ALTER TABLE "tax_home_docs" ADD COLUMN "state" TEXT;

-- CreateTable
CREATE TABLE "tax_home_visits" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "tax_home_id" INTEGER NOT NULL,
    "arrived" DATE NOT NULL,
    "left" DATE NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "mileage_trip_id" INTEGER,
    "expense_id" INTEGER,
    "tax_home_doc_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "tax_home_visits_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "tax_home_visits_dates_check" CHECK ("left" >= "arrived")
);

-- CreateIndex
CREATE INDEX "tax_home_visits_user_id_deleted_at_arrived_idx" ON "tax_home_visits"("user_id", "deleted_at", "arrived");
CREATE INDEX "tax_home_visits_tax_home_id_idx" ON "tax_home_visits"("tax_home_id");
CREATE INDEX "tax_home_visits_mileage_trip_id_idx" ON "tax_home_visits"("mileage_trip_id");
CREATE INDEX "tax_home_visits_expense_id_idx" ON "tax_home_visits"("expense_id");
CREATE INDEX "tax_home_visits_tax_home_doc_id_idx" ON "tax_home_visits"("tax_home_doc_id");

-- AddForeignKey
ALTER TABLE "tax_home_visits" ADD CONSTRAINT "tax_home_visits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "tax_home_visits" ADD CONSTRAINT "tax_home_visits_tax_home_id_fkey" FOREIGN KEY ("tax_home_id") REFERENCES "tax_homes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "tax_home_visits" ADD CONSTRAINT "tax_home_visits_mileage_trip_id_fkey" FOREIGN KEY ("mileage_trip_id") REFERENCES "mileage_trips"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "tax_home_visits" ADD CONSTRAINT "tax_home_visits_expense_id_fkey" FOREIGN KEY ("expense_id") REFERENCES "expenses"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "tax_home_visits" ADD CONSTRAINT "tax_home_visits_tax_home_doc_id_fkey" FOREIGN KEY ("tax_home_doc_id") REFERENCES "tax_home_docs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The new user-owned table bumps users.data_version like every other one (migration
-- 20261121033203_user_data_version).
CREATE TRIGGER "tax_home_visits_data_version_insert" AFTER INSERT ON "tax_home_visits"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
CREATE TRIGGER "tax_home_visits_data_version_update" AFTER UPDATE ON "tax_home_visits"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
CREATE TRIGGER "tax_home_visits_data_version_delete" AFTER DELETE ON "tax_home_visits"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();

-- The tax home's last visit follows from its visits: last_visit_date is the later of what a client wrote
-- (last_visit_logged) and the latest `left` of the home's live visits. Kept here, whoever writes, so every
-- reader of last_visit_date (dashboard, audit criteria, notifications, the IRS test) sees the visits.
-- A write of last_visit_date itself (the API, the seed, psql) is taken as the logged date, so clients that
-- write it keep working; writing back the value they read changes nothing.
CREATE FUNCTION "tax_home_last_visit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW."last_visit_logged" := COALESCE(NEW."last_visit_logged", NEW."last_visit_date");
  ELSIF NEW."last_visit_date" IS DISTINCT FROM OLD."last_visit_date"
    AND NEW."last_visit_logged" IS NOT DISTINCT FROM OLD."last_visit_logged" THEN
    NEW."last_visit_logged" := NEW."last_visit_date";
  END IF;
  NEW."last_visit_date" := GREATEST(NEW."last_visit_logged", (
    SELECT max(v."left") FROM "tax_home_visits" v
     WHERE v."tax_home_id" = NEW."id" AND v."deleted_at" IS NULL));
  RETURN NEW;
END
$$;

CREATE TRIGGER "tax_homes_last_visit" BEFORE INSERT OR UPDATE ON "tax_homes"
  FOR EACH ROW EXECUTE FUNCTION "tax_home_last_visit"();

-- A visit written, soft-deleted, restored or moved to another home: its home(s) recompute the date above.
CREATE FUNCTION "tax_home_visits_touch_home"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "tax_homes" SET "last_visit_logged" = "last_visit_logged" WHERE "id" = OLD."tax_home_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."tax_home_id" <> OLD."tax_home_id") THEN
    UPDATE "tax_homes" SET "last_visit_logged" = "last_visit_logged" WHERE "id" = NEW."tax_home_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "tax_home_visits_touch_home" AFTER INSERT OR UPDATE OR DELETE ON "tax_home_visits"
  FOR EACH ROW EXECUTE FUNCTION "tax_home_visits_touch_home"();
