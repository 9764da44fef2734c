// What looks wrong on an income document as typed in: a W-2 cannot withhold more federal tax than it pays
// (box 2 against box 1), and its payroll taxes follow fixed rates (IRC 3101, 3102): Social Security 6.2% of
// box 3 up to the year's wage base in box 4, Medicare 1.45% of box 5 plus the Additional Medicare Tax of 0.9%
// on box 5 above $200,000 in box 6 (General Instructions for Forms W-2 and W-3, boxes 3-6). A document that
// breaks one is saved all the same, with a warning at the box: real W-2s have errors the worker must take up
// with the employer (a corrected W-2c), and the figures typed must stay what the paper says.
import { FEDERAL_YEARS, federalLaw, PAYROLL } from '@/lib/tax/law';
import { EMPLOYER_ADDITIONAL_MEDICARE_FROM } from '@/lib/tax/law/payments';
import { applyRate, usd } from '@/lib/tax/engine/money';

/**
 * How far box 4 or box 6 may be from the rate before it is worth a warning, in cents. Payroll withholds each
 * paycheck rounded to the cent, at most half a cent off each time: 53 weekly paychecks can drift 27 cents
 * from the year's rate. A dollar leaves room for that and catches a typo or a wrong rate.
 */
export const PAYROLL_ROUNDING_CENTS = 100;

export const INCOME_DOCUMENT_WARNING_CODES = [
  'withheld_over_wages',
  'social_security_tax_off_rate',
  'medicare_tax_off_rate',
] as const;
export type IncomeDocumentWarningCode = (typeof INCOME_DOCUMENT_WARNING_CODES)[number];

export const WARNED_BOXES = [
  'box2_federal_tax_withheld',
  'box4_social_security_tax_withheld',
  'box6_medicare_tax_withheld',
] as const;

export interface IncomeDocumentWarning {
  /** The box the warning is about: the form says it there. */
  field: (typeof WARNED_BOXES)[number];
  code: IncomeDocumentWarningCode;
  message: string;
}

export interface W2Boxes {
  year: number;
  kind: string;
  box1_wages: number | null;
  box2_federal_tax_withheld: number | null;
  box3_social_security_wages: number | null;
  box4_social_security_tax_withheld: number | null;
  box5_medicare_wages: number | null;
  box6_medicare_tax_withheld: number | null;
}

/** A rate as a worker reads it, from its law entry: 0.062 → '6.2%', 0.0145 → '1.45%'. */
const percent = (rate: number): string => `${Number((rate * 100).toPrecision(12))}%`;

const CHECK_AGAINST_PAPER =
  'Check it against the form: if the form says so too, ask the employer for a corrected W-2 (Form W-2c).';

/** Box 2 above box 1: a W-2 (or a pay stub's year to date) cannot withhold more than it pays. */
function withheldOverWages(d: W2Boxes): IncomeDocumentWarning | null {
  const wages = d.box1_wages;
  const withheld = d.box2_federal_tax_withheld;
  if (wages === null || withheld === null || withheld <= wages) return null;
  return {
    field: 'box2_federal_tax_withheld',
    code: 'withheld_over_wages',
    message: `Box 2 (${usd(withheld)}) is more than box 1 (${usd(wages)}): an employer cannot withhold more federal tax than it paid. ${CHECK_AGAINST_PAPER}`,
  };
}

/** 6.2% of box 3, box 3 counted up to the year's Social Security wage base (IRC 3101(a), 3121(a)(1)). */
export function expectedSocialSecurityTax(year: number, box3: number): number {
  const base = federalLaw(year).socialSecurityWageBase;
  return applyRate(Math.min(box3, base), PAYROLL.socialSecurityRate);
}

/** 1.45% of box 5, plus 0.9% of box 5 above the withholding threshold (IRC 3101(b), 3102(f)(1)). */
export function expectedMedicareTax(box5: number): number {
  const over = Math.max(0, box5 - EMPLOYER_ADDITIONAL_MEDICARE_FROM);
  return applyRate(box5, PAYROLL.medicareRate) + applyRate(over, PAYROLL.additionalMedicareRate);
}

function socialSecurityOffRate(d: W2Boxes): IncomeDocumentWarning | null {
  const wages = d.box3_social_security_wages;
  const tax = d.box4_social_security_tax_withheld;
  if (wages === null || tax === null) return null;
  const expected = expectedSocialSecurityTax(d.year, wages);
  if (Math.abs(tax - expected) <= PAYROLL_ROUNDING_CENTS) return null;
  const base = federalLaw(d.year).socialSecurityWageBase;
  const of =
    wages > base ? `of box 3 up to the ${d.year} wage base of ${usd(base)}` : `of box 3 (${usd(wages)})`;
  return {
    field: 'box4_social_security_tax_withheld',
    code: 'social_security_tax_off_rate',
    message: `Box 4 should be ${percent(PAYROLL.socialSecurityRate)} ${of}: ${usd(expected)}, not ${usd(tax)}. ${CHECK_AGAINST_PAPER}`,
  };
}

function medicareOffRate(d: W2Boxes): IncomeDocumentWarning | null {
  const wages = d.box5_medicare_wages;
  const tax = d.box6_medicare_tax_withheld;
  if (wages === null || tax === null) return null;
  const expected = expectedMedicareTax(wages);
  if (Math.abs(tax - expected) <= PAYROLL_ROUNDING_CENTS) return null;
  const over = wages - EMPLOYER_ADDITIONAL_MEDICARE_FROM;
  const of =
    over > 0
      ? `of box 5 (${usd(wages)}) plus ${percent(PAYROLL.additionalMedicareRate)} of the ${usd(over)} above ${usd(EMPLOYER_ADDITIONAL_MEDICARE_FROM)}`
      : `of box 5 (${usd(wages)})`;
  return {
    field: 'box6_medicare_tax_withheld',
    code: 'medicare_tax_off_rate',
    message: `Box 6 should be ${percent(PAYROLL.medicareRate)} ${of}: ${usd(expected)}, not ${usd(tax)}. ${CHECK_AGAINST_PAPER}`,
  };
}

/**
 * The warnings of one income document, in box order; none for a 1099. The payroll-tax boxes are checked
 * only for a tax year whose wage base the law tables hold (docs/tax-method.md §10): another year's would
 * be a guess, and a warning from a guess is worse than none.
 */
export function incomeDocumentWarnings(d: W2Boxes): IncomeDocumentWarning[] {
  if (d.kind !== 'w2' && d.kind !== 'paystub') return [];
  const checks = [withheldOverWages(d)];
  if (d.kind === 'w2' && FEDERAL_YEARS.includes(d.year)) {
    checks.push(socialSecurityOffRate(d), medicareOffRate(d));
  }
  return checks.filter((w): w is IncomeDocumentWarning => w !== null);
}
