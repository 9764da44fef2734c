import 'server-only';
import type { Identity } from '@/lib/core/context';
import type { DbOrTx } from '@/lib/db/client';
import { env } from '@/lib/env';
import { readRows } from '@/lib/db/direct';
import { Prisma, type User } from '@/lib/generated/prisma/client';
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

/**
 * The account of an identity, or null: every authenticated request reads it, so it goes to the driver
 * directly (lib/db/direct.ts). Every column of users is text, an integer, a boolean or a timestamp, which
 * the driver gives as Prisma does; tests/api/direct-reads.test.ts compares the two.
 */
export async function findUserByIdentity(
  db: DbOrTx,
  identity: Pick<Identity, 'iss' | 'sub'>,
): Promise<User | null> {
  const rows = await readRows<User>(
    db,
    Prisma.sql`SELECT * FROM "users" WHERE "iss" = ${identity.iss} AND "sub" = ${identity.sub}`,
  );
  return rows[0] ?? null;
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
        email: identity.email,
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
