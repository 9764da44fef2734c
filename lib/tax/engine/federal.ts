// Federal income tax for a year, with employee FICA and self-employment tax from ./payroll.ts
// (docs/tax-method.md §3, §3a). Figures come from the law tables (Rev. Proc. 2023-34 / 2024-40 / 2025-32;
// 26 USC 164(f), 199A; the version 3 household tables in lib/tax/law/household.ts).

import type { EmploymentType, FederalYearLaw, FilingStatus, PayrollLaw } from '@/lib/tax/law/types';
import type { HouseholdInput } from './household';
import {
  agedAddition,
  childCredit,
  itemizedLimitation,
  type OnReturn,
  onReturn,
  overtimeDeduction,
  retirementLimit,
  salesTaxElected,
  saltCap,
  seniorDeduction,
} from './deductions';
import { earnedIncomeCredit } from './eitc';
import { bracketTax } from './money';
import { returnNotes } from './federal-notes';
import { qbiDeduction } from './qbi';
import {
  employerAdditionalMedicare,
  type FicaBreakdown,
  ficaTax,
  NO_FICA,
  NO_SE,
  type SeBreakdown,
  seTax,
  wageAdditionalMedicare,
} from './payroll';

export interface FederalResult {
  employmentType: EmploymentType;
  /** W-2 wages (the sum of the items' taxableIncome), or 1099 net profit P; in a year with both, wages + P. */
  income: number;
  /** The worker's W-2 wages on the return: `income` in a W-2 year, 0 in a 1099 year. */
  wages: number;
  /** The worker's 1099 net profit P (Schedule C): `income` in a 1099 year, 0 in a W-2 year. */
  profit: number;
  /** The return's AGI. W-2 alone: wages. 1099 alone: P - halfSeTax (- SE health insurance - retirement). */
  agi: number;
  /** The worker's own part of AGI (her income less her own adjustments): what states prorate for a 1099 worker. */
  ownAgi: number;
  /** The standard deduction with the 65+ additions. */
  standardDeduction: number;
  /** Itemized deductions (SALT after its cap, mortgage interest, gifts) after IRC 68; 0 without a household. */
  itemizedDeductions: number;
  /** What IRC 68 took off the itemized deductions (2026 on, in the 37% bracket); 0 when not itemizing. */
  itemizedReduction: number;
  /** The state and local taxes counted, after the cap. */
  saltDeduction: number;
  /** SALT counts the general sales taxes instead of the income taxes (IRC 164(b)(5)), itemizing. */
  salesTaxElected: boolean;
  itemizes: boolean;
  /** The overtime premium counted before the cap and phase-out (the worker's, plus the spouse's). */
  qualifiedOvertime: number;
  /** Overtime deduction (tax years 2025-2028). */
  overtimeDeduction: number;
  seniorDeduction: number;
  /** 1099: the qualified business income the QBI deduction starts from (Form 8995 line 1); 0 for W-2. */
  qbi: number;
  qbiDeduction: number;
  /** 1099: self-employed health insurance and retirement contributions deducted (above the line). */
  healthInsuranceDeduction: number;
  retirementDeduction: number;
  federalTaxable: number;
  /** The worker's share of the return's income tax: what the assignments split. */
  federalTax: number;
  /** The whole return's income tax after the nonrefundable credits. */
  returnTax: number;
  /** Child tax credit and credit for other dependents used against the tax. */
  childCredit: number;
  /** The refundable part of the child tax credit: counts as paid, like withholding. */
  refundableCredit: number;
  /** The earned income credit (IRC 32), refundable: counts as paid, like withholding (§9a). */
  earnedIncomeCredit: number;
  /** Additional Medicare Tax on the return's wages (Form 8959 Part I), the spouse's included. */
  returnAdditionalMedicare: number;
  /**
   * The return's whole Additional Medicare Tax (Form 8959 line 18): the wages' part above and the
   * self-employment part (Part II, in se.additionalMedicare).
   */
  additionalMedicareTax: number;
  /**
   * What employers withhold of it: 0.9% of each person's wages over $200,000 (IRC 3102(f)(1)), reported in
   * W-2 box 6 and credited on the return (Form 8959 Part V), each person's wages read as from one employer.
   */
  additionalMedicareWithheld: number;
  /** W-2: the worker's FICA, its 0.9% part the increment her wages add on the return. */
  fica: FicaBreakdown;
  se: SeBreakdown;
  /** Plain-words notes: which overtime amount was used, limits applied. */
  notes: string[];
}

