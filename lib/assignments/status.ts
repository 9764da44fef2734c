import type { Assignment } from '@/lib/generated/prisma/client';
import { dateOut, todayOf } from '@/lib/records/dates';
import { effectiveStatus, type AssignmentStatus } from '@/lib/tax/compliance/status';

/** The status a client sees: the stored one, moved forward by the calendar, never backwards. */
export function assignmentStatus(
  row: Pick<Assignment, 'status' | 'start_date' | 'end_date'>,
  now: Date,
): AssignmentStatus {
  return effectiveStatus(
    row.status as AssignmentStatus,
    dateOut(row.start_date),
    dateOut(row.end_date),
    todayOf(now),
  );
}
