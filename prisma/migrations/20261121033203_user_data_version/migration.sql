-- AlterTable
ALTER TABLE "users" ADD COLUMN     "data_version" INTEGER NOT NULL DEFAULT 0;

-- Every write to a user's row or to any of their records bumps users.data_version, in the writer's own
-- transaction, whoever writes (the app, a seed, psql). Cached API responses are keyed by it
-- (lib/http/response-cache.ts), so a committed write is never followed by a stale read.
CREATE FUNCTION "bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "data_version" = "data_version" + 1
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed_rows");
  RETURN NULL;
END
$$;

CREATE FUNCTION "users_bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."data_version" := OLD."data_version" + 1;
  RETURN NEW;
END
$$;

CREATE TRIGGER "users_data_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_bump_data_version"();

-- Statement-level triggers with transition tables: one users update per statement, not per row (a bulk
-- insert of 10,000 trips bumps once). PostgreSQL allows one event per trigger with transition tables.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['assignments', 'tax_homes', 'tax_home_docs', 'tax_home_costs', 'expenses',
    'mileage_trips', 'credentials', 'comparisons', 'notifications', 'quarterly_payments']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"()', t || '_data_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"()', t || '_data_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"()', t || '_data_version_delete', t);
  END LOOP;
END
$$;
