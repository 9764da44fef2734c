-- The visit suggestions (lib/records/visits/summary.ts) read the worker's trips home and the expenses tied
-- to no assignment that name the home city. For the benchmark's heavy user both were read through indexes
-- of all the worker's trips and expenses, and filtered: a fifth of the trips are trips home, and every one
-- of 2,851 unassigned expenses had its description searched. On a PostgreSQL server that cost about 1 ms;
-- in the embedded database's WebAssembly it was most of the view's time (14-18 ms of 21).
--
-- Trips home: an index over live trips home only, newest first by date; the other trips add no entry.
CREATE INDEX "mileage_trips_live_home_date_idx" ON "mileage_trips"("user_id", "date")
  WHERE "deleted_at" IS NULL AND "purpose" = 'tax_home_visit';

-- Expenses naming the city: no b-tree helps a match inside a text. A trigram index answers
-- `description ILIKE '%city%'` from the index alone, and with the user in the same index (btree_gin) it reads
-- only the worker's own entries. Both extensions ship with PostgreSQL (contrib) and with PGlite, and both are
-- trusted: a database owner may create them without being a superuser. fastupdate is off so that a write
-- updates the index at once rather than through a pending list every read would have to scan (the embedded
-- database runs no autovacuum to empty it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX "expenses_unassigned_text_idx" ON "expenses" USING gin ("user_id", "description" gin_trgm_ops)
  WITH (fastupdate = off) WHERE "deleted_at" IS NULL AND "assignment_id" IS NULL;
