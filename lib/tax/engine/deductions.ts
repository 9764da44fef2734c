// The version 3 deductions and credits of the federal return (docs/tax-method.md §3a), each on its own: the
// FLSA overtime premium and the overtime deduction, the senior deduction, the SALT cap, the child tax credit,
// the 1099 retirement limit. Law figures from lib/tax/law/household.ts.

import {
  ACQUISITION_DEBT,
  AGED_ADDITIONAL,
  CATCH_UP_AGES,
  CHILD_CREDIT,
  CONTRACT_WEEK_HOURS,
  FLSA_OVERTIME_RATE,
  FLSA_WEEK_HOURS,
  ITEMIZED_LIMITATION,
  lawOfYear,
  OVERTIME_V3,
  RETIREMENT,
  SALT,
  SENIOR_AGE,
  SENIOR_DEDUCTION,
} from '@/lib/tax/law/household';
import type { FederalYearLaw, FilingStatus } from '@/lib/tax/law/types';
import type { HouseholdInput, RetirementPlan } from './household';
import { applyRate, decimalRatio, mulDivRound, roundRatio } from './money';

/** The household as it enters the return: amounts >= 0, the spouse only on a joint return. */
export interface OnReturn {
  /** A household was given: version 3 itemizing and credits apply. */
  given: boolean;
  spouseWages: number;
  spouseMedicareWages: number;
  otherIncome: number;
  /** People on the return 65 or older at the year's end. */
  seniors: number;
  /** The worker's age at the year's end, null when not known. */
  workerAge: number | null;
  /** The spouse's on a joint return, null when not known or not joint. */
  spouseAge: number | null;
  /** Investment income for the earned income credit's limit (IRC 32(i)): as entered, else otherIncome. */
  investmentIncome: number;
  /** investmentIncome stands in from otherIncome (none was entered apart). */
  investmentFromOther: boolean;
  children: number;
  otherDependents: number;
  propertyTaxes: number;
  /** Mortgage interest as entered, and the part of it that counts (the acquisition debt's limit). */
  mortgageInterestPaid: number;
  mortgageInterest: number;
  charitableGifts: number;
  /** General sales taxes paid: SALT takes them instead of the income taxes when larger (IRC 164(b)(5)). */
  generalSalesTax: number;
  /** Married filing separately with a spouse who itemizes: no standard deduction (IRC 63(c)(6)(A)). */
  mustItemize: boolean;
  healthInsurancePremiums: number;
  retirementContributions: number;
  retirementPlan: RetirementPlan;
  spouseQualifiedOvertime: number;
}

const amount = (v: number | undefined) => Math.max(0, Math.trunc(v ?? 0));
const ageAt = (taxYear: number, birthYear: number | undefined) =>
  birthYear === undefined ? null : taxYear - birthYear;

/**
 * The household's figures on the return. A spouse's wages, Medicare wages, age and overtime count on a joint
 * return only (a separate return holds the worker's own income; the additional 65+ amount for a spouse with
 * no income on a separate return is not modelled). Age 65 "before the close of the taxable year" is read from
 * the birth year: born in taxYear - 65 or earlier.
 */
export function onReturn(
  h: HouseholdInput | undefined,
  filingStatus: FilingStatus,
  taxYear: number,
): OnReturn {
  const joint = filingStatus === 'married_joint';
  const spouse = (v: number | undefined) => (joint ? amount(v) : 0);
  const workerAge = ageAt(taxYear, h?.birthYear);
  const spouseAge = joint ? ageAt(taxYear, h?.spouseBirthYear) : null;
  const spouseWages = spouse(h?.spouseWages);
  const mortgageInterestPaid = amount(h?.mortgageInterest);
  return {
    given: h !== undefined,
    spouseWages,
    spouseMedicareWages: joint ? amount(h?.spouseMedicareWages ?? h?.spouseWages) : 0,
    otherIncome: amount(h?.otherIncome),
    seniors: [workerAge, spouseAge].filter((a) => a !== null && a >= SENIOR_AGE).length,
    workerAge,
    spouseAge,
    investmentIncome: amount(h?.investmentIncome ?? h?.otherIncome),
    investmentFromOther: h?.investmentIncome === undefined,
    children: amount(h?.dependentsUnder17),
    otherDependents: amount(h?.otherDependents),
    propertyTaxes: amount(h?.propertyTaxes),
    mortgageInterestPaid,
    mortgageInterest: qualifiedMortgageInterest(
      mortgageInterestPaid,
      h?.mortgageBalance,
      h?.mortgageLoanDate,
      filingStatus,
    ),
    charitableGifts: amount(h?.charitableGifts),
    generalSalesTax: amount(h?.generalSalesTax),
    mustItemize: filingStatus === 'married_separate' && h?.spouseItemizes === true,
    healthInsurancePremiums: amount(h?.healthInsurancePremiums),
    retirementContributions: amount(h?.retirementContributions),
    retirementPlan: h?.retirementPlan ?? 'solo_401k',
    spouseQualifiedOvertime: spouse(h?.spouseQualifiedOvertime),
  };
}

