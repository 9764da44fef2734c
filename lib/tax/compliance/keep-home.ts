// Keep the tax home? The year's cost of keeping it against the tax it saves (issue 18, issue 38; docs/tax-method.md
// §11). The cost that buys the tax-free stipends is the duplicated expense (Rev. Rul. 73-529, factor 2; Pub. 463):
// the rent or mortgage and the home's other costs for the days the worker was away on assignment, and the visits'
// mileage at the IRS business rate (a stand-in for the real cost of driving there; IRS Notice 2025-5 and its
// successors, lib/tax/law/mileage.ts). The months she lives at home are her living costs, not a cost of keeping a
// tax home, so a month is charged by its share of days away: round(the month's cost × days away / days in the
// month). A month's cost is what is recorded for it, plus the home's monthly rent or mortgage when no rent or
// mortgage is recorded that month (a worker who never itemizes her rent is not counted as keeping the home for
// free). Saving: the engine's total tax for the year computed without a tax home (every W-2 stipend is then
// wages, §2) less the total tax computed with it.
import { MS_PER_DAY } from '@/lib/core/dates';
import { dayNumber } from '@/lib/tax/engine/calendar';
import { mulDivRound, usd } from '@/lib/tax/engine/money';
import { roundHalfAway } from './mileage';

export interface KeepHomeInput {
  year: number;
  /** The tax home's costs recorded for each month of the year (1-12), cents; a month absent has none. */
  recordedByMonth: Readonly<Partial<Record<number, number>>>;
  /** Months (1-12) with a rent or mortgage cost recorded. */
  rentRecordedMonths: readonly number[];
  /** The tax home's monthly rent or mortgage (cents), counted in a month with none recorded. */
  monthlyRent: number;
  /** The year's assignments away from the tax home (YYYY-MM-DD, both days included). */
  away: ReadonlyArray<{ start_date: string; end_date: string }>;
  /** Miles of the year's tax_home_visit trips per mileage rate period, with the period's cents per mile. */
  visitMiles: ReadonlyArray<{ miles: number; centsPerMile: number }>;
  taxWithHome: number;
  taxWithoutHome: number;
}

export interface KeepHomeBalance {
  year: number;
  /** The recorded tax home costs of the days away: each month's recorded costs × its share of days away. */
  homeCosts: number;
  /** Months with days away and no rent or mortgage recorded, counted at the home's monthly rent. */
  rentMonths: number;
  /** The monthly rent or mortgage of those months × each one's share of days away, cents. */
  rentFromHome: number;
  visitMiles: number;
  visitMileageCost: number;
  /** homeCosts + rentFromHome + visitMileageCost. */
  costOfKeeping: number;
  /** What the cost counts, in words. */
  note: string;
  taxWithHome: number;
  taxWithoutHome: number;
  /** taxWithoutHome − taxWithHome. */
  taxSaved: number;
  /** taxSaved − costOfKeeping: positive when the home paid for itself. */
  net: number;
  summary: string;
}

/** Made once: toLocaleString with a locale builds a formatter per call (a sixth of the cost-benefit's CPU). */
const MILES = new Intl.NumberFormat('en-US');
const dollars = (cents: number) => usd(Math.abs(cents));

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Distinct days of each month of `year` (index 0 = January) inside any of the spans. */
export function awayDaysByMonth(
  year: number,
  spans: ReadonlyArray<{ start_date: string; end_date: string }>,
): number[] {
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  const covered = new Set<number>();
  for (const s of spans) {
    for (let d = Math.max(first, dayNumber(s.start_date)); d <= Math.min(last, dayNumber(s.end_date)); d++) {
      covered.add(d);
    }
  }
  const months = Array.from({ length: 12 }, () => 0);
  for (const d of covered) {
    const month = new Date(d * MS_PER_DAY).getUTCMonth();
    months[month] = (months[month] ?? 0) + 1;
  }
  return months;
}

export function keepHomeBalance(input: KeepHomeInput): KeepHomeBalance {
  const visitMiles = input.visitMiles.reduce((a, p) => a + p.miles, 0);
  // Rounded once per rate period, as the mileage deduction is (docs/tax-method.md §5).
  const visitMileageCost = input.visitMiles.reduce((a, p) => a + roundHalfAway(p.miles * p.centsPerMile), 0);
  const days = awayDaysByMonth(input.year, input.away);
  const rented = new Set(input.rentRecordedMonths);
  let homeCosts = 0;
  let rentFromHome = 0;
  let rentMonths = 0;
  days.forEach((away, i) => {
    const month = i + 1;
    if (away === 0) return;
    const inMonth = daysInMonth(input.year, month);
    homeCosts += mulDivRound(input.recordedByMonth[month] ?? 0, away, inMonth);
    if (!rented.has(month) && input.monthlyRent > 0) {
      rentMonths += 1;
      rentFromHome += mulDivRound(input.monthlyRent, away, inMonth);
    }
  });
  const awayDays = days.reduce((a, d) => a + d, 0);
  const costOfKeeping = homeCosts + rentFromHome + visitMileageCost;
  const parts = [
    `your home’s costs for the ${awayDays} day${awayDays === 1 ? '' : 's'} you were away on assignment: ` +
      `${dollars(homeCosts)} of the costs you recorded` +
      (rentFromHome > 0
        ? ` and ${dollars(rentFromHome)} of your monthly rent or mortgage of ${dollars(input.monthlyRent)} ` +
          `for the ${rentMonths} month${rentMonths === 1 ? '' : 's'} with none recorded`
        : ''),
    `${MILES.format(visitMiles)} miles of trips home at the IRS rate (${dollars(visitMileageCost)})`,
  ];
  const note =
    `Counted: ${parts.join('; ')}. The days you live at home are your living costs, not the cost of keeping ` +
    'a tax home, so they are not counted.';
  const taxSaved = input.taxWithoutHome - input.taxWithHome;
  const net = taxSaved - costOfKeeping;
  const summary =
    taxSaved === 0
      ? `Your tax home saved no tax in ${input.year}: no stipend depends on it.`
      : net >= 0
        ? `Keeping your home saved you ${dollars(net)} in ${input.year}: ${dollars(taxSaved)} of tax saved, less ${dollars(costOfKeeping)} to keep it while you were away.`
        : `Keeping your home cost you ${dollars(net)} more than it saved in ${input.year}: ${dollars(taxSaved)} of tax saved against ${dollars(costOfKeeping)} to keep it while you were away.`;
  return {
    year: input.year,
    homeCosts,
    rentMonths,
    rentFromHome,
    visitMiles,
    visitMileageCost,
    costOfKeeping,
    note,
    taxWithHome: input.taxWithHome,
    taxWithoutHome: input.taxWithoutHome,
    taxSaved,
    net,
    summary,
  };
}
