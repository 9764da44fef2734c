import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { todayOf } from '@/lib/core/dates';
import { locationDurations, mileageSummary } from '@/lib/tax/compliance';
import { computeYear, priorYearOf, stateIncome, taxEstimate, yearFederal } from '@/lib/tax/engine';
import { requirePro } from '@/lib/account/users/plan';
import { auditFrom, recordCounts } from './audit';
import { assignmentInputs, NO_COSTS, yearInputFrom } from './load/year';
import { loadUserRecords, loadYearInput, loadYears } from './load/years';
import type { StateCode } from '@/lib/tax/law/types';
import {
  NO_PAYMENTS,
  federalQuarters,
  paymentsFrom,
  reportedOvertimeOf,
  saltPaidFrom,
} from './load/payments';
import { profitabilityReport } from './profitability';
import { federalReturnOf, settle } from './settlement';
import { tripSumsByMonth } from './load/sums';
import { withFields } from '@/lib/core/with-fields';

// The computed views: each loads with a few queries, then runs the pure engine.

/** The API's body; the Profitability page shows the same report with its GSA checks and notes. */
export async function profitabilityView(ctx: Ctx, year: number) {
  return (await profitabilityReport(ctx, year)).view;
}

export async function stateIncomeView(ctx: Ctx, year: number) {
  requirePro(ctx);
  return stateIncome(computeYear(await loadYearInput(ctx, year)));
}

/**
 * The year's estimate (docs/tax-method.md §9) and its answer: what is still owed or comes back, federal
 * and per state, from the withholding and estimated payments entered (tax method v3). The prior year sets
 * the 1040-ES prior-year figure when it has data (a non-deleted assignment overlapping it): its federal
 * income tax + SE tax and its AGI.
 */
export async function taxEstimateView(ctx: Ctx, year: number) {
  requirePro(ctx);
  // One statement reads the tax home, the assignments, the households, the costs of both years and the
  // year's payments.
  const loaded = await loadYears(ctx, [year, year - 1], { payments: year });
  const paymentRows = loaded.payments ?? NO_PAYMENTS;
  const { records, households } = loaded;
  const household = households.get(year) ?? null;
  const costs = loaded.costs.get(year) ?? NO_COSTS;
  const priorCosts = loaded.costs.get(year - 1) ?? NO_COSTS;
  const home = (records.home?.state as StateCode | undefined) ?? null;
  const result = computeYear(
    yearInputFrom(
      ctx,
      year,
      records,
      costs,
      household,
      reportedOvertimeOf(paymentRows),
      household ? saltPaidFrom(year, paymentRows, household, home) : undefined,
    ),
  );
  const priorInput = yearInputFrom(ctx, year - 1, records, priorCosts, households.get(year - 1) ?? null);
  let priorYear: { federalTax: number; agi: number } | null = null;
  let priorReturn: { tax: number; agi: number } | null = null;
  if (priorInput.assignments.length > 0) {
    // Only its federal return: the states' and local taxes enter it only through a household's itemizing.
    const federal = yearFederal(priorInput);
    priorYear = { federalTax: federal.federalTax + federal.se.total, agi: federal.agi };
    priorReturn = priorYearOf({ federal });
  }
  const estimate = taxEstimate(result, {
    payments: federalQuarters(paymentRows),
    priorYear,
  });
  const { payments, notes } = paymentsFrom(result, paymentRows, household);
  const { settlement, withholdingCheck } = settle(result, payments, { priorYear: priorReturn });
  return withFields(estimate, {
    notes: [...estimate.notes, ...notes],
    federalReturn: federalReturnOf(result),
    settlement,
    withholdingCheck,
    auditReadiness: auditFrom(ctx, records.home, records.assignments, recordCounts(ctx)),
  });
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
