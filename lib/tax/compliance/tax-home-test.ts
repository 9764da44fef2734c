// The IRS's own test of a tax home: Rev. Rul. 73-529 (1973-2 C.B. 37), restated in IRS Publication 463
// (2024), chapter 1, "Tax Home" → "No main place of business or work". A worker whose work moves from place to
// place has a tax home at a regular place of abode only when the three factors below are weighed:
//   (1) you perform part of your business in the vicinity of the claimed abode and use it for lodging while
//       doing business there;
//   (2) your living expenses at the claimed abode are duplicated because your business requires you to be
//       away from it;
//   (3) you haven't abandoned the area of your historical place of lodging and claimed abode; a member of
//       your family lives there; or you often use the claimed abode for lodging.
// All three: a tax home. Two: decided on all the facts and circumstances. One or none: itinerant (no tax home:
// "you are considered an itinerant ... your tax home is wherever you work", so stipends are wages).
// Pure: `today` is a parameter; the caller loads the records.
import { formatDate } from '@/lib/core/dates';
import { NEAR_HOME_MILES, TAX_HOME_TEST } from '@/lib/tax/law/tax-home';
import type { AuditTaxHome } from './audit';
import { diffDays, subtractYears } from './dates';
import { recentVisits, type VisitSpan } from './visits';
import { withFields } from '@/lib/core/with-fields';

export const TAX_HOME_FACTORS = ['work_near_home', 'duplicated_expenses', 'not_abandoned'] as const;
export type TaxHomeFactorKey = (typeof TAX_HOME_FACTORS)[number];
export type TaxHomeVerdict = 'tax_home' | 'facts_and_circumstances' | 'itinerant';

/** The thresholds of the three factors: no ruling sets them, the app's readings (lib/tax/law/tax-home.ts). */
const VICINITY_MILES = NEAR_HOME_MILES;
const {
  workNearHomeMonths: WORK_NEAR_HOME_MONTHS,
  oftenLodgedDays: OFTEN_LODGED_DAYS,
  minTies: MIN_TIES,
} = TAX_HOME_TEST;

export interface TaxHomeTestInput {
  today: string;
  /** The audit criteria's facts of the home, and its city (work in the same city is work near it). */
  taxHome: (AuditTaxHome & { city: string }) | null;
  /** doc_type of each live document of the tax home. */
  docTypes: readonly string[];
  /** Live tax home costs recorded (rent, utilities...). */
  costCount: number;
  /** The home's live visits (factor 3's "often use the claimed abode for lodging"); none when absent. */
  visits?: readonly VisitSpan[];
  /** Live assignments with their distance from the home (null when either ZIP is unknown). */
  assignments: ReadonlyArray<{
    location: string;
    state: string;
    start_date: string;
    end_date: string;
    milesFromHome: number | null;
  }>;
}

export interface TaxHomeFactor {
  key: TaxHomeFactorKey;
  label: string;
  /** The ruling's words in plain English. */
  law: string;
  met: boolean;
  evidence: string[];
  missing: string[];
}

export interface TaxHomeTest {
  verdict: TaxHomeVerdict;
  factorsMet: number;
  factors: TaxHomeFactor[];
  /** What would move the verdict up (empty at "tax_home"). */
  toImprove: string[];
}

const FACTOR_LABEL: Record<TaxHomeFactorKey, string> = {
  work_near_home: 'You work near your home',
  duplicated_expenses: 'You pay for your home while away',
  not_abandoned: 'You have not left your home area',
};
const FACTOR_LAW: Record<TaxHomeFactorKey, string> = {
  work_near_home: 'You do part of your work in the area of your home and sleep there while you do.',
  duplicated_expenses: 'Your costs at home go on while you work away, so you pay for two places.',
  not_abandoned:
    'You still live there in the ways that count: you go back often, or your family, your vote, your license, your car and your mail are there.',
};

const about = (key: TaxHomeFactorKey) => ({ key, label: FACTOR_LABEL[key], law: FACTOR_LAW[key] });

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const has = (docs: readonly string[], ...types: string[]) => docs.some((d) => types.includes(d));

function workNearHome(
  input: TaxHomeTestInput,
  home: NonNullable<TaxHomeTestInput['taxHome']>,
): TaxHomeFactor {
  const since = subtractYears(input.today, WORK_NEAR_HOME_MONTHS / 12);
  const near = input.assignments.filter(
    (a) =>
      a.end_date >= since &&
      a.start_date <= input.today &&
      ((same(a.location, home.city) && same(a.state, home.state)) ||
        (a.milesFromHome !== null && a.milesFromHome <= VICINITY_MILES)),
  );
  const evidence = near.map(
    (a) =>
      `Assignment in ${a.location}, ${a.state} (${formatDate(a.start_date)} to ${formatDate(a.end_date)})` +
      (a.milesFromHome === null ? '' : `, ${Math.round(a.milesFromHome)} miles from home`),
  );
  return withFields(about('work_near_home'), {
    met: near.length > 0,
    evidence,
    missing:
      near.length > 0
        ? []
        : [
            `Record an assignment, per diem or PRN shift within ${VICINITY_MILES} miles of ${home.city} in the last ${WORK_NEAR_HOME_MONTHS / 12} years`,
          ],
  });
}

