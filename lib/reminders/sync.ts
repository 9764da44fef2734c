import 'server-only';
import type { DbOrTx } from '@/lib/providers/db/client';
import { retryConflicts } from '@/lib/providers/db/retry';
import { lockUser, USER_WRITE_WAIT } from '@/lib/providers/db/user-lock';
import type { Assignment, User } from '@/lib/generated/prisma/client';
import { assignmentStatus } from '@/lib/tax/compliance/status';
import { dateOut, todayOf } from '@/lib/core/dates';
import { diffNotifications, notificationRules, type NotificationState } from '@/lib/tax/compliance';
import { assignmentGsaExcess, quarterDueDate } from '@/lib/tax/engine';
import type { EmploymentType } from '@/lib/tax/law/types';
import { assignmentInput } from '@/lib/views/load/year';
import { filingFacts } from './filing';

// Keeps each user's open notifications equal to what the rules (lib/tax/compliance/notifications.ts) say
// should be open: one per (type, subject), updated in place, resolved when the cause goes away. Runs after
// every write that can change them and daily, one job per user (lib/reminders/jobs.ts); running it twice changes nothing.

/**
 * The engine's taxable excess of each open assignment (docs/tax-method.md §6, every day of it): the same figure the
 * views show as `gsa.excess` for the assignment's year, so the notification, dashboard and profitability agree.
 */
function excess(assignments: Assignment[], now: Date) {
  let totalCents = 0;
  let count = 0;
  let firstAssignmentId: number | undefined;
  for (const a of assignments) {
    if (assignmentStatus(a, now) === 'complete') continue;
    const e = assignmentGsaExcess(assignmentInput(a));
    if (e > 0) {
      totalCents += e;
      count += 1;
      firstAssignmentId ??= a.id;
    }
  }
  return {
    totalCents,
    assignments: count,
    ...(firstAssignmentId === undefined ? {} : { firstAssignmentId }),
  };
}

/** The estimated-payment quarters a 1099 user is watched for: last year's Q4 and this year's four. */
function quarters(year: number, paid: Set<string>, workedYears: Set<number>) {
  const list = [{ year: year - 1, quarter: 4 }, ...[1, 2, 3, 4].map((quarter) => ({ year, quarter }))];
  return list
    .filter((q) => workedYears.has(q.year))
    .map((q) => ({
      ...q,
      dueDate: quarterDueDate(q.year, q.quarter - 1),
      paid: paid.has(`${q.year}-${q.quarter}`),
    }));
}

async function stateOf(db: DbOrTx, user: User, now: Date): Promise<NotificationState> {
  const where = { user_id: user.id };
  const [home, assignments, docs, tieDocs, credentials, payments, filing] = await Promise.all([
    db.taxHome.findFirst({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }] }),
    db.assignment.findMany({ where }),
    db.taxHomeDoc.findMany({ where, select: { doc_type: true }, distinct: ['doc_type'] }),
    db.taxHomeDoc.findMany({
      where: { ...where, state: { not: null } },
      select: { id: true, doc_type: true, date: true, state: true },
    }),
    db.credential.findMany({
      where,
      select: { id: true, name: true, expiration_date: true, type: true, state: true },
    }),
    // The federal quarterly reminders look at federal payments only (a state payment has its state).
    db.quarterlyPayment.findMany({ where: { ...where, state: null }, select: { year: true, quarter: true } }),
    filingFacts(db, user, now),
  ]);
  const year = now.getUTCFullYear();
  const worked = new Set(
    assignments.flatMap((a) => [a.start_date.getUTCFullYear(), a.end_date.getUTCFullYear()]),
  );
  return {
    employmentType: user.employment_type as EmploymentType,
    taxHome: home && {
      last_visit_date: dateOut(home.last_visit_date),
      property_rented_out: home.property_rented_out,
      state: home.state,
      drivers_license_state: home.drivers_license_state,
    },
    taxHomeDocTypes: docs.map((d) => d.doc_type),
    taxHomeTieDocs: tieDocs.map((d) => ({ ...d, date: dateOut(d.date) })),
    assignments: assignments.map((a) => ({
      ...assignmentInput(a),
      status: assignmentStatus(a, now),
    })),
    credentials: credentials.map((c) => ({ ...c, expiration_date: dateOut(c.expiration_date) })),
    gsaExcess: excess(assignments, now),
    // A Pro user's installments as the filing year credits them; a free user's by the records of each quarter.
    quarterlyDue:
      filing.quarterlyDue?.filter((q) => worked.has(q.year)) ??
      quarters(year, new Set(payments.map((p) => `${p.year}-${p.quarter}`)), worked),
    refunds: filing.refunds,
  };
}

