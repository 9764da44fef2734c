-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "iss" TEXT NOT NULL,
    "sub" TEXT NOT NULL,
    "email" TEXT,
    "first_name" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT,
    "plan" TEXT NOT NULL DEFAULT 'free',
    "trial_ends_at" TIMESTAMPTZ(3),
    "employment_type" TEXT NOT NULL DEFAULT 'w2',
    "filing_status" TEXT NOT NULL DEFAULT 'single',
    "theme" TEXT NOT NULL DEFAULT 'light',
    "email_notifications" BOOLEAN NOT NULL DEFAULT true,
    "stripe_customer_id" TEXT,
    "stripe_subscription_status" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assignments" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "facility" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "agency" TEXT NOT NULL DEFAULT '',
    "zip" TEXT,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "base_pay" INTEGER NOT NULL,
    "housing_stipend" INTEGER NOT NULL DEFAULT 0,
    "mie_stipend" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL,
    "sign_on_bonus" INTEGER NOT NULL DEFAULT 0,
    "completion_bonus" INTEGER NOT NULL DEFAULT 0,
    "referral_bonus" INTEGER NOT NULL DEFAULT 0,
    "hours_per_week" INTEGER NOT NULL DEFAULT 36,
    "contract_objstore_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_homes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT,
    "rent_amount" INTEGER NOT NULL DEFAULT 0,
    "last_visit_date" DATE,
    "voter_reg" BOOLEAN NOT NULL DEFAULT false,
    "drivers_license_state" TEXT,
    "property_rented_out" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "tax_homes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_home_docs" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "doc_type" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "objstore_key" TEXT,
    "file_name" TEXT,
    "content_type" TEXT,
    "file_size" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "tax_home_docs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_home_costs" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "tax_home_costs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expenses" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "category" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "assignment_id" INTEGER,
    "receipt_objstore_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "expenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mileage_trips" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "miles" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "origin" TEXT NOT NULL DEFAULT '',
    "destination" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "assignment_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "mileage_trips_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credentials" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "issuer" TEXT NOT NULL DEFAULT '',
    "state" TEXT,
    "number" TEXT NOT NULL DEFAULT '',
    "issue_date" DATE,
    "expiration_date" DATE,
    "notes" TEXT NOT NULL DEFAULT '',
    "objstore_key" TEXT,
    "file_name" TEXT,
    "content_type" TEXT,
    "file_size" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "credentials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comparisons" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "winner" INTEGER NOT NULL,
    "diff" INTEGER NOT NULL,
    "contract_a" TEXT NOT NULL,
    "contract_b" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "comparisons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "link" TEXT,
    "read_at" TIMESTAMPTZ(3),
    "resolved_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quarterly_payments" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "quarter" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "paid_date" DATE,
    "confirmation_number" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "quarterly_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "users_email_idx" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_stripe_customer_id_idx" ON "users"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_iss_sub_key" ON "users"("iss", "sub");

-- CreateIndex
CREATE INDEX "assignments_user_id_deleted_at_start_date_idx" ON "assignments"("user_id", "deleted_at", "start_date");

-- CreateIndex
CREATE INDEX "assignments_user_id_deleted_at_end_date_idx" ON "assignments"("user_id", "deleted_at", "end_date");

-- CreateIndex
CREATE INDEX "tax_homes_user_id_deleted_at_created_at_idx" ON "tax_homes"("user_id", "deleted_at", "created_at");

-- CreateIndex
CREATE INDEX "tax_home_docs_user_id_deleted_at_date_idx" ON "tax_home_docs"("user_id", "deleted_at", "date");

-- CreateIndex
CREATE INDEX "tax_home_costs_user_id_deleted_at_year_month_idx" ON "tax_home_costs"("user_id", "deleted_at", "year", "month");

-- CreateIndex
CREATE INDEX "expenses_user_id_deleted_at_date_idx" ON "expenses"("user_id", "deleted_at", "date");

-- CreateIndex
CREATE INDEX "expenses_assignment_id_idx" ON "expenses"("assignment_id");

-- CreateIndex
CREATE INDEX "mileage_trips_user_id_deleted_at_date_idx" ON "mileage_trips"("user_id", "deleted_at", "date");

-- CreateIndex
CREATE INDEX "mileage_trips_assignment_id_idx" ON "mileage_trips"("assignment_id");

-- CreateIndex
CREATE INDEX "credentials_user_id_deleted_at_created_at_idx" ON "credentials"("user_id", "deleted_at", "created_at");

-- CreateIndex
CREATE INDEX "comparisons_user_id_deleted_at_created_at_idx" ON "comparisons"("user_id", "deleted_at", "created_at");

-- CreateIndex
CREATE INDEX "notifications_user_id_deleted_at_resolved_at_created_at_idx" ON "notifications"("user_id", "deleted_at", "resolved_at", "created_at");

-- CreateIndex
CREATE INDEX "notifications_user_id_type_subject_idx" ON "notifications"("user_id", "type", "subject");

-- CreateIndex
CREATE INDEX "quarterly_payments_user_id_deleted_at_year_quarter_idx" ON "quarterly_payments"("user_id", "deleted_at", "year", "quarter");

-- AddForeignKey
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_homes" ADD CONSTRAINT "tax_homes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_home_docs" ADD CONSTRAINT "tax_home_docs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_home_costs" ADD CONSTRAINT "tax_home_costs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quarterly_payments" ADD CONSTRAINT "quarterly_payments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (not expressible in schema.prisma): one live payment per user, year and quarter, and one
-- open notification per user, type and subject.
CREATE UNIQUE INDEX "quarterly_payments_live_key" ON "quarterly_payments"("user_id", "year", "quarter") WHERE "deleted_at" IS NULL;
CREATE UNIQUE INDEX "notifications_open_key" ON "notifications"("user_id", "type", "subject") WHERE "resolved_at" IS NULL AND "deleted_at" IS NULL;
