-- AlterTable
ALTER TABLE "users" ADD COLUMN     "onboarded_at" TIMESTAMPTZ(3);

-- Users who already used the web app have answered these questions in Settings: keep them where they are.
UPDATE "users" SET "onboarded_at" = "created_at";