function duplicatedExpenses(
  input: TaxHomeTestInput,
  home: NonNullable<TaxHomeTestInput['taxHome']>,
): TaxHomeFactor {
  const evidence: string[] = [];
  const missing: string[] = [];
  if (home.rent_amount > 0) evidence.push('Rent or mortgage recorded on your tax home');
  else missing.push('Enter the rent or mortgage you pay on your tax home');
  if (has(input.docTypes, 'lease', 'mortgage_statement')) evidence.push('A lease or mortgage statement');
  else missing.push('Upload your lease or a mortgage statement');
  if (input.costCount > 0)
    evidence.push(`${input.costCount} tax home cost${input.costCount === 1 ? '' : 's'} recorded`);
  else missing.push('Record what you pay for the home while away (rent, utilities, insurance)');
  if (home.property_rented_out)
    missing.unshift('Your home is rented out: while someone else lives there, you do not pay for it twice');
  const pays = home.rent_amount > 0 || input.costCount > 0;
  return withFields(about('duplicated_expenses'), {
    met: pays && !home.property_rented_out,
    evidence,
    missing,
  });
}

function notAbandoned(
  input: TaxHomeTestInput,
  home: NonNullable<TaxHomeTestInput['taxHome']>,
): TaxHomeFactor {
  const docs = input.docTypes;
  const ties: Array<[boolean, string, string]> = [
    [
      home.voter_reg || has(docs, 'voter_registration'),
      `Registered to vote in ${home.state}`,
      `Register to vote in ${home.state} and mark it on your tax home`,
    ],
    [
      (home.drivers_license_state !== null && same(home.drivers_license_state, home.state)) ||
        has(docs, 'drivers_license'),
      `Driver's license from ${home.state}`,
      `Get a ${home.state} driver's license and enter its state`,
    ],
    [
      has(docs, 'vehicle_registration'),
      'Vehicle registration document',
      `Upload your vehicle registration (${home.state})`,
    ],
    [
      has(docs, 'utility_bill', 'bank_statement', 'insurance'),
      'Mail at the home address (a bill, bank statement or insurance)',
      'Upload a bill or bank statement mailed to your home address',
    ],
  ];
  const tied = ties.filter(([ok]) => ok);
  const ago = home.last_visit_date === null ? null : diffDays(home.last_visit_date, input.today);
  const lodged = ago !== null && ago >= 0 && ago <= OFTEN_LODGED_DAYS;
  const evidence = tied.map(([, found]) => found);
  const recent = recentVisits(input.visits ?? [], input.today, OFTEN_LODGED_DAYS);
  if (recent.visits > 0) {
    const s = (n: number) => (n === 1 ? '' : 's');
    evidence.unshift(
      `${recent.visits} visit${s(recent.visits)} home and ${recent.daysAtHome} day${s(recent.daysAtHome)} at home in the last 12 months`,
    );
  }
  if (lodged && home.last_visit_date) evidence.unshift(`Last visit ${formatDate(home.last_visit_date)}`);
  const missing = ties.filter(([ok]) => !ok).map(([, , add]) => add);
  if (!lodged) {
    missing.unshift(
      ago === null
        ? 'Log your visits home: none is recorded'
        : `Visit home and log it: your last visit was ${ago} days ago`,
    );
  }
  return withFields(about('not_abandoned'), {
    // The ruling's third factor is met by any of its prongs: often lodging there, or ties that show the
    // area is not abandoned (family is not recorded in the app).
    met: lodged || tied.length >= MIN_TIES,
    evidence,
    missing,
  });
}

const VERDICT: Record<number, TaxHomeVerdict> = {
  3: 'tax_home',
  2: 'facts_and_circumstances',
  1: 'itinerant',
  0: 'itinerant',
};

/** The three factors of Rev. Rul. 73-529 over the worker's records, and the verdict they give. */
export function taxHomeTest(input: TaxHomeTestInput): TaxHomeTest {
  const home = input.taxHome;
  if (home === null) {
    const factors = TAX_HOME_FACTORS.map((key): TaxHomeFactor =>
      withFields(about(key), { met: false, evidence: [], missing: ['Add your tax home'] }),
    );
    return {
      verdict: 'itinerant',
      factorsMet: 0,
      factors,
      toImprove: ['Add your tax home: without one, every stipend is taxable wages'],
    };
  }
  const factors = [workNearHome(input, home), duplicatedExpenses(input, home), notAbandoned(input, home)];
  const factorsMet = factors.filter((f) => f.met).length;
  const verdict = VERDICT[factorsMet] ?? 'itinerant';
  const toImprove = factors.filter((f) => !f.met).map((f) => `${f.label}: ${f.missing[0] ?? ''}`);
  return { verdict, factorsMet, factors, toImprove };
}
