// Notification rules (docs/api-guide.md §6): from a user's state and today, the exact set of notifications that
// should be open, one per (type, subject). Titles and bodies name dates, not "N days ago", so that an open
// notification's text changes only when its cause changes (no daily rewrite by the sync).
import type { AssignmentRef } from '@/lib/tax/engine/types';
import { LONG_ASSIGNMENT_WEEKS, QUARTERLY_REMINDER_DAYS } from '@/lib/tax/law/reminders';
import type { EmploymentType } from '@/lib/tax/law/types';
import { formatDate } from '@/lib/core/dates';
import { addDays } from './dates';
import {
  assignmentDays,
  locationDurations,
  locationKey,
  TWELVE_MONTH_MAX_DAYS,
  TWELVE_MONTH_WARNING_DAYS,
} from './durations';
import type { AssignmentStatus } from './status';
import { credentialRules, taxHomeRules } from './notifications-home';
import { notificationKey, type WantedNotification } from './notification-diff';
import { refundRules, type RefundToClaim } from './notifications-refunds';
import { tieRules } from './notifications-ties';

export type { WantedNotification } from './notification-diff';

export interface NotificationState {
  employmentType: EmploymentType;
  taxHome: {
    last_visit_date: string | null;
    property_rented_out: boolean;
    /** The home's state and the driver's license state entered on it (the ties; absent: not checked). */
    state?: string;
    drivers_license_state?: string | null;
  } | null;
  /** `doc_type` of each non-deleted document of the current tax home. */
  taxHomeDocTypes: readonly string[];
  /** The live tax home documents that name a state (the ties of notifications-ties.ts). */
  taxHomeTieDocs?: ReadonlyArray<{ id: number; doc_type: string; date: string; state: string | null }>;
  /** Non-deleted assignments; `status` is the effective one. */
  assignments: ReadonlyArray<
    AssignmentRef & { status: AssignmentStatus; housing_stipend: number; mie_stipend: number }
  >;
  credentials: ReadonlyArray<{
    id: number;
    name: string;
    expiration_date: string | null;
    type?: string;
    state?: string | null;
  }>;
  /** Stipend cents above the GSA rate, summed over the assignments the caller chose, and how many. */
  gsaExcess: { totalCents: number; assignments: number; firstAssignmentId?: number };
  /** Estimated-payment quarters the caller chose to watch, with their due dates and whether they are paid. */
  quarterlyDue: ReadonlyArray<{ year: number; quarter: number; dueDate: string; paid: boolean }>;
  /** Returns worth filing only to get money back (the filing years' "should" lines); none when absent. */
  refunds?: readonly RefundToClaim[];
}

/** Cents as dollars for a notification's text ('$1,234.56'). */
function dollars(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The GSA section of the latest assignment at a place: where its 12-month count is explained. */
function placeLink(assignments: NotificationState['assignments'], location: string, st: string): string {
  const key = locationKey(location, st);
  const latest = assignments
    .filter((a) => locationKey(a.location, a.state) === key)
    .reduce<{ id: number; start_date: string } | undefined>(
      (x, a) => (!x || a.start_date > x.start_date ? a : x),
      undefined,
    );
  return latest ? `/assignments/${latest.id}#gsa` : '/assignments';
}

function assignmentRules(state: NotificationState, today: string): WantedNotification[] {
  const long = state.assignments
    .filter((a) => a.status !== 'complete' && assignmentDays(a) > LONG_ASSIGNMENT_WEEKS * 7)
    .map((a): WantedNotification => {
      const days = assignmentDays(a);
      return {
        type: 'long_assignment',
        subject: `assignment:${a.id}`,
        severity: days > TWELVE_MONTH_MAX_DAYS ? 'danger' : 'warning',
        title: `${a.facility} is a long assignment`,
        body: `Your assignment at ${a.facility} runs ${formatDate(a.start_date)} to ${formatDate(a.end_date)} (${days} days). Work in one place expected to last over a year is not temporary, and its stipends become taxable.`,
        link: `/assignments/${a.id}#gsa`,
      };
    });
  const places = locationDurations(state.assignments, today)
    .filter((l) => l.days >= TWELVE_MONTH_WARNING_DAYS)
    .map((l): WantedNotification => ({
      type: 'twelve_month_approaching',
      subject: `location:${locationKey(l.location, l.state)}`,
      severity: l.days > TWELVE_MONTH_MAX_DAYS ? 'danger' : 'warning',
      title:
        l.days > TWELVE_MONTH_MAX_DAYS
          ? `Over 12 months in ${l.location}, ${l.state}`
          : `Approaching 12 months in ${l.location}, ${l.state}`,
      body: `You have worked ${l.days} days in ${l.location}, ${l.state} in the last 24 months. Over ${TWELVE_MONTH_MAX_DAYS} days, it becomes your tax home.`,
      link: placeLink(state.assignments, l.location, l.state),
    }));
  const gsa: WantedNotification[] =
    state.gsaExcess.totalCents > 0
      ? [
          {
            type: 'gsa_exceeds',
            subject: 'gsa',
            severity: 'warning',
            title: 'Stipends above the GSA rate',
            body: `${plural(state.gsaExcess.assignments, 'assignment')} ${state.gsaExcess.assignments === 1 ? 'pays' : 'pay'} ${dollars(state.gsaExcess.totalCents)} in stipends above the GSA per diem rate. The excess is taxable.`,
            link:
              state.gsaExcess.firstAssignmentId === undefined
                ? '/assignments'
                : `/assignments/${state.gsaExcess.firstAssignmentId}#gsa`,
          },
        ]
      : [];
  return [...long, ...places, ...gsa];
}

function quarterlyRules(state: NotificationState, today: string): WantedNotification[] {
  if (state.employmentType !== '1099') return [];
  const soon = addDays(today, QUARTERLY_REMINDER_DAYS);
  return state.quarterlyDue.flatMap((q): WantedNotification[] => {
    if (q.paid) return [];
    const subject = `quarter:${q.year}-${q.quarter}`;
    const name = `Q${q.quarter} ${q.year}`;
    if (q.dueDate < today) {
      return [
        {
          type: 'quarterly_overdue',
          subject,
          severity: 'danger',
          title: `${name} estimated tax is overdue`,
          body: `Your ${name} estimated tax payment was due on ${formatDate(q.dueDate)}. Pay it soon to limit the penalty, then record it.`,
          link: '/tax-estimate#quarterly-title',
        },
      ];
    }
    if (q.dueDate <= soon) {
      return [
        {
          type: 'quarterly_due',
          subject,
          severity: 'warning',
          title: `${name} estimated tax is due ${formatDate(q.dueDate)}`,
          body: `Your ${name} estimated tax payment is due on ${formatDate(q.dueDate)}. Record it once paid.`,
          link: '/tax-estimate#quarterly-title',
        },
      ];
    }
    return [];
  });
}

/** Every notification that should be open today, at most one per (type, subject), in a stable order. */
export function notificationRules(state: NotificationState, today: string): WantedNotification[] {
  const all = [
    ...credentialRules(state, today),
    ...taxHomeRules(state, today),
    ...tieRules(state),
    ...assignmentRules(state, today),
    ...quarterlyRules(state, today),
    ...refundRules(state.refunds ?? []),
  ];
  const byKey = new Map<string, WantedNotification>();
  for (const n of all) if (!byKey.has(notificationKey(n))) byKey.set(notificationKey(n), n);
  return [...byKey.values()];
}
