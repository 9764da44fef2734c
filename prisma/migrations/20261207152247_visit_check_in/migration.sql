-- Issue 40: "I'm home" from the phone as a visit's evidence (lib/records/visits/check-in.ts): the check-in and
-- check-out moments and the phone's time zone, and, only when the worker allowed it at that moment, the
-- location, its accuracy and the miles from the tax home's ZIP centroid. All nullable: visits logged by hand
-- have none, and the worker can remove the location.
-- AlterTable
ALTER TABLE "tax_home_visits" ADD COLUMN     "check_in_accuracy_m" INTEGER,
ADD COLUMN     "check_in_distance_miles" DOUBLE PRECISION,
ADD COLUMN     "check_in_latitude" DOUBLE PRECISION,
ADD COLUMN     "check_in_longitude" DOUBLE PRECISION,
ADD COLUMN     "check_in_time_zone" TEXT,
ADD COLUMN     "checked_in_at" TIMESTAMPTZ(3),
ADD COLUMN     "checked_out_at" TIMESTAMPTZ(3);
