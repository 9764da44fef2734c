import 'server-only';
import type { Identity } from '@/lib/core/context';
import type { DbOrTx } from '@/lib/providers/db/client';
import { env } from '@/lib/env';
import { readRows, revive, type EveryDate } from '@/lib/providers/db/direct';
import { Prisma, type User } from '@/lib/generated/prisma/client';
import { oneMailbox } from '@/lib/validation/email';
import type { UpdateMeBody } from './schemas';

export type Plan = 'free' | 'pro';

const DAY_MS = 86_400_000;

/** `pro` for a paying subscriber and during the trial (docs/api-guide.md §6). */
export function effectivePlan(user: Pick<User, 'plan' | 'trial_ends_at'>, now: Date): Plan {
  if (user.plan === 'pro') return 'pro';
  return user.trial_ends_at && user.trial_ends_at > now ? 'pro' : 'free';
}

export function trialEndsAt(now: Date): Date | null {
  const days = env().PRO_TRIAL_DAYS;
  return days > 0 ? new Date(now.getTime() + days * DAY_MS) : null;
}

/** The columns of users that are timestamps (every other is text, an integer or a boolean). */
const USER_DATES = [
  'trial_ends_at',
  'digest_sent_at',
  'created_at',
  'updated_at',
  'onboarded_at',
  'calendar_token_created_at',
] as const satisfies readonly (keyof User)[];
/** Fails to compile when the model gains a timestamp that USER_DATES does not name. */
const allDatesNamed: EveryDate<User, typeof USER_DATES> = true;
void allDatesNamed;

/**
 * The account of an identity, or null: every authenticated request reads it, so it goes to the driver
 * directly (lib/providers/db/direct.ts), as one JSON column: the driver describes each column of a result again on
 * every execution, and for the 28 columns of users that was a third of the lookup's server time (issue 19's
 * profile). The timestamps become Date objects, as Prisma gives them; tests/api/direct-reads.test.ts
 * compares the two.
 */
export async function findUserByIdentity(
  db: DbOrTx,
  identity: Pick<Identity, 'iss' | 'sub'>,
): Promise<User | null> {
  const rows = await readRows<{ row: string }>(
    db,
    Prisma.sql`SELECT row_to_json(u)::text AS row FROM "users" u WHERE u."iss" = ${identity.iss} AND u."sub" = ${identity.sub}`,
  );
  const text = rows[0]?.row;
  return text === undefined ? null : userFromJson(text);
}

/** A users row as row_to_json wrote it, as the model Prisma gives (its timestamps as Date objects). */
export function userFromJson(text: string): User {
  return revive<User>(JSON.parse(text) as Record<string, unknown>, USER_DATES);
}

/**
 * The email an identity provider claimed, when it is one mailbox (lib/validation/email.ts); anything else
 * (`a@x, b@y`, a line break, `Name <a@x>`) is no address of the account's: the account is made without it,
 * and one log line says so (never the claim itself, which is not ours to keep).
 */
function claimedEmail(identity: Identity): string | null {
  if (identity.email === null) return null;
  const email = oneMailbox(identity.email);
  if (email === null) {
    console.warn(
      JSON.stringify({ level: 'warn', event: 'email_claim_ignored', iss: identity.iss, sub: identity.sub }),
    );
  }
  return email;
}

/**
 * The user behind a valid token, created on first sight (just in time, docs/api-guide.md §2). Concurrent first
 * requests all succeed: the insert is `ON CONFLICT DO NOTHING` (Prisma's upsert with an empty update ran
 * find-then-insert, so all but one of them hit the unique key and answered 409), then everyone re-reads.
 */
export async function findOrCreateUser(db: DbOrTx, identity: Identity, now: Date): Promise<User> {
  const existing = await findUserByIdentity(db, identity);
  if (existing) return existing;
  await db.user.createMany({
    data: [
      {
        iss: identity.iss,
        sub: identity.sub,
        email: claimedEmail(identity),
        first_name: identity.firstName,
        trial_ends_at: trialEndsAt(now),
      },
    ],
    skipDuplicates: true,
  });
  return db.user.findUniqueOrThrow({ where: { iss_sub: { iss: identity.iss, sub: identity.sub } } });
}

export function serializeMe(user: User, now: Date) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    full_name: user.full_name,
    plan: effectivePlan(user, now),
    trial_ends_at: user.trial_ends_at?.toISOString() ?? null,
    employment_type: user.employment_type,
    filing_status: user.filing_status,
    theme: user.theme,
    email_notifications: user.email_notifications,
    email_digest: user.email_digest as 'off' | 'daily' | 'weekly',
  };
}

/** The web app's first question answered: how the user is paid and files (pages show figures after it). */
export async function completeOnboarding(
  db: DbOrTx,
  userId: number,
  input: Required<Pick<UpdateMeBody, 'employment_type' | 'filing_status'>>,
  now: Date,
): Promise<User> {
  return db.user.update({ where: { id: userId }, data: { ...input, onboarded_at: now } });
}
