import 'server-only';
import { live, ownLive } from '@/lib/providers/db/soft-delete';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { todayOf } from '@/lib/core/dates';
import { sameType } from '@/lib/core/same-type';
import {
  MAX_SUGGESTIONS,
  visitsByYear,
  visitSuggestions,
  type SuggestedVisit,
  type VisitCandidate,
  type VisitRecord,
  type VisitYear,
} from '@/lib/tax/compliance';
import { Prisma } from '@/lib/generated/prisma/client';
import { readRowsWithUser } from '@/lib/account/users/first-read';
import { createRecord } from '@/lib/records/service';
import { taxHomeVisitResource } from '@/lib/records/visits/resource';
import { currentHomeFrom } from '@/lib/views/load/years';
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

/**
 * Visits and distinct days at home per year, over the current tax home's live visits. One statement
 * (with the user's row, lib/account/users/first-read.ts) reads the current home (currentHomeFrom)
 * and its visits as one JSON array, dates in JSON's own ISO form: it was three round trips (the user, the
 * home, the visits).
 */
export async function visitSummaryView(ctx: Ctx): Promise<z.infer<typeof visitSummaryResponse>> {
  const user = ctx.userId;
  const [row] = await readRowsWithUser<{ home: string | null }>(
    ctx,
    Prisma.sql`
    SELECT (SELECT json_build_array(h."last_visit_date",
                     (SELECT coalesce(json_agg(json_build_array(v."arrived", v."left")), '[]')
                        FROM "tax_home_visits" v
                       WHERE v."user_id" = ${user} AND v."tax_home_id" = h."id" AND ${live('v')}))::text
              ${currentHomeFrom(user)}) AS home`,
  );
  if (!row?.home) return { lastVisit: null, years: [] };
  const [lastVisit, visits] = JSON.parse(row.home) as [string | null, [string, string][]];
  return { lastVisit, years: visitsByYear(visits.map(([arrived, left]) => ({ arrived, left }))) };
}

interface SuggestionRow {
  home: string | null;
  candidates: string;
  visits: string;
  trips_this_year: number;
}

/** A candidate as the statement reads it: [source, id, date, miles (trips), text]. */
type CandidateRow = [VisitCandidate['source'], number, string, number | null, string];

function labelOf([source, , , miles, text]: CandidateRow): string {
  if (source === 'trip') return `Trip home, ${miles ?? 0} miles${text ? ` to ${text}` : ''}`;
  return source === 'expense' ? `Expense: ${text}` : `Document: ${text}`;
}

/**
 * The rule's two filters on a candidate row `alias` (visitSuggestions): no live visit cites it as evidence
 * (`evidence`, the visit's column for its kind) and none covers its day. Names are the statement's own.
 */
function notYetAVisit(alias: 't' | 'e' | 'd', evidence: Exclude<keyof VisitRecord, 'arrived' | 'left'>) {
  return Prisma.raw(
    `NOT EXISTS (SELECT 1 FROM visits v WHERE v."${evidence}" = ${alias}."id")
         AND NOT EXISTS (SELECT 1 FROM visits v WHERE v."arrived" <= ${alias}."date" AND ${alias}."date" <= v."left")`,
  );
}

/**
 * The records that place the worker at home, minus those a live visit already cites or covers, in one
 * statement. The database applies the rule's own filters (visitSuggestions: up to today, not cited, not
 * covered) and keeps only the candidates of the newest MAX_SUGGESTIONS days, so a worker with years of trips
 * home reads a page of them, not all (issue 19: 25 ms of CPU a request for the benchmark's heavy user, read
 * whole through Prisma). visitSuggestions then makes the suggestions from them as before;
 * tests/api/visit-suggestions.test.ts holds the answer to the rule over every record.
 */
