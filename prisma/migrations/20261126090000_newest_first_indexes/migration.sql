-- Lists of expenses and trips are read newest first, the later id first on the same day (the API's lists
-- and the dashboard): with the id in the index, PostgreSQL reads the first page straight off it instead of
-- sorting the whole year of the user's rows (2,000 trips of the benchmark's heavy user) for every page.
DROP INDEX "expenses_user_id_deleted_at_date_idx";
CREATE INDEX "expenses_user_id_deleted_at_date_id_idx" ON "expenses"("user_id", "deleted_at", "date", "id");
DROP INDEX "mileage_trips_user_id_deleted_at_date_idx";
CREATE INDEX "mileage_trips_user_id_deleted_at_date_id_idx" ON "mileage_trips"("user_id", "deleted_at", "date", "id");
