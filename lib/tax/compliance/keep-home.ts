// Keep the tax home? The year's cost of keeping it against the tax it saves (issue 18). Cost: the home's
// recorded costs and the visits' mileage at the IRS business rate (a stand-in for the real cost of driving
// there; IRS Notice 2025-5 and its successors set the rate, lib/tax/law/mileage.ts). Saving: the engine's
// total tax for the year computed without a tax home (every W-2 stipend is then wages, docs/tax-method.md
// §2) less the total tax computed with it. Rent or mortgage: what is recorded as tax home costs, and for each
// month of the year so far with no rent or mortgage cost recorded, the monthly rent or mortgage entered on the
// tax home (so a worker who never itemises her rent is not counted as keeping the home for free).
import { usd } from '@/lib/tax/engine/money';
import { roundHalfAway } from './mileage';

export interface KeepHomeInput {
  year: number;
  /** The year's recorded tax home costs, cents. */
  homeCosts: number;
  /** Miles of the year's tax_home_visit trips per mileage rate period, with the period's cents per mile. */
  visitMiles: ReadonlyArray<{ miles: number; centsPerMile: number }>;
  taxWithHome: number;
  taxWithoutHome: number;
  /** The tax home's monthly rent or mortgage (cents), counted for `months` months with none recorded. */
  rent?: { monthly: number; months: number };
}

export interface KeepHomeBalance {
  year: number;
  homeCosts: number;
  /** Months of the year so far with no rent or mortgage recorded, counted at the home's monthly rent. */
  rentMonths: number;
  /** rentMonths × the tax home's monthly rent or mortgage, cents. */
  rentFromHome: number;
  visitMiles: number;
  visitMileageCost: number;
  /** homeCosts + visitMileageCost. */
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

export function keepHomeBalance(input: KeepHomeInput): KeepHomeBalance {
  const visitMiles = input.visitMiles.reduce((a, p) => a + p.miles, 0);
  // Rounded once per rate period, as the mileage deduction is (docs/tax-method.md §5).
  const visitMileageCost = input.visitMiles.reduce((a, p) => a + roundHalfAway(p.miles * p.centsPerMile), 0);
  const rentMonths = input.rent && input.rent.monthly > 0 ? input.rent.months : 0;
  const rentFromHome = rentMonths * (input.rent?.monthly ?? 0);
  const costOfKeeping = input.homeCosts + rentFromHome + visitMileageCost;
  const parts = [`${dollars(input.homeCosts)} of tax home costs you recorded`];
  if (rentFromHome > 0) {
    parts.push(
      `your monthly rent or mortgage of ${dollars(input.rent?.monthly ?? 0)} for the ${rentMonths} month${rentMonths === 1 ? '' : 's'} with none recorded (${dollars(rentFromHome)})`,
    );
  }
  parts.push(
    `${MILES.format(visitMiles)} miles of trips home at the IRS rate (${dollars(visitMileageCost)})`,
  );
  const note = `Counted: ${parts.join(', ')}.`;
  const taxSaved = input.taxWithoutHome - input.taxWithHome;
  const net = taxSaved - costOfKeeping;
  const summary =
    taxSaved === 0
      ? `Your tax home saved no tax in ${input.year}: no stipend depends on it.`
      : net >= 0
        ? `Keeping your home saved you ${dollars(net)} in ${input.year}: ${dollars(taxSaved)} of tax saved, less ${dollars(costOfKeeping)} to keep it.`
        : `Keeping your home cost you ${dollars(net)} more than it saved in ${input.year}: ${dollars(taxSaved)} of tax saved against ${dollars(costOfKeeping)} to keep it.`;
  return {
    year: input.year,
    homeCosts: input.homeCosts,
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
