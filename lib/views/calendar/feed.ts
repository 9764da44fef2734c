import 'server-only';
import ical from 'ical-generator';
import type { Ctx, PublicCtx } from '@/lib/core/context';
import { dateOut, todayOf } from '@/lib/core/dates';
import { notFound } from '@/lib/core/errors';
import type { FileDownload } from '@/lib/http/download';
import { quarterlyPlan } from '@/lib/tax/engine';
import { assignmentInput } from '@/lib/views/load/year';
import { loadFilingYear } from '@/lib/views/load/filing';
import { isPro } from '@/lib/account/users/plan';
import {
  assignmentEvents,
  credentialEvents,
  filingEvents,
  quarterlyEvents,
  twelveMonthEvents,
  type FeedEvent,
} from './events';
import { userByFeedToken } from './token';
import { twelveMonthLimits } from './twelve-month';
import { Prisma, type Assignment, type Credential } from '@/lib/generated/prisma/client';
import { assignmentRecord } from '@/lib/records/assignments/record';
import { credentialRecord } from '@/lib/records/credentials/record';
import { readRecords } from '@/lib/records/read';

// GET /api/calendar/<secret>.ics: a user's dates as an iCalendar feed that calendar apps subscribe to.
// The secret in the address is the credential (calendar apps send no token).

/**
 * The filing years of last year (returns due this spring) and this year (installments now, returns next
 * spring): every return and payment date of each, read from the model (./events.ts filingEvents). A Pro view:
 * free users' feeds keep only the 1040-ES dates, as their pages show no returns.
 */
async function filingDates(ctx: Ctx, year: number): Promise<FeedEvent[]> {
  if (!isPro(ctx)) return [];
  const years = await Promise.all(
    [year - 1, year].map(async (y) => filingEvents(y, (await loadFilingYear(ctx, y)).filing.dates)),
  );
  return years.flat();
}

/**
 * 1099 workers pay estimated tax four times a year: the Form 1040-ES dates, last year to next for a free
 * user; a Pro user's feed has the model's installments of last year and this year, and next year's dates.
 */
function quarterlyDues(ctx: Ctx, year: number): FeedEvent[] {
  if (ctx.user.employment_type !== '1099') return [];
  const years = isPro(ctx) ? [year + 1] : [year - 1, year, year + 1];
  const dues = years.flatMap((y) =>
    quarterlyPlan(y, 'single', 0, {}).quarters.map((q) => ({
      year: y,
      quarter: q.quarter,
      dueDate: q.dueDate,
    })),
  );
  return quarterlyEvents(dues);
}

async function events(ctx: Ctx): Promise<FeedEvent[]> {
  const year = ctx.now.getUTCFullYear();
  // Four years back covers the 24-month windows of every day from two years ago on.
  const since = `${year - 4}-01-01`;
  const [assignments, credentials, filing] = await Promise.all([
    readRecords<Assignment>(ctx, assignmentRecord, {
      where: Prisma.sql`t."end_date" >= ${since}::date`,
      orderBy: Prisma.sql`t."start_date", t."id"`,
    }),
    readRecords<Credential>(ctx, credentialRecord, {
      where: Prisma.sql`t."expiration_date" IS NOT NULL`,
      orderBy: Prisma.sql`t."id"`,
    }),
    filingDates(ctx, year),
  ]);
  const inputs = assignments.map(assignmentInput);
  return [
    ...assignmentEvents(inputs),
    ...credentialEvents(
      credentials.map((c) => ({ id: c.id, name: c.name, expiration_date: dateOut(c.expiration_date) ?? '' })),
    ),
    ...quarterlyDues(ctx, year),
    ...filing,
    ...twelveMonthEvents(twelveMonthLimits(inputs, todayOf(ctx.now))),
  ];
}

export function renderCalendar(list: readonly FeedEvent[], now: Date): string {
  const calendar = ical({
    name: 'Travel Ledger',
    description: 'Assignments, deadlines and expiries from Travel Ledger',
    prodId: { company: 'Travel Ledger', product: 'Calendar feed', language: 'EN' },
    ttl: 6 * 60 * 60,
  });
  for (const e of list) {
    calendar.createEvent({
      id: e.uid,
      start: new Date(`${e.date}T00:00:00.000Z`),
      allDay: true,
      stamp: now,
      summary: e.summary,
      description: e.description,
    });
  }
  return calendar.toString();
}

/** The feed of the secret in `<secret>.ics`; 404 for anything that is not a current secret. */
export async function calendarFeed(ctx: PublicCtx, file: string): Promise<FileDownload> {
  const user = file.endsWith('.ics') ? await userByFeedToken(ctx.db, file.slice(0, -4)) : null;
  if (!user) throw notFound('Calendar');
  const userCtx: Ctx = { ...ctx, user, userId: user.id };
  return {
    body: renderCalendar(await events(userCtx), ctx.now),
    filename: 'travel-ledger.ics',
    contentType: 'text/calendar; charset=utf-8',
  };
}
