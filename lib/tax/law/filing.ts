// Who must or should file a return, on which form and by when, and when estimated tax is due (docs/tax-method.md
// §11, the filing year). Amounts in cents. Each rule carries its source; a rule the reference gives only in
// words (a state's nonresident filing rule) is encoded as the words say, never as a guessed amount.
import type { FilingStatus, StateCode } from './types';

/** A date of the year after the tax year (or of the tax year itself): month and day, before the weekend rule. */
export interface MonthDay {
  /** 0: the tax year, 1: the next year. */
  yearOffset: 0 | 1;
  month: number;
  day: number;
}

/**
 * The federal return: Form 1040, due the 15th day of April after the year (IRC 6072(a): "on or before the 15th
 * day of April following the close of the calendar year"); a due date on a weekend moves to the next business
 * day (IRC 7503; holidays are not modelled, docs/tax-method.md §9).
 */
export const FEDERAL_RETURN = {
  form: 'Form 1040',
  due: { yearOffset: 1, month: 4, day: 15 } as MonthDay,
  source: 'IRC 6072(a); IRC 7503',
} as const;

/**
 * Who must file (IRC 6012(a)(1) as applied by 6012(f), added by P.L. 115-97 sec. 11041(e) and made permanent
 * by P.L. 119-21): a return is required when gross income exceeds the standard deduction of the filing
 * status, with the additional amounts for age 65 (the joint return's, on combined gross income). Married
 * filing separately: $5 of gross income at any age (Form 1040 instructions, "Chart A—For Most People";
 * Pub. 501 Table 1). Net earnings from self-employment of $400 or more require a return whatever the gross
 * income (IRC 6017; Form 1040 instructions, "Chart C"), and so does Additional Medicare Tax owed on the
 * return (Chart C: "you owe any special taxes, including ... Additional Medicare Tax"; Form 8959). Gross
 * income of a self-employed worker is her gross receipts, not her profit (Pub. 17, "Gross income";
 * Treas. Reg. 1.61-3(a)). A worker not required to file should file to get back withholding, estimated
 * payments or a refundable credit (Pub. 17 / Pub. 554 "Who Should File"); the claim must be made within 3
 * years (IRC 6511(a)).
 */
export const FEDERAL_FILING = {
  separateReturnThreshold: 500,
  selfEmploymentThreshold: 40_000,
  refundClaimYears: 3,
  source:
    'IRC 6012(a)(1), (f); IRC 6017; IRC 6511(a); Form 1040 instructions Charts A and C; Pub. 501 Table 1',
} as const;

/**
 * Form 1040-ES: the four required installments fall on April 15, June 15 and September 15 of the year and
 * January 15 of the next (IRC 6654(c)(2)); each payment is credited to the unpaid installments in the order
 * they are due (IRC 6654(b)(3)), and withholding is deemed paid in four equal parts on the due dates (IRC
 * 6654(g)(1)).
 */
export const ESTIMATED_TAX_DUE: readonly MonthDay[] = [
  { yearOffset: 0, month: 4, day: 15 },
  { yearOffset: 0, month: 6, day: 15 },
  { yearOffset: 0, month: 9, day: 15 },
  { yearOffset: 1, month: 1, day: 15 },
];

/**
 * A state's rule for when a nonresident must file, as the reference states-v3.json `nonresident_filing_threshold`
 * gives it (in words; states.md marks AL and AR as from a 2015 compilation):
 * - `any_income`: any income from the state (AR: "any AR-source income, regardless of amount (AR1000NR)"); also
 *   the reading for every state whose threshold the reference marks unverified (docs/tax-method.md §4);
 * - `above_exemption`: IL, "file if IL base income from IL sources exceeds the IL exemption allowance (Schedule
 *   NR), or to get a refund of IL withholding": the state's exemption allowance is its deduction in the tables
 *   (Illinois has no standard deduction: deduction = $2,850 per person);
 * - `above_prorated_exemption`: AL, "AL-source income exceeds the prorated personal exemption": the personal
 *   exemption (states-v3.json AL personal_exemption: $1,500 single, $3,000 married filing jointly; the single
 *   figure stands in for the statuses the reference omits, as for the tax) × AL income / total income;
 * - `refund_only`: DC, "not required for wages; file D-40B only to recover DC withholding".
 */