export interface FederalExtras {
  /** The tax year (the law tables may be another year's, §10); the tables' own year by default. */
  taxYear?: number;
  /** W-2: the year's qualified overtime (§3a: W-2 box 12 code TT, else the FLSA premium of the assignments). */
  qualifiedOvertime?: number;
  /** The household around the worker (§3a); absent: the version 2 return of the worker alone. */
  household?: HouseholdInput;
  /** The year's state and local income tax as the engine computes it: counted in SALT when itemizing. */
  stateLocalIncomeTax?: number;
  /** Notes of the caller's that come before the return's own (which overtime amount was used). */
  notes?: readonly string[];
  /**
   * A year with both W-2 and 1099 contracts (§3a): the worker's W-2 wages and her 1099 net profit P, taxed
   * on one return (FICA on the wages, SE tax and QBI on P). Absent: `income` is all of one employment type.
   */
  split?: IncomeSplit;
}

/** The worker's own income on the return, by how it was paid. */
export interface IncomeSplit {
  wages: number;
  profit: number;
}

/** The worker's income on one return: W-2 wages, 1099 net profit and whether she files Schedule SE. */
interface OwnIncome extends IncomeSplit {
  selfEmployed: boolean;
}

/** One return's figures: FederalResult's deduction chain, its tax after the nonrefundable credits, SE tax. */
export type ReturnFigures = Pick<
  FederalResult,
  | 'agi'
  | 'ownAgi'
  | 'standardDeduction'
  | 'itemizedDeductions'
  | 'itemizedReduction'
  | 'saltDeduction'
  | 'salesTaxElected'
  | 'itemizes'
  | 'qualifiedOvertime'
  | 'overtimeDeduction'
  | 'seniorDeduction'
  | 'qbiDeduction'
  | 'healthInsuranceDeduction'
  | 'retirementDeduction'
  | 'federalTaxable'
  | 'childCredit'
  | 'refundableCredit'
  | 'earnedIncomeCredit'
  | 'se'
> & {
  tax: number;
  /** The credit had the household's other income not counted as investment income (for the note). */
  earnedIncomeCreditWithoutInvestment: number;
};

/**
 * One federal return (§3, §3a): the worker's W-2 wages and 1099 profit (`own`) with the household's income,
 * adjustments, the larger of the standard and itemized deductions, the Schedule 1-A deductions, QBI, the
 * bracket tax and the dependents' credits.
 */
