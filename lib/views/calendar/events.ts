// The events of the calendar feed, as plain data (rendered to iCalendar in feed.ts). Every event is a whole
// day with a stable UID, so that a calendar app refreshing the feed updates an event instead of adding a
// copy, and drops it when it leaves the feed. Pure.
import { formatDate } from '@/lib/core/dates';
import type { AssignmentRef } from '@/lib/tax/engine/types';
import type { TwelveMonthLimit } from './twelve-month';

export interface FeedEvent {
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
}

const UID_DOMAIN = 'travel-ledger';
const uid = (...parts: (string | number)[]) => `${parts.join('-')}@${UID_DOMAIN}`;

export type FeedAssignment = AssignmentRef;

export function assignmentEvents(assignments: readonly FeedAssignment[]): FeedEvent[] {
  return assignments.flatMap((a) => {
    const place = `${a.facility} (${a.location}, ${a.state})`;
    return [
      {
        uid: uid('assignment', a.id, 'start'),
        date: a.start_date,
        summary: `Assignment starts: ${place}`,
        description: `First day of your assignment at ${place}. It ends on ${formatDate(a.end_date)}.`,
      },
      {
        uid: uid('assignment', a.id, 'end'),
        date: a.end_date,
        summary: `Assignment ends: ${place}`,
        description: `Last day of your assignment at ${place}, which started on ${formatDate(a.start_date)}.`,
      },
    ];
  });
}

export function credentialEvents(
  credentials: readonly { id: number; name: string; expiration_date: string }[],
): FeedEvent[] {
  return credentials.map((c) => ({
    uid: uid('credential', c.id, 'expires'),
    date: c.expiration_date,
    summary: `${c.name} expires`,
    description: `Your ${c.name} expires today. Renew it, then update it in Travel Ledger.`,
  }));
}

/** Form 1040-ES due dates of a 1099 worker; `year` is the tax year the payments are for. */
export function quarterlyEvents(
  dues: readonly { year: number; quarter: number; dueDate: string }[],
): FeedEvent[] {
  return dues.map((d) => ({
    uid: uid('estimated-tax', d.year, `q${d.quarter}`),
    date: d.dueDate,
    summary: `Federal estimated tax due: Q${d.quarter} ${d.year}`,
    description:
      `Pay the estimated federal income and self-employment tax for quarter ${d.quarter} of ${d.year} ` +
      '(Form 1040-ES). Travel Ledger Pro shows the amount in your tax estimate.',
  }));
}

export interface FeedStateLine {
  state: string;
  stateName: string;
  formName: string | null;
  filingDeadline: string | null;
  filingRequired: boolean;
}

/** The returns due for tax year `year`, one event per state with a required return and a deadline. */
export function stateDeadlineEvents(year: number, states: readonly FeedStateLine[]): FeedEvent[] {
  return states.flatMap((s) =>
    s.filingRequired && s.filingDeadline
      ? [
          {
            uid: uid('state-return', year, s.state),
            date: s.filingDeadline,
            summary: `${s.stateName} ${year} tax return due`,
            description: `File your ${year} ${s.stateName} return${s.formName ? ` (${s.formName})` : ''} by today.`,
          },
        ]
      : [],
  );
}

export function twelveMonthEvents(limits: readonly TwelveMonthLimit[]): FeedEvent[] {
  return limits.map((l) => ({
    uid: uid('twelve-month', l.state, l.location.toLowerCase().replace(/[^a-z0-9]+/g, '_')),
    date: l.date,
    summary: `12-month limit: ${l.location}, ${l.state}`,
    description:
      `By today you will have worked 365 days in ${l.location}, ${l.state} within 24 months. Working there ` +
      'longer makes it your tax home under the IRS 12-month rule, and your stipends taxable.',
  }));
}
