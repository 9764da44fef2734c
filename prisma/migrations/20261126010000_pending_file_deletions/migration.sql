-- Files of erased accounts still to be removed from storage. Account erasure writes one row per storage
-- folder of the user in the same transaction that deletes the user's rows, so the work survives a crash
-- and the user row; a worker removes the files afterwards and retries with backoff. No user_id column on
-- purpose: the row outlives the user, and nothing here belongs to an account.
CREATE TABLE "pending_file_deletions" (
    "id" SERIAL NOT NULL,
    "prefix" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "gave_up_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_file_deletions_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "pending_file_deletions_gave_up_at_next_attempt_at_idx" ON "pending_file_deletions"("gave_up_at", "next_attempt_at");