/**
 * The FLSA overtime premium in an assignment's overtime pay (IRC 225(c)(1); FLSA sec. 7(a)): the contract pays
 * overtime for the hours over 36 a week at time-and-a-half, so the overtime rate is overtime pay / (hours - 36)
 * per week, and the premium the law counts is the part of that rate above the regular rate, (1.5 - 1) / 1.5 =
 * a third (the "half" of time-and-a-half), for the hours over 40 only: round(overtime pay × (hours - 40) /
 * (3 × (hours - 36))), exact. Weeks of 40 hours or less: 0.
 */
export function flsaPremium(overtimePay: number, hoursPerWeek: number): number {
  if (overtimePay <= 0 || hoursPerWeek <= FLSA_WEEK_HOURS) return 0;
  const rate = decimalRatio(FLSA_OVERTIME_RATE);
  return roundRatio(
    BigInt(overtimePay) * BigInt(hoursPerWeek - FLSA_WEEK_HOURS) * (rate.num - rate.den),
    BigInt(hoursPerWeek - CONTRACT_WEEK_HOURS) * rate.num,
  );
}

function overtimeStatus(filingStatus: FilingStatus) {
  return filingStatus === 'married_joint'
    ? 'married_joint'
    : filingStatus === 'head_of_household'
      ? 'head_of_household'
      : 'single';
}

/**
 * The overtime deduction (IRC 225(b)): tax years 2025-2028, none for married filing separately; the qualified
 * overtime capped at $12,500 ($25,000 joint), less $100 for each full $1,000 of MAGI over $150,000 ($300,000
 * joint), floored at 0.
 */
export function overtimeDeduction(
  qualified: number,
  magi: number,
  filingStatus: FilingStatus,
  taxYear: number,
): number {
  const law = OVERTIME_V3;
  if (taxYear < law.firstYear || taxYear > law.lastYear || law.excluded.includes(filingStatus)) return 0;
  const key = overtimeStatus(filingStatus);
  const capped = Math.min(Math.max(0, qualified), law.cap[key]);
  const steps = Math.floor(Math.max(0, magi - law.threshold[key]) / law.step);
  return Math.max(0, capped - steps * law.reductionPerStep);
}

/** The additional standard deduction for each person 65 or older (IRC 63(f)). */
export function agedAddition(seniors: number, filingStatus: FilingStatus, taxYear: number): number {
  const law = lawOfYear(AGED_ADDITIONAL, taxYear);
  const married = filingStatus === 'married_joint' || filingStatus === 'married_separate';
  return seniors * (married ? law.married : law.unmarried);
}

/**
 * The senior deduction (IRC 151(d)(5)(C)): for each person 65 or older, $6,000 less 6% of MAGI over $75,000
 * ($150,000 joint), rounded once, floored at 0; tax years 2025-2028; none married filing separately.
 */
export function seniorDeduction(
  seniors: number,
  magi: number,
  filingStatus: FilingStatus,
  taxYear: number,
): number {
  const law = SENIOR_DEDUCTION;
  if (seniors === 0 || taxYear < law.firstYear || taxYear > law.lastYear) return 0;
  if (law.excluded.includes(filingStatus)) return 0;
  const key = overtimeStatus(filingStatus);
  const reduction = applyRate(Math.max(0, magi - law.threshold[key]), law.rate);
  return seniors * Math.max(0, law.amount - reduction);
}

/**
 * The mortgage interest that is qualified residence interest (IRC 163(h)(3)(B)(ii), (F)(i)(II)-(III); Pub. 936
 * Table 1): all of it when the year's average acquisition debt is within the limit ($750,000, $375,000 married
 * filing separately; $1,000,000 and $500,000 for a loan taken out on or before December 15, 2017), else
 * round(interest × limit / average balance), exact. Without a balance all of it counts, as entered.
 */
export function qualifiedMortgageInterest(
  interest: number,
  balance: number | undefined,
  loanDate: string | undefined,
  filingStatus: FilingStatus,
): number {
  const law = ACQUISITION_DEBT;
  const grandfathered = loanDate !== undefined && loanDate <= law.grandfatheredThrough;
  const limit = (grandfathered ? law.grandfatheredLimit : law.limit)[filingStatus];
  if (balance === undefined || balance <= limit) return interest;
  return mulDivRound(interest, limit, balance);
}

