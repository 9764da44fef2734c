// Assignment status (docs/api-guide.md §6: upcoming → active → complete, forward only) and credential status.
import { dateOut, todayOf } from '@/lib/core/dates';
import { CREDENTIAL_EXPIRING_DAYS } from '@/lib/tax/law/reminders';
import { diffDays } from './dates';

export const ASSIGNMENT_STATUSES = ['upcoming', 'active', 'complete'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const CREDENTIAL_STATUSES = ['expired', 'expiring', 'valid'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

const rank = (s: AssignmentStatus): number => ASSIGNMENT_STATUSES.indexOf(s);

/** The status the calendar gives: upcoming before start, active from start to end, complete after end. */
export function dateStatus(start: string, end: string, today: string): AssignmentStatus {
  if (today < start) return 'upcoming';
  if (today <= end) return 'active';
  return 'complete';
}

/** The stored status moved forward by the calendar, never backwards: the further of the two. */
export function effectiveStatus(
  stored: AssignmentStatus,
  start: string,
  end: string,
  today: string,
): AssignmentStatus {
  const byDate = dateStatus(start, end, today);
  return rank(byDate) > rank(stored) ? byDate : stored;
}

/** Whether a PATCH may move `from` to `to`: forward is 'ok', the same status 'noop', anything else 'backwards'. */
export function canTransition(from: AssignmentStatus, to: AssignmentStatus): 'ok' | 'noop' | 'backwards' {
  if (from === to) return 'noop';
  return rank(to) > rank(from) ? 'ok' : 'backwards';
}

/**
 * `expired` when the expiration date is before today (a credential is good through its expiration day),
 * `expiring` when it is at most 90 days away (today itself included), else `valid`; no date is `valid`.
 */
export function credentialStatus(expirationDate: string | null, today: string): CredentialStatus {
  if (expirationDate === null) return 'valid';
  const left = diffDays(today, expirationDate);
  if (left < 0) return 'expired';
  return left <= CREDENTIAL_EXPIRING_DAYS ? 'expiring' : 'valid';
}

/** The status a client sees: the stored one, moved forward by the calendar, never backwards. */
export function assignmentStatus(
  row: { status: string; start_date: Date; end_date: Date },
  now: Date,
): AssignmentStatus {
  return effectiveStatus(
    row.status as AssignmentStatus,
    dateOut(row.start_date),
    dateOut(row.end_date),
    todayOf(now),
  );
}