function federalReturn(
  own: OwnIncome,
  filingStatus: FilingStatus,
  law: FederalYearLaw,
  payroll: PayrollLaw,
  taxYear: number,
  h: OnReturn,
  qualified: number,
  stateLocalIncomeTax: number,
): ReturnFigures {
  const fs = filingStatus;
  const contractor = own.selfEmployed;
  const wages = own.wages;
  // Schedule SE on P: the worker's own W-2 wages use up the Social Security wage base first (line 8a) and,
  // with a joint spouse's, the Additional Medicare threshold (Form 8959 lines 10-13).
  const se = contractor
    ? seTax(own.profit, fs, law, payroll, h.spouseMedicareWages + Math.max(0, wages), wages)
    : NO_SE;
  // 1099 adjustments (IRC 404, 162(l)): retirement within its limit on net earnings E = P - half SE, then
  // health insurance up to E - retirement; both lower AGI and QBI.
  const netEarnings = contractor ? own.profit - se.halfSeTax : 0;
  const limit = contractor ? retirementLimit(netEarnings, h.retirementPlan, h.workerAge, taxYear) : 0;
  const retirementDeduction = Math.min(h.retirementContributions, limit);
  const healthInsuranceDeduction = contractor
    ? Math.min(h.healthInsurancePremiums, Math.max(0, netEarnings - retirementDeduction))
    : 0;
  const ownAgi = wages + (contractor ? netEarnings - retirementDeduction - healthInsuranceDeduction : 0);
  const agi = ownAgi + h.spouseWages + h.otherIncome;
  const magi = agi; // no foreign or territory exclusions (IRC 911, 931, 933) in the app
  // IRC 63(c)(6)(A): married filing separately, a spouse who itemizes leaves this return no standard deduction.
  const standardDeduction = h.mustItemize
    ? 0
    : law.standardDeduction[fs] + agedAddition(h.seniors, fs, taxYear);
  // IRC 164(b)(5): the general sales taxes instead of the income taxes, when larger.
  const salesTax = salesTaxElected(stateLocalIncomeTax, h.generalSalesTax);
  const incomeOrSales = salesTax ? h.generalSalesTax : Math.max(0, stateLocalIncomeTax);
  const saltDeduction = h.given ? Math.min(h.propertyTaxes + incomeOrSales, saltCap(magi, fs, taxYear)) : 0;
  const allItemized = h.given ? saltDeduction + h.mortgageInterest + h.charitableGifts : 0;
  const qualifiedOvertime = Math.max(0, qualified) + h.spouseQualifiedOvertime;
  const overtime = overtimeDeduction(qualifiedOvertime, magi, fs, taxYear);
  const senior = seniorDeduction(h.seniors, magi, fs, taxYear);
  const chain = (itemized: number) => {
    const beforeQbi = Math.max(0, agi - Math.max(standardDeduction, itemized) - overtime - senior);
    // QBI is the 1099 part only (IRC 199A(c)(4)(B): wages are not business income).
    const qbi = contractor ? qbiDeduction(ownAgi - wages, beforeQbi, fs, law, payroll, taxYear) : 0;
    return { beforeQbi, qbi, taxable: Math.max(0, beforeQbi - qbi) };
  };
  // IRC 68 (2026 on): the taxable income without it decides the reduction, then the chain runs again.
  const itemizedReduction =
    allItemized > standardDeduction
      ? itemizedLimitation(allItemized, chain(allItemized).taxable, law, fs, taxYear)
      : 0;
  const itemizedDeductions = allItemized - itemizedReduction;
  const itemizes = itemizedDeductions > standardDeduction;
  const { qbi, taxable: federalTaxable } = chain(itemizedDeductions);
  const tax = bracketTax(federalTaxable, law.brackets[fs]);
  const earned = wages + (contractor ? Math.max(0, netEarnings) : 0) + h.spouseWages;
  const credit = childCredit(h.children, h.otherDependents, magi, tax, earned, fs, taxYear);
  const eitc = (investmentIncome: number) =>
    earnedIncomeCredit({
      children: h.children,
      earned,
      agi,
      investmentIncome,
      filingStatus: fs,
      taxYear,
      ages: fs === 'married_joint' ? [h.workerAge, h.spouseAge] : [h.workerAge],
    });
  return {
    agi,
    ownAgi,
    standardDeduction,
    itemizedDeductions,
    itemizedReduction: itemizes ? itemizedReduction : 0,
    saltDeduction: itemizes ? saltDeduction : 0,
    salesTaxElected: itemizes && salesTax,
    itemizes,
    qualifiedOvertime,
    overtimeDeduction: overtime,
    seniorDeduction: senior,
    qbiDeduction: qbi,
    healthInsuranceDeduction,
    retirementDeduction,
    federalTaxable,
    tax: tax - credit.nonrefundable,
    childCredit: credit.nonrefundable,
    refundableCredit: credit.refundable,
    earnedIncomeCredit: eitc(h.investmentIncome),
    earnedIncomeCreditWithoutInvestment: h.investmentFromOther ? eitc(0) : 0,
    se,
  };
}

