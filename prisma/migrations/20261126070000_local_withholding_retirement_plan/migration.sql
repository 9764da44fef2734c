-- W-2 boxes 18-20 (local wages, local income tax withheld, locality name) as one line per locality, and the
-- 1099 worker's retirement plan type (null: a solo 401(k), as before).
ALTER TABLE "income_documents" ADD COLUMN "local_lines" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "household_profiles" ADD COLUMN "retirement_plan" TEXT;
