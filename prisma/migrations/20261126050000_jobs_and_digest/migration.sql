-- The email digest (off by default) and the daily job's once-a-day claim.
ALTER TABLE "users" ADD COLUMN "email_digest" TEXT NOT NULL DEFAULT 'off';
ALTER TABLE "users" ADD COLUMN "digest_sent_at" TIMESTAMPTZ(3);

CREATE TABLE "daily_runs" (
    "job" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "job_id" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "users" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "daily_runs_pkey" PRIMARY KEY ("job","day")
);
