-- The digest's unsubscribe link carries this version, signed (lib/reminders/digest/token.ts): turning the digest back
-- on from off bumps it (lib/account/users/profile.ts), so a link from an email sent before then changes nothing.
-- Every existing account starts at 0, the version the links already sent are read as.
ALTER TABLE "users" ADD COLUMN "digest_link_version" INTEGER NOT NULL DEFAULT 0;
