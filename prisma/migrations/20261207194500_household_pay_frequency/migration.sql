-- Issue 38 item 4: how often the worker is paid, so the withholding advice counts the paychecks that exist
-- (weekly, biweekly, semimonthly, monthly). Optional: null is "not entered" and counts as weekly.
ALTER TABLE "household_profiles" ADD COLUMN     "pay_frequency" TEXT;