export type NonresidentFilingRule =
  | { kind: 'any_income' }
  | { kind: 'above_exemption' }
  | { kind: 'above_prorated_exemption'; exemption: Readonly<Record<FilingStatus, number>> }
  | { kind: 'refund_only'; form: string };

const AL_EXEMPTION = {
  single: 150_000,
  married_joint: 300_000,
  married_separate: 150_000,
  head_of_household: 150_000,
};

export const NONRESIDENT_FILING: Readonly<Partial<Record<StateCode, NonresidentFilingRule>>> = {
  AL: { kind: 'above_prorated_exemption', exemption: AL_EXEMPTION },
  AR: { kind: 'any_income' },
  DC: { kind: 'refund_only', form: 'D-40B' },
  IL: { kind: 'above_exemption' },
};

/**
 * Whether a nonresident taxed by `state` must file there: its income from the state (`income`) against the
 * state's rule (NONRESIDENT_FILING; any income elsewhere). `deduction` is the state's deduction of the filing
 * status (Illinois's exemption allowance), `total` the return's whole income (Alabama's proration).
 */
export function nonresidentMustFile(
  state: StateCode,
  income: number,
  facts: { deduction: number; total: number; filingStatus: FilingStatus },
): boolean {
  const rule = NONRESIDENT_FILING[state] ?? { kind: 'any_income' };
  if (income <= 0) return false;
  switch (rule.kind) {
    case 'any_income':
      return true;
    case 'above_exemption':
      return income > facts.deduction;
    case 'above_prorated_exemption':
      // income > exemption × income / total, compared exactly (no rounding of the prorated exemption)
      return (
        facts.total <= 0 ||
        BigInt(income) * BigInt(facts.total) > BigInt(rule.exemption[facts.filingStatus]) * BigInt(income)
      );
    case 'refund_only':
      return false;
  }
}

/**
 * A state that asks for estimated payments, with its own rule. Ohio (R.C. 5747.09; Ohio Department of Taxation,
 * "Estimated Payments" and FAQ "How do I calculate and pay my Ohio estimated taxes?"): estimated payments when
 * the year's Ohio tax less Ohio withholding and credits is more than $500, on Ohio IT 1040ES, due April 15,
 * June 15, September 15 and January 15 (R.C. 5747.09(C)); enough is 90% of this year's tax or 100% of last
 * year's (tax.ohio.gov, "Do I have to pay estimated tax?"). Other states' rules are not in the tables.
 */
export interface StateEstimatedTaxLaw {
  form: string;
  /** Estimated payments are asked for when the tax less withholding is more than this, cents. */
  moreThan: number;
  /** Share of this year's tax that is enough (last year's is not known to the app for a state). */
  currentYearRate: number;
  due: readonly MonthDay[];
  source: string;
}

export const STATE_ESTIMATED_TAX: Readonly<Partial<Record<StateCode, StateEstimatedTaxLaw>>> = {
  OH: {
    form: 'Ohio IT 1040ES',
    moreThan: 50_000,
    currentYearRate: 0.9,
    due: ESTIMATED_TAX_DUE,
    source: 'R.C. 5747.09(C); tax.ohio.gov Estimated Payments and FAQ 5116',
  },
};

