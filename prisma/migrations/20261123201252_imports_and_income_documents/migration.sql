-- AlterTable
ALTER TABLE "expenses" ADD COLUMN     "import_id" INTEGER;

-- AlterTable
ALTER TABLE "mileage_trips" ADD COLUMN     "import_id" INTEGER;

-- CreateTable
CREATE TABLE "imports" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'preview',
    "objstore_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL DEFAULT '',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "preview" JSONB NOT NULL DEFAULT '{}',
    "row_count" INTEGER NOT NULL DEFAULT 0,
    "imported_count" INTEGER NOT NULL DEFAULT 0,
    "committed_at" TIMESTAMPTZ(3),
    "undone_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "income_documents" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "agency" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "box1_wages" INTEGER,
    "box2_federal_tax_withheld" INTEGER,
    "box3_social_security_wages" INTEGER,
    "box5_medicare_wages" INTEGER,
    "state_lines" JSONB NOT NULL DEFAULT '[]',
    "amount" INTEGER,
    "notes" TEXT NOT NULL DEFAULT '',
    "objstore_key" TEXT,
    "file_name" TEXT,
    "content_type" TEXT,
    "file_size" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "income_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "imports_user_id_created_at_idx" ON "imports"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "income_documents_user_id_deleted_at_year_idx" ON "income_documents"("user_id", "deleted_at", "year");

-- CreateIndex
CREATE INDEX "expenses_import_id_idx" ON "expenses"("import_id");

-- CreateIndex
CREATE INDEX "mileage_trips_import_id_idx" ON "mileage_trips"("import_id");

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "income_documents" ADD CONSTRAINT "income_documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The two new user-owned tables bump users.data_version like every other one (migration
-- 20261121033203_user_data_version), so cached GET answers never outlive a write to them. An import's own
-- inserts into expenses and mileage_trips already bump through those tables' triggers.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['imports', 'income_documents']
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