/** The year's federal figures from W-2 wages or 1099 net profit P, with the household when given (§3, §3a). */
export function federalYear(
  employmentType: EmploymentType,
  filingStatus: FilingStatus,
  income: number,
  law: FederalYearLaw,
  payroll: PayrollLaw,
  extras: FederalExtras = {},
): FederalResult {
  const taxYear = extras.taxYear ?? law.year;
  const h = onReturn(extras.household, filingStatus, taxYear);
  const split = extras.split;
  const own: OwnIncome = split
    ? { wages: split.wages, profit: split.profit, selfEmployed: true }
    : employmentType === '1099'
      ? { wages: 0, profit: income, selfEmployed: true }
      : { wages: income, profit: 0, selfEmployed: false };
  const ret = (o: OwnIncome, qualified: number, stateTax: number) =>
    federalReturn(o, filingStatus, law, payroll, taxYear, h, qualified, stateTax);
  const full = ret(own, extras.qualifiedOvertime ?? 0, extras.stateLocalIncomeTax ?? 0);
  // The same return without the assignments' income (and the state tax they bring, §3a): 0 alone.
  const without = h.given ? ret({ wages: 0, profit: 0, selfEmployed: own.selfEmployed }, 0, 0).tax : 0;
  const w2 = split !== undefined || employmentType === 'w2';
  const wages = own.wages;
  const spouseWages = h.spouseMedicareWages;
  const returnTax = full.tax;
  const wageMedicare = wageAdditionalMedicare(
    (w2 ? Math.max(0, wages) : 0) + spouseWages,
    filingStatus,
    payroll,
  );
  // One literal of every field: built from `full` by Object.assign, 8 fields added to its 17 made V8 keep
  // the result as a dictionary, and every copy and read of it after was slow (issue 19's profile: 12 µs a
  // copy, a tenth of the year's computation).
  return {
    agi: full.agi,
    ownAgi: full.ownAgi,
    standardDeduction: full.standardDeduction,
    itemizedDeductions: full.itemizedDeductions,
    itemizedReduction: full.itemizedReduction,
    saltDeduction: full.saltDeduction,
    salesTaxElected: full.salesTaxElected,
    itemizes: full.itemizes,
    qualifiedOvertime: full.qualifiedOvertime,
    overtimeDeduction: full.overtimeDeduction,
    seniorDeduction: full.seniorDeduction,
    qbi: own.selfEmployed ? full.ownAgi - wages : 0,
    qbiDeduction: full.qbiDeduction,
    healthInsuranceDeduction: full.healthInsuranceDeduction,
    retirementDeduction: full.retirementDeduction,
    federalTaxable: full.federalTaxable,
    childCredit: full.childCredit,
    refundableCredit: full.refundableCredit,
    earnedIncomeCredit: full.earnedIncomeCredit,
    se: full.se,
    employmentType,
    income: split ? split.wages + split.profit : income,
    wages,
    profit: own.profit,
    federalTax: Math.max(0, returnTax - without),
    returnTax,
    returnAdditionalMedicare: wageMedicare,
    additionalMedicareTax: wageMedicare + full.se.additionalMedicare,
    additionalMedicareWithheld:
      (w2 ? employerAdditionalMedicare(wages, payroll) : 0) +
      employerAdditionalMedicare(spouseWages, payroll),
    fica: w2 ? ficaTax(wages, filingStatus, law, payroll, spouseWages) : NO_FICA,
    notes: [...(extras.notes ?? []), ...returnNotes(full, h, filingStatus)],
  };
}
