-- Issue 39: the spouse's local line (W-2 boxes 18-20): box 20's locality, its wages and the local tax withheld,
-- counted on a joint return only. Optional: null is "not entered", and a year without them computes as before.
ALTER TABLE "household_profiles" ADD COLUMN     "spouse_locality" TEXT,
ADD COLUMN     "spouse_local_wages" INTEGER,
ADD COLUMN     "spouse_local_withheld" INTEGER;