export async function visitSuggestionsView(ctx: Ctx): Promise<z.infer<typeof visitSuggestionsResponse>> {
  const today = todayOf(ctx.now);
  const user = ctx.userId;
  // An expense at home is one tied to no assignment whose description names the home city; a document,
  // one whose title does (case aside). The city is an ILIKE pattern (its own `%`, `_` and `\` escaped; ILIKE
  // compares lower() of both sides), which for expenses the trigram index of their descriptions answers.
  // Trips home have an index of their own (migration 20261129090000_visit_suggestion_indexes).
  // Trips and documents are read where they are used (NOT MATERIALIZED): the newest days of the three
  // sources together are among each one's own newest days, which an index read backward finds without
  // reading the rest. The expenses are read once (MATERIALIZED), through the trigram index: otherwise the
  // generic plan (plan_cache_mode) read every unassigned expense backward by date, hoping to meet 50 days
  // early. For the heavy user (none of 2,851 names the city) the statement went from 11.1 to 1.9 ms on a
  // PostgreSQL server, and the view from 21 to 11 ms in the embedded database.
  const [row] = await readRowsWithUser<SuggestionRow>(
    ctx,
    Prisma.sql`
    WITH home AS (
      SELECT h."last_visit_date",
             '%' || replace(replace(replace(trim(h."city"), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' AS pattern
        ${currentHomeFrom(user)}),
    visits AS (
      SELECT v."arrived", v."left", v."mileage_trip_id", v."expense_id", v."tax_home_doc_id"
        FROM "tax_home_visits" v WHERE ${ownLive(user, 'v')}),
    trips AS NOT MATERIALIZED (
      SELECT 'trip' AS source, t."id", t."date", t."miles", t."destination" AS text
        FROM "mileage_trips" t
       WHERE ${ownLive(user, 't')} AND t."date" <= ${today}::date
         AND t."purpose" = 'tax_home_visit' AND EXISTS (SELECT 1 FROM home)
         AND ${notYetAVisit('t', 'mileage_trip_id')}),
    spent AS MATERIALIZED (
      SELECT 'expense' AS source, e."id", e."date", NULL::int AS miles, e."description" AS text
        FROM "expenses" e JOIN home h ON e."description" ILIKE h.pattern
       WHERE ${ownLive(user, 'e')} AND e."date" <= ${today}::date
         AND e."assignment_id" IS NULL
         AND ${notYetAVisit('e', 'expense_id')}),
    filed AS NOT MATERIALIZED (
      SELECT 'document' AS source, d."id", d."date", NULL::int AS miles, d."title" AS text
        FROM "tax_home_docs" d JOIN home h ON d."title" ILIKE h.pattern
       WHERE ${ownLive(user, 'd')} AND d."date" <= ${today}::date
         AND ${notYetAVisit('d', 'tax_home_doc_id')}),
    days AS (
      SELECT DISTINCT "date" FROM (
        (SELECT DISTINCT "date" FROM trips ORDER BY "date" DESC LIMIT ${MAX_SUGGESTIONS})
        UNION ALL (SELECT DISTINCT "date" FROM spent ORDER BY "date" DESC LIMIT ${MAX_SUGGESTIONS})
        UNION ALL (SELECT DISTINCT "date" FROM filed ORDER BY "date" DESC LIMIT ${MAX_SUGGESTIONS})) d
      ORDER BY "date" DESC LIMIT ${MAX_SUGGESTIONS})
    SELECT
      (SELECT json_build_object('lastVisit', to_char(h."last_visit_date", 'YYYY-MM-DD'))::text
         FROM home h) AS home,
      (SELECT coalesce(json_agg(json_build_array(o.source, o."id", to_char(o."date", 'YYYY-MM-DD'), o."miles", o.text)), '[]')::text
         FROM (SELECT * FROM trips UNION ALL SELECT * FROM spent UNION ALL SELECT * FROM filed) o
        WHERE o."date" >= (SELECT min("date") FROM days)) AS candidates,
      (SELECT coalesce(json_agg(json_build_object(
          'arrived', to_char(v."arrived", 'YYYY-MM-DD'), 'left', to_char(v."left", 'YYYY-MM-DD'),
          'mileage_trip_id', v."mileage_trip_id", 'expense_id', v."expense_id",
          'tax_home_doc_id', v."tax_home_doc_id")), '[]')::text FROM visits v) AS visits,
      (SELECT count(*)::int FROM "mileage_trips" t
        WHERE ${ownLive(user, 't')} AND t."purpose" = 'tax_home_visit'
          AND t."date" >= ${`${today.slice(0, 4)}-01-01`}::date AND t."date" <= ${today}::date) AS trips_this_year`,
  );
  const home = row?.home ? (JSON.parse(row.home) as { lastVisit: string | null }) : null;
  if (!row || !home) return { lastVisit: null, suggestions: [], tripsHomeThisYear: 0 };
  const candidates = (JSON.parse(row.candidates) as CandidateRow[]).map((c): VisitCandidate => ({
    source: c[0],
    id: c[1],
    date: c[2],
    label: labelOf(c),
  }));
  return {
    lastVisit: home.lastVisit,
    suggestions: visitSuggestions(candidates, JSON.parse(row.visits) as VisitRecord[], today),
    tripsHomeThisYear: row.trips_this_year,
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