/**
 * The difference between the open notifications and what the rules want, with the user's data version
 * read before any of it (null: no such user). Every write of the user's data bumps the version in its own
 * transaction (migration 20261121033203), notifications included, so when the version is still the same
 * later, no write has committed since and every read here saw that one state.
 */
async function wantedDiff(db: DbOrTx, userId: number, now: Date) {
  // The whole row: the filing years read the plan, the filing status and the employment type.
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) return null;
  // The open notifications are read beside the state (one round trip less for the daily run's 10,000s).
  const [state, open] = await Promise.all([
    stateOf(db, user, now),
    db.notification.findMany({ where: { user_id: userId, resolved_at: null } }),
  ]);
  return {
    version: user.data_version,
    diff: diffNotifications(open, notificationRules(state, todayOf(now))),
  };
}

type Diff = NonNullable<Awaited<ReturnType<typeof wantedDiff>>>['diff'];
const NOTHING: Diff = { toCreate: [], toUpdate: [], toResolve: [] };

const isEmpty = (d: Diff) => !d.toCreate.length && !d.toUpdate.length && !d.toResolve.length;

/**
 * Brings one user's notifications in line with the rules, in one transaction; an erased user has none.
 * The diff is computed outside the transaction; inside it, after the user's row is locked, it is applied
 * as it is when the user's data version has not moved since it was read, and computed again otherwise (a
 * concurrent request or sync wrote meanwhile: a diff from before it could undo the newer state, or create
 * a notification twice and break the one-open-per-subject key).
 */
export async function syncNotifications(db: DbOrTx, userId: number, now: Date): Promise<Diff> {
  const first = await wantedDiff(db, userId, now);
  if (!first) return NOTHING;
  if (isEmpty(first.diff)) return first.diff; // the common case: nothing to write, no transaction
  const apply = async (tx: DbOrTx) => {
    // The user's row first, like every write (lib/providers/db/user-lock.ts): two syncs of one user queue here
    // instead of deadlocking over notification rows.
    const version = await lockUser(tx, userId);
    const diff =
      version === first.version ? first.diff : ((await wantedDiff(tx, userId, now))?.diff ?? NOTHING);
    for (const n of diff.toResolve) {
      await tx.notification.update({ where: { id: n.id }, data: { resolved_at: now } });
    }
    for (const { current, next } of diff.toUpdate) {
      const { severity, title, body, link } = next;
      await tx.notification.update({ where: { id: current.id }, data: { severity, title, body, link } });
    }
    if (diff.toCreate.length) {
      await tx.notification.createMany({ data: diff.toCreate.map((n) => ({ ...n, user_id: userId })) });
    }
    return diff;
  };
  return '$transaction' in db ? retryConflicts(() => db.$transaction(apply, USER_WRITE_WAIT)) : apply(db);
}

/** The `afterWrite` hook of the records whose changes can open or resolve a notification. */
export async function syncAfterWrite(ctx: { db: DbOrTx; userId: number; now: Date }): Promise<void> {
  await syncNotifications(ctx.db, ctx.userId, ctx.now);
}
