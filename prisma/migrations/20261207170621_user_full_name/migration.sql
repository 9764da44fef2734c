-- The worker's full legal name as on their tax return, for the audit packet's cover (sign-up asks only the
-- first name). Null until given in Settings, or when the packet is made.
ALTER TABLE "users" ADD COLUMN     "full_name" TEXT;
