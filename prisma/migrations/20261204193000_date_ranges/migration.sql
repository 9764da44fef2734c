-- Issue 36: one vocabulary of dates and numbers.
--
-- A comparison's difference is the gap between two contracts' take-home over up to 104 weeks of pay of up
-- to $10,000,000 a week: more than an int4 holds (a valid comparison failed to save, 22003).
ALTER TABLE "comparisons" ALTER COLUMN "diff" TYPE BIGINT;

-- Clients send dates from 1900-01-01 to 2100-12-31 (lib/validation/common.ts isoDate). Rows from before that
-- rule, or written past the API, may hold others (year 1, 9998-12-31): the engine answers such a user with
-- a plain error naming the date (lib/core/dates.ts DateOutOfRange), and this function lists them, for
-- support to find and fix with the user. Every `date` column of every table with a user_id, read from the
-- catalog, so a table added later is covered too.
CREATE OR REPLACE FUNCTION out_of_range_dates()
RETURNS TABLE (table_name text, column_name text, id integer, user_id integer, value date)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT col.table_name AS t, col.column_name AS k
    FROM information_schema.columns col
    WHERE col.table_schema = current_schema() AND col.data_type = 'date'
      AND EXISTS (SELECT 1 FROM information_schema.columns u
                  WHERE u.table_schema = col.table_schema AND u.table_name = col.table_name
                    AND u.column_name = 'user_id')
    ORDER BY 1, 2
  LOOP
    RETURN QUERY EXECUTE format(
      'SELECT %L::text, %L::text, id, user_id, %I FROM %I WHERE %I < DATE ''1900-01-01'' OR %I > DATE ''2100-12-31''',
      c.t, c.k, c.k, c.t, c.k, c.k);
  END LOOP;
END $$;

DO $$
DECLARE
  found integer;
BEGIN
  SELECT count(*) INTO found FROM out_of_range_dates();
  IF found > 0 THEN
    RAISE NOTICE '% saved dates are outside 1900-01-01..2100-12-31: SELECT * FROM out_of_range_dates()', found;
  END IF;
END $$;
