import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, todayOf } from '@/lib/core/dates';
import { sameType } from '@/lib/core/same-type';
import {
  visitsByYear,
  visitSuggestions,
  type SuggestedVisit,
  type VisitCandidate,
  type VisitYear,
} from '@/lib/tax/compliance';
import { createRecord } from '@/lib/records/service';
import { taxHomeVisitResource } from '@/lib/tax-homes/visits-resource';
import { currentTaxHome } from '@/lib/tax-views/load';
import { isoDate } from '@/lib/validation/common';

// Visits home (issue 18): the year-by-year summary of the current tax home's visits, and the visits found
// in the worker's other records, to confirm into visit records (POST /tax-home-visits with the evidence).

const visitYearSchema = z.object({
  year: z.int(),
  visits: z.int().meta({ description: 'Visits with at least one day in the year' }),
  daysAtHome: z
    .int()
    .meta({ description: 'Distinct calendar days at home in the year; overlapping visits count once' }),
});
sameType<z.infer<typeof visitYearSchema>, VisitYear>();

export const visitSummaryResponse = z
  .object({
    lastVisit: isoDate.nullable().meta({ description: "The tax home's last visit (`last_visit_date`)" }),
    years: z.array(visitYearSchema).meta({ description: 'Each year with a visit, newest first' }),
  })
  .meta({
    id: 'VisitSummary',
    examples: [{ lastVisit: '2026-11-08', years: [{ year: 2026, visits: 5, daysAtHome: 23 }] }],
  });

const suggestionSchema = z.object({
  date: isoDate,
  mileage_trip_id: z.int().nullable(),
  expense_id: z.int().nullable(),
  tax_home_doc_id: z.int().nullable(),
  found: z.array(z.string()).meta({ description: 'The records found on that day, in words' }),
});
sameType<z.infer<typeof suggestionSchema>, SuggestedVisit>();

export const visitSuggestionsResponse = z
  .object({
    lastVisit: isoDate.nullable().meta({ description: "The tax home's last visit" }),
    suggestions: z.array(suggestionSchema).meta({
      description:
        'Days your records place you at home that no visit covers or cites yet, newest first (at most 50): ' +
        'trips with purpose tax_home_visit, and expenses and tax home documents naming the home city. ' +
        'Confirm one with POST /tax-home-visits (arrived and left its date, with its evidence ids).',
    }),
    tripsHomeThisYear: z.int(),
  })
  .meta({
    id: 'VisitSuggestions',
    examples: [
      {
        lastVisit: '2026-09-14',
        suggestions: [
          {
            date: '2026-11-08',
            mileage_trip_id: 41,
            expense_id: null,
            tax_home_doc_id: null,
            found: ['Trip home, 212 miles to Omaha, NE'],
          },
        ],
        tripsHomeThisYear: 4,
      },
    ],
  });

const spanOf = (v: { arrived: Date; left: Date }) => ({ arrived: dateOut(v.arrived), left: dateOut(v.left) });

/** Visits and distinct days at home per year, over the current tax home's live visits. */
export async function visitSummaryView(ctx: Ctx): Promise<z.infer<typeof visitSummaryResponse>> {
  const home = await currentTaxHome(ctx);
  if (!home) return { lastVisit: null, years: [] };
  const visits = await ctx.db.taxHomeVisit.findMany({
    where: { user_id: ctx.userId, tax_home_id: home.id },
    select: { arrived: true, left: true },
  });
  return { lastVisit: dateOut(home.last_visit_date), years: visitsByYear(visits.map(spanOf)) };
}

const names = (city: string) => ({ contains: city.trim(), mode: 'insensitive' as const });

/** The records that place the worker at home, minus those a live visit already cites or covers. */
export async function visitSuggestionsView(ctx: Ctx): Promise<z.infer<typeof visitSuggestionsResponse>> {
  const today = todayOf(ctx.now);
  const home = await currentTaxHome(ctx);
  if (!home) return { lastVisit: null, suggestions: [], tripsHomeThisYear: 0 };
  const mine = { user_id: ctx.userId, date: { lte: dateIn(today) } };
  const [trips, expenses, docs, visits] = await Promise.all([
    ctx.db.mileageTrip.findMany({
      where: { ...mine, purpose: 'tax_home_visit' },
      select: { id: true, date: true, miles: true, destination: true },
    }),
    // An expense at home: one not tied to an assignment whose description names the home city.
    ctx.db.expense.findMany({
      where: { ...mine, assignment_id: null, description: names(home.city) },
      select: { id: true, date: true, description: true },
    }),
    ctx.db.taxHomeDoc.findMany({
      where: { ...mine, title: names(home.city) },
      select: { id: true, date: true, title: true },
    }),
    ctx.db.taxHomeVisit.findMany({
      where: { user_id: ctx.userId },
      select: { arrived: true, left: true, mileage_trip_id: true, expense_id: true, tax_home_doc_id: true },
    }),
  ]);
  const candidates: VisitCandidate[] = [
    ...trips.map((t) => ({
      source: 'trip' as const,
      id: t.id,
      date: dateOut(t.date),
      label: `Trip home, ${t.miles} miles${t.destination ? ` to ${t.destination}` : ''}`,
    })),
    ...expenses.map((e) => ({
      source: 'expense' as const,
      id: e.id,
      date: dateOut(e.date),
      label: `Expense: ${e.description}`,
    })),
    ...docs.map((d) => ({
      source: 'document' as const,
      id: d.id,
      date: dateOut(d.date),
      label: `Document: ${d.title}`,
    })),
  ];
  const year = today.slice(0, 4);
  return {
    lastVisit: dateOut(home.last_visit_date),
    suggestions: visitSuggestions(
      candidates,
      visits.map((v) => ({ ...v, ...spanOf(v) })),
      today,
    ),
    tripsHomeThisYear: trips.filter((t) => dateOut(t.date).startsWith(year)).length,
  };
}

/**
 * One click on a suggestion: the day becomes a one-day visit citing the records found on it (read again
 * here, not taken from the client). A day no longer suggested (a second click) writes nothing: false.
 */
export async function confirmSuggestedVisit(ctx: Ctx, date: string): Promise<boolean> {
  const { suggestions } = await visitSuggestionsView(ctx);
  const found = suggestions.find((s) => s.date === date);
  if (!found) return false;
  const { mileage_trip_id, expense_id, tax_home_doc_id } = found;
  await createRecord(taxHomeVisitResource, ctx, {
    arrived: date,
    left: date,
    mileage_trip_id,
    expense_id,
    tax_home_doc_id,
  });
  return true;
}