/**
 * How a local income tax is filed (docs/tax-method.md §11):
 * - `with_state`: on the state's own return, so the state return's requirement and date are the line's
 *   (Maryland county and nonresident tax on Form 502 / 505, reference local.json maryland_county.who_owes;
 *   New York City and the Yonkers resident surcharge on IT-201, local.json new_york; an Indiana county's tax on
 *   IT-40 / IT-40PNR, Indiana DOR IT-40 instructions);
 * - `ohio_city`: an Ohio city return, due the 15th day of the fourth month after the year (R.C. 718.05; the
 *   cities' ordinances say so in those words: Cleveland, Marietta 181.05(a), Springfield 195.05(a));
 *   required when the city's tax was not fully withheld, the way to a refund when more was withheld, and not
 *   needed when the employer withheld it all (Columbus Income Tax Division, "Who must file: Individuals";
 *   Cleveland's ordinance, "Return and payment of tax" (e), for nonresidents). Columbus's form is IR-25
 *   (same page);
 * - `philadelphia`: an Annual Reconciliation of Employee Earnings Tax when Wage Tax was not withheld on all the
 *   wages (due April 15; phila.gov "Earnings Tax (employees)", "W-2 Income Earners": a fully withheld employee
 *   has no filing obligation); a Wage Tax refund petition for tax withheld in excess, within three years from
 *   the date the tax was paid or due (phila.gov "Wage Tax refund petition"); the self-employed file the Net
 *   Profits Tax instead (phila.gov "Earnings Tax (employees)": "If you are self-employed, you pay ... instead");
 * - `pa_eit`: Pennsylvania's local earned income tax: every resident files the Final Local Earned Income Tax
 *   Return by April 15 (Act 32 of 2008; PA DCED uniform forms, "Taxpayer Annual Local Earned Income Tax
 *   Return"), whatever was withheld;
 * - `other`: a place whose return the tables do not hold: what is owed or due back is named, without a form or
 *   date the app would have to guess.
 */
export type LocalReturnKind = 'with_state' | 'ohio_city' | 'philadelphia' | 'pa_eit' | 'other';

export const LOCAL_RETURN_DUE: MonthDay = { yearOffset: 1, month: 4, day: 15 };

/** Philadelphia Wage Tax refund petitions: within 3 years of the tax paid or due (phila.gov). */
export const PHILADELPHIA_REFUND_YEARS = 3;

/** Columbus's individual return (columbus.gov Income Tax Division: "annual return on Form IR-25"). */
const LOCAL_FORMS: Readonly<Record<string, string>> = { 'OH-columbus': 'Form IR-25' };

/**
 * Ohio cities whose residents need no return when their employers withheld all of the city's tax (Columbus:
 * "it shall not be necessary for said employee to file a return"). Elsewhere in Ohio a resident files "whether
 * or not a tax is due" (the ordinances above; Cleveland's exemption is for nonresidents only).
 */
const OHIO_WITHHELD_RESIDENTS_EXEMPT: ReadonlySet<string> = new Set(['OH-columbus']);

export interface LocalReturnRule {
  kind: LocalReturnKind;
  form: string | null;
  /** A resident files whatever was withheld (an Ohio city but Columbus, Pennsylvania's EIT). */
  residentsAlwaysFile: boolean;
}

/** The kind of return a local tax line (by its id, docs/tax-method.md §4b) is filed on, and its form. */
export function localReturnRule(id: string, resident: boolean): LocalReturnRule {
  if (id.startsWith('MD-') || id.startsWith('IN-') || id === 'NY-nyc' || (id === 'NY-yonkers' && resident)) {
    return { kind: 'with_state', form: null, residentsAlwaysFile: false };
  }
  if (id.startsWith('OH-')) {
    const always = !OHIO_WITHHELD_RESIDENTS_EXEMPT.has(id);
    return { kind: 'ohio_city', form: LOCAL_FORMS[id] ?? null, residentsAlwaysFile: always };
  }
  if (id === 'PA-philadelphia') return { kind: 'philadelphia', form: null, residentsAlwaysFile: false };
  if (id.startsWith('PA-')) {
    return { kind: 'pa_eit', form: 'Final Local Earned Income Tax Return', residentsAlwaysFile: true };
  }
  return { kind: 'other', form: null, residentsAlwaysFile: false };
}
