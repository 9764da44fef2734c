import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, todayOf } from '@/lib/core/dates';
import type { HouseholdProfile } from '@/lib/generated/prisma/client';
import { householdInput, payFrequencyOf, priorYearEntered } from '@/lib/records/household/service';
import {
  computeYear,
  estimatedTaxDueDates,
  filingYear,
  priorYearOf,
  stateEstimatedDueDates,
  yearFederal,
  type DatedPayment,
  type FilingYear,
  type PaymentsInput,
  type PriorYearInput,
  type YearResult,
} from '@/lib/tax/engine';
import { priorYearBasis } from '@/lib/tax/engine/filing/prior-year';
import type { HouseholdInput } from '@/lib/tax/engine/household';
import type { StateCode } from '@/lib/tax/law/types';
import {
  datedPayments,
  NO_PAYMENTS,
  paymentsFrom,
  reportedOvertimeOf,
  saltPaidFrom,
  type PaymentRows,
} from './payments';
import { NO_COSTS, yearInputFrom, type UserRecords } from './year';
import { loadYears, type LoadedYears, type LoadOptions } from './years';

// The filing year of one user and year (docs/tax-method.md §11), built once per view from one statement: the
// year's records, its payments with their paid dates, the household with last year's figures as entered, and
// the app's own computation of last year. Every surface that speaks of the year's returns (the tax estimate,
// state income, profitability, the dashboard, the calendar feed, the audit packet, the notifications) reads
// this one bundle, so none applies a rule of its own.

/** What the year's views read: the engine's year, its payments, last year and the model. */
export interface FilingBundle {
  year: number;
  records: UserRecords;
  result: YearResult;
  household: HouseholdProfile | null;
  paymentRows: PaymentRows;
  /** Withholding by box, estimated payments and local withholding by line (the settlement's input). */
  payments: PaymentsInput;
  /** What the payments assume, in plain words (a projected pay stub, a locality that matches no line). */
  paymentNotes: string[];
  /** Each estimated payment on its paid date (undated: its quarter's due date). */
  estimatedPayments: Array<{ state: StateCode | null; payment: DatedPayment }>;
  /** The last year the safe harbor rests on (entered, or the app's own full year); null: none. */
  priorFigure: { tax: number; agi: number } | null;
  filing: FilingYear;
}

/** The earliest day the app's records reach: the first day of the earliest assignment (any year). */
function recordsFromOf(records: UserRecords): string | null {
  const first = records.assignments.reduce<Date | null>(
    (min, a) => (min === null || a.start_date < min ? a.start_date : min),
    null,
  );
  return dateOut(first);
}

/**
 * The app's own computation of last year (priorYearOf: its tax after credits and AGI), when it has any
 * record of it: an assignment in it, or records that reach back to its January (a year with no work counts).
 */
function priorYearInput(ctx: Ctx, year: number, loaded: LoadedYears): PriorYearInput | null {
  const last = year - 1;
  const household = loaded.households.get(last) ?? null;
  const input = yearInputFrom(
    ctx,
    last,
    loaded.records,
    loaded.costs.get(last) ?? NO_COSTS,
    household,
    loaded.reportedOvertime.get(last),
  );
  const recordsFrom = recordsFromOf(loaded.records);
  const covers = recordsFrom !== null && recordsFrom <= `${last}-01-31`;
  if (input.assignments.length === 0 && !covers) return null;
  const prior = priorYearOf({ federal: yearFederal(input) });
  return { tax: prior.tax, agi: prior.agi, recordsFrom, household: input.household !== undefined };
}

/** The due dates an undated estimated payment of `state` (null: federal) is credited on. */
function dueDatesOf(year: number) {
  return (state: StateCode | null) =>
    (state && stateEstimatedDueDates(state, year)) || estimatedTaxDueDates(year);
}

/** The year's household for the model: the return's household and last year's figures as entered. */
function householdOf(row: HouseholdProfile | null): HouseholdInput | undefined {
  const entered = { ...householdInput(row), ...priorYearEntered(row) };
  return Object.keys(entered).length > 0 ? entered : undefined;
}

/** The bundle from rows already read (the year and the one before it, with the year's payments). */
export function filingBundleFrom(ctx: Ctx, year: number, loaded: LoadedYears): FilingBundle {
  const paymentRows = loaded.payments ?? NO_PAYMENTS;
  const household = loaded.households.get(year) ?? null;
  const homeState = (loaded.records.home?.state as StateCode | undefined) ?? null;
  const result = computeYear(
    yearInputFrom(
      ctx,
      year,
      loaded.records,
      loaded.costs.get(year) ?? NO_COSTS,
      household,
      reportedOvertimeOf(paymentRows),
      household ? saltPaidFrom(year, paymentRows, household, homeState) : undefined,
    ),
  );
  const assembled = paymentsFrom(result, paymentRows, household);
  const estimatedPayments = datedPayments(paymentRows, dueDatesOf(year));
  const entered = householdOf(household);
  // Last year's figures as entered are the safe harbor's basis (priorYearBasis): the app's own computation of
  // last year, about an eighth of this function's work, is made only when they are not.
  const priorYear =
    entered?.priorYearTotalTax !== undefined && entered.priorYearAgi !== undefined
      ? null
      : priorYearInput(ctx, year, loaded);
  // How often the worker is paid, as entered in the household; not entered: the model counts weekly and says so.
  const payFrequency = payFrequencyOf(household?.pay_frequency);
  const filing = filingYear({
    year: result,
    payments: assembled.payments,
    ...(entered ? { household: entered } : {}),
    estimatedPayments,
    priorYear,
    ...(payFrequency ? { payFrequency } : {}),
    today: todayOf(ctx.now),
  });
  const { prior } = priorYearBasis(year, result.filingStatus, entered, priorYear);
  return {
    year,
    records: loaded.records,
    result,
    household,
    paymentRows,
    payments: assembled.payments,
    paymentNotes: assembled.notes,
    estimatedPayments,
    priorFigure: prior,
    filing,
  };
}

/** The filing year of `year`, from one statement (the year, the year before it and the year's payments). */
export async function loadFilingYear(
  ctx: Ctx,
  year: number,
  opts: Pick<LoadOptions, 'extra'> = {},
): Promise<FilingBundle & { loaded: LoadedYears }> {
  const loaded = await loadYears(ctx, [year, year - 1], { ...opts, payments: year });
  return { ...filingBundleFrom(ctx, year, loaded), loaded };
}