/**
 * The sales-tax election (IRC 164(b)(5)(A); Schedule A line 5a's box): state and local general sales taxes are
 * deducted instead of the income taxes. The return takes the larger of the two, as a preparer would: the cap
 * applies to either, so the larger is never worse.
 */
export function salesTaxElected(incomeTax: number, generalSalesTax: number): boolean {
  return generalSalesTax > Math.max(0, incomeTax);
}

/** The SALT limit: max(floor, cap - round(30% × (MAGI - threshold))) from 2025; a flat cap before. */
export function saltCap(magi: number, filingStatus: FilingStatus, taxYear: number): number {
  const law = lawOfYear(SALT, taxYear);
  const cap = law.cap[filingStatus];
  if (law.threshold === null) return cap;
  const reduction = applyRate(Math.max(0, magi - law.threshold[filingStatus]), law.rate);
  return Math.max(law.floor[filingStatus], cap - reduction);
}

/**
 * IRC 68 as amended by P.L. 119-21 sec. 70111 (2026 on): 2/37 of the lesser of the itemized deductions and the
 * taxable income (without this section) increased by them over the start of the 37% bracket, exact, rounded
 * once. `taxable` is the return's taxable income computed with the whole itemized deductions.
 */
export function itemizedLimitation(
  itemized: number,
  taxable: number,
  law: FederalYearLaw,
  filingStatus: FilingStatus,
  taxYear: number,
): number {
  const limit = ITEMIZED_LIMITATION;
  if (taxYear < limit.fromYear || itemized <= 0) return 0;
  const start = law.brackets[filingStatus].find(([, rate]) => rate === limit.bracketRate)?.[0];
  if (start === undefined) return 0;
  const over = Math.max(0, taxable + itemized - start);
  return mulDivRound(Math.min(itemized, over), limit.numerator, limit.denominator);
}

export interface ChildCredit {
  /** After the phase-out. */
  credit: number;
  /** Used against the tax (never more than the tax). */
  nonrefundable: number;
  /** The additional child tax credit: paid out even without tax. */
  refundable: number;
}

/**
 * Child tax credit and credit for other dependents (IRC 24; Schedule 8812): $2,200 a child under 17 and $500
 * an other dependent, less $50 for each $1,000 or part of MAGI over $200,000 ($400,000 joint), floored at 0.
 * The part above the tax is refundable up to $1,700 a child and 15% of earned income over $2,500.
 */
export function childCredit(
  children: number,
  others: number,
  magi: number,
  tax: number,
  earnedIncome: number,
  filingStatus: FilingStatus,
  taxYear: number,
): ChildCredit {
  const law = lawOfYear(CHILD_CREDIT, taxYear);
  const full = children * law.perChild + others * law.perOtherDependent;
  if (full === 0) return { credit: 0, nonrefundable: 0, refundable: 0 };
  const steps = Math.ceil(Math.max(0, magi - law.threshold[filingStatus]) / law.step);
  const credit = Math.max(0, full - steps * law.reductionPerStep);
  const nonrefundable = Math.min(credit, Math.max(0, tax));
  const earned = applyRate(Math.max(0, earnedIncome - law.earnedIncomeFloor), law.earnedIncomeRate);
  const refundable = Math.min(credit - nonrefundable, children * law.refundablePerChild, earned);
  return { credit, nonrefundable, refundable };
}

/**
 * The most a self-employed worker can deduct for her own plan (Pub. 560 ch. 5), on E = net profit - half SE
 * tax: the employer part is 20% of min(E, the 401(a)(17) limit); a SEP allows that, up to the 415(c) amount;
 * a solo 401(k) adds the elective deferral and the catch-up of her age (50+, or 60-63), the two together up
 * to 415(c) plus the catch-up; never more than E.
 */
export function retirementLimit(
  netEarnings: number,
  plan: RetirementPlan,
  age: number | null,
  taxYear: number,
): number {
  const law = lawOfYear(RETIREMENT, taxYear);
  const e = Math.max(0, netEarnings);
  const employer = applyRate(Math.min(e, law.compensationLimit), law.selfEmployedRate);
  if (plan === 'sep') return Math.min(employer, law.annualAdditions, e);
  const ages = CATCH_UP_AGES;
  const higher = age !== null && age >= ages.higherFrom && age <= ages.higherTo;
  const catchUp = age === null || age < ages.from ? 0 : higher ? law.catchUp60to63 : law.catchUp50;
  return Math.min(Math.min(law.annualAdditions, law.electiveDeferral + employer) + catchUp, e);
}
