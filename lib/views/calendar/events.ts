// The events of the calendar feed, as plain data (rendered to iCalendar in feed.ts). Every event is a whole
// day with a stable UID, so that a calendar app refreshing the feed updates an event instead of adding a
// copy, and drops it when it leaves the feed. Pure.
import { formatDate } from '@/lib/core/dates';
import type { FilingDate } from '@/lib/tax/engine/filing/types';
import { usd } from '@/lib/tax/engine/money';
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

/** The installment a payment date is ("payment 2" in its title), or null for a single payment. */
const quarterOf = (d: FilingDate) => /payment (\d)/.exec(d.title)?.[1] ?? null;

/** The uid of a filing date: the ids the feed gave a state's return and a 1040-ES date before the model. */
function filingUid(year: number, d: FilingDate): string {
  const id = d.governmentId;
  if (d.kind === 'return') {
    return id.startsWith('state-') ? uid('state-return', year, id.slice(6)) : uid('tax-return', year, id);
  }
  const quarter = quarterOf(d);
  if (id === 'federal') return uid('estimated-tax', year, quarter ? `q${quarter}` : 'payment');
  return uid('estimated-tax', year, `${id}-q${quarter ?? 0}`);
}

/**
 * "Colorado 2026 tax return due (DR 0104PN)", "Pennsylvania 2026 tax return to get your refund (PA-40
 * (nonresident))", "Federal estimated tax due: Q2 2026" (as the 1040-ES dates always read), "Ohio estimated
 * tax due: payment 2 of 2026 (Ohio IT 1040ES)".
 */
function summaryOf(year: number, d: FilingDate): string {
  if (d.kind === 'return') return d.title.replace(' return', ` ${year} tax return`);
  const quarter = quarterOf(d);
  const form = /\(([^)]*)\)$/.exec(d.title)?.[1] ?? '';
  const name = d.title.slice(0, d.title.indexOf(' estimated tax'));
  if (d.governmentId === 'federal') {
    return quarter
      ? `Federal estimated tax due: Q${quarter} ${year}`
      : `Federal estimated tax due: ${year} (${form})`;
  }
  return `${name} estimated tax due: payment ${quarter ?? ''} of ${year} (${form})`;
}

function amountWords(d: FilingDate): string {
  if (d.kind === 'payment') return d.amount > 0 ? ` Pay ${usd(d.amount)}.` : ' It is paid.';
  if (d.amount > 0) return ` You owe ${usd(d.amount)}.`;
  return d.amount < 0 ? ` You get ${usd(-d.amount)} back.` : '';
}

/**
 * Every return and payment date of tax year `year`'s filing year (docs/tax-method.md §11): the federal, state
 * and local returns in the model's order, the 1040-ES and state installments, and the estimated payment a W-2
 * worker makes when no paycheck is left, each with what is due or comes back.
 */
export function filingEvents(year: number, dates: readonly FilingDate[]): FeedEvent[] {
  return dates.map((d) => ({
    uid: filingUid(year, d),
    date: d.date,
    summary: summaryOf(year, d),
    description: `${d.title}, for your ${year} taxes.${amountWords(d)}`,
  }));
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
