-- AlterTable
ALTER TABLE "quarterly_payments" ADD COLUMN     "state" TEXT;

-- AlterTable
ALTER TABLE "income_documents" ADD COLUMN     "pay_date" DATE,
ADD COLUMN     "box12_tt_overtime" INTEGER;

-- CreateTable
CREATE TABLE "household_profiles" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "spouse_wages" INTEGER,
    "spouse_medicare_wages" INTEGER,
    "spouse_federal_withheld" INTEGER,
    "spouse_state_withheld" INTEGER,
    "other_income" INTEGER,
    "birth_year" INTEGER,
    "spouse_birth_year" INTEGER,
    "dependents_under_17" INTEGER,
    "other_dependents" INTEGER,
    "property_taxes" INTEGER,
    "mortgage_interest" INTEGER,
    "charitable_gifts" INTEGER,
    "health_insurance_premiums" INTEGER,
    "retirement_contributions" INTEGER,
    "spouse_qualified_overtime" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "household_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "household_profiles_user_id_year_key" ON "household_profiles"("user_id", "year");

-- AddForeignKey
ALTER TABLE "household_profiles" ADD CONSTRAINT "household_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One live payment per quarter and payee: the IRS (state null) and each state apart, so a federal and a
-- state payment for the same quarter no longer collide. Existing rows are all federal (state null).
DROP INDEX "quarterly_payments_live_key";
CREATE UNIQUE INDEX "quarterly_payments_live_key" ON "quarterly_payments"("user_id", "year", "quarter", COALESCE("state", '')) WHERE "deleted_at" IS NULL;

-- The new user-owned table bumps users.data_version like every other one (migration
-- 20261121033203_user_data_version), so a cached tax estimate never outlives a change to the household.
CREATE TRIGGER "household_profiles_data_version_insert" AFTER INSERT ON "household_profiles"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
CREATE TRIGGER "household_profiles_data_version_update" AFTER UPDATE ON "household_profiles"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
CREATE TRIGGER "household_profiles_data_version_delete" AFTER DELETE ON "household_profiles"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
