import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { todayOf } from '@/lib/core/dates';
import { locationDurations, mileageSummary } from '@/lib/tax/compliance';
import { requirePro } from '@/lib/account/users/plan';
import { taxEstimateOf } from './estimate';
import { assignmentInputs } from './load/year';
import { loadFilingYear } from './load/filing';
import { loadUserRecords } from './load/years';
import { profitabilityReport } from './profitability';
import { stateIncomeOf } from './state-income';
import { tripSumsByMonth } from './load/sums';

// The computed views: each loads with one statement, then runs the pure engine. Every view that speaks of the
// year's returns reads the one filing year (./load/filing.ts, docs/tax-method.md §11).

/** The API's body; the Profitability page shows the same report with its GSA checks and notes. */
export async function profitabilityView(ctx: Ctx, year: number) {
  return (await profitabilityReport(ctx, year)).view;
}

export async function stateIncomeView(ctx: Ctx, year: number) {
  return (await stateIncomeReport(ctx, year)).view;
}

/** The State income page: the API's body, and every line of the filing year for its filing order. */
export async function stateIncomeReport(ctx: Ctx, year: number) {
  requirePro(ctx);
  const bundle = await loadFilingYear(ctx, year);
  return { view: stateIncomeOf(bundle), governments: bundle.filing.governments };
}

/** GET /filing-year (Pro): the year's returns, government by government (docs/tax-method.md §11). */
export async function filingYearView(ctx: Ctx, year: number) {
  requirePro(ctx);
  return (await loadFilingYear(ctx, year)).filing;
}

/**
 * The year's estimate (docs/tax-method.md §9, §11) and its answer, per government: what is still owed or comes
 * back, from the withholding and estimated payments entered, and which returns to file. Last year's figures
 * for the safe harbor: those entered on the household, else the app's own full year.
 */
export async function taxEstimateView(ctx: Ctx, year: number) {
  requirePro(ctx);
  return taxEstimateOf(ctx, await loadFilingYear(ctx, year));
}

export async function mileageSummaryView(ctx: Ctx, year: number) {
  // Summed by month, purpose and rate period in the database (./sums.ts): all the summary reads.
  const buckets = await tripSumsByMonth(ctx, year);
  return mileageSummary({ year, today: todayOf(ctx.now), buckets });
}

/**
 * Days per place in the rolling 24 months. One statement brings every live assignment, oldest first, with
 * the user's row (./load-years.ts); locationDurations leaves out the days outside the window. Read through
 * Prisma after the user's row, it was two round trips and the mapping of every column: 1.54 ms of server
 * CPU a request for the heavy user, the most of any read (issue 19's bench).
 */
export async function locationDurationsView(ctx: Ctx) {
  const { assignments } = await loadUserRecords(ctx);
  return locationDurations(assignmentInputs(assignments), todayOf(ctx.now));
}
