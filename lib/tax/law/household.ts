// Federal law tables of tax method version 3 (docs/tax-method.md §3a): the household's return. Amounts in
// cents, rates as decimals, per tax year. Transcribed from the reference household.json / household.md
// (compiled 2026-11: PolicyEngine-US @ 8914f89d and Tax-Calculator @ 78f3574c, which agree, and the statute
// they implement), except the child tax credit, which the reference lacks (source on its table below).
import type { FilingStatus } from './types';
import { nearestYear } from './years';

type PerStatus = Readonly<Record<FilingStatus, number>>;

const all = (single: number, separate: number): PerStatus => ({
  single,
  married_joint: single,
  married_separate: separate,
  head_of_household: single,
});

/** The SALT limit of one year: cap = max(floor, cap - rate × max(0, MAGI - threshold)) (IRC 164(b)(6)-(7)). */
export interface SaltLaw {
  cap: PerStatus;
  /** MAGI above which the cap shrinks; null: no phase-down that year. */
  threshold: PerStatus | null;
  rate: number;
  floor: PerStatus;
  source: string;
}

/**
 * SALT cap. 2025-2026: household.json salt_deduction (IRC 164(b)(6)-(7) as amended by OBBBA sec. 70120; PE
 * itemized/salt_and_real_estate, TC ID_AllTaxes_c*). 2024: the TCJA cap of $10,000 ($5,000 married filing
 * separately) with no phase-down, IRC 164(b)(6)(B) as enacted by P.L. 115-97 sec. 11042 (household.json
 * later_years_note names the same $10,000 / $5,000 as the pre-OBBBA and post-2029 cap).
 */
export const SALT: Readonly<Record<number, SaltLaw>> = {
  2024: {
    cap: all(1_000_000, 500_000),
    threshold: null,
    rate: 0,
    floor: all(1_000_000, 500_000),
    source: 'IRC 164(b)(6)(B), P.L. 115-97 sec. 11042 (TCJA): $10,000, $5,000 married filing separately',
  },
  2025: {
    cap: all(4_000_000, 2_000_000),
    threshold: all(50_000_000, 25_000_000),
    rate: 0.3,
    floor: all(1_000_000, 500_000),
    source: 'household.json salt_deduction.years.2025 (IRC 164(b)(7), OBBBA sec. 70120)',
  },
  2026: {
    cap: all(4_040_000, 2_020_000),
    threshold: all(50_500_000, 25_250_000),
    rate: 0.3,
    floor: all(1_000_000, 500_000),
    source: 'household.json salt_deduction.years.2026 (IRC 164(b)(7), OBBBA sec. 70120)',
  },
};

/**
 * Senior deduction (IRC 151(d)(5)(C), OBBBA sec. 70103; household.json senior_deduction): $6,000 for each
 * individual 65 or older at the year's end, tax years 2025-2028, each reduced by 6% of MAGI over $75,000
 * ($150,000 joint), no step rounding (Schedule 1-A lines 33-37); not for married filing separately.
 */
export const SENIOR_DEDUCTION = {
  firstYear: 2025,
  lastYear: 2028,
  amount: 600_000,
  age: 65,
  threshold: { single: 7_500_000, married_joint: 15_000_000, head_of_household: 7_500_000 },
  rate: 0.06,
  excluded: ['married_separate'] as readonly FilingStatus[],
  source: 'household.json senior_deduction (IRC 151(d)(5)(C); PE senior_deduction, TC SeniorDed_*)',
} as const;

/**
 * Additional standard deduction for 65 or older, per person (IRC 63(f)): unmarried (single, head of
 * household) and married amounts. household.json additional_standard_deduction_aged_or_blind and
 * federal.json years.*.additional_std_deduction_aged_or_blind (2024: Rev. Proc. 2023-34; 2025: Rev. Proc.
 * 2024-40; 2026: Rev. Proc. 2025-32 sec. 4.14(3)). Blindness is not asked.
 */
export const AGED_ADDITIONAL: Readonly<Record<number, { unmarried: number; married: number }>> = {
  2024: { unmarried: 195_000, married: 155_000 },
  2025: { unmarried: 200_000, married: 160_000 },
  2026: { unmarried: 205_000, married: 165_000 },
};

/**
 * Qualified overtime deduction (IRC 225, OBBBA sec. 70202; household.json qualified_overtime_deduction):
 * tax years 2025-2028; capped at $12,500 ($25,000 joint, combined), then reduced by $100 for each full $1,000
 * of MAGI over $150,000 ($300,000 joint) (225(b)(2); Schedule 1-A line 19 "decrease the result to the next
 * lower whole number"); married filing separately gets none (225(e)). Replaces federal.json's smooth 10%.
 */
export const OVERTIME_V3 = {
  firstYear: 2025,
  lastYear: 2028,
  cap: { single: 1_250_000, married_joint: 2_500_000, head_of_household: 1_250_000 },
  threshold: { single: 15_000_000, married_joint: 30_000_000, head_of_household: 15_000_000 },
  reductionPerStep: 10_000,
  step: 100_000,
  excluded: ['married_separate'] as readonly FilingStatus[],
  source:
    'household.json qualified_overtime_deduction (IRC 225(b); Schedule 1-A lines 14-21; TC OvertimeIncomeDed_*)',
} as const;

/**
 * FLSA section 7 overtime is due for hours over 40 in a workweek (29 U.S.C. 207(a)(1)); the qualified amount
 * is the premium over the regular rate (IRC 225(c)(1)). A travel contract's overtime pay is read as paid for
 * the hours over 36 a week (the usual three 12-hour shifts), at time-and-a-half (docs/tax-method.md §3a).
 */
export const FLSA_WEEK_HOURS = 40;
export const CONTRACT_OVERTIME_AFTER_HOURS = 36;

/**
 * Child tax credit and credit for other dependents (IRC 24). Not in the reference; researched:
 * - 2025: $2,200 a qualifying child under 17 (IRC 24(h)(2) as amended by P.L. 119-21 sec. 70104), $1,700
 *   refundable (24(h)(5)), $500 other dependent (24(h)(4)), reduced by $50 for each $1,000 or fraction of
 *   MAGI over $200,000 ($400,000 joint) (24(b)(2), 24(h)(3)).
 * - 2026: Rev. Proc. 2025-32 keeps $2,200 (indexed from 2026, rounded down to $100) and $1,700 refundable
 *   (reported by financialnews.world/?p=5240 summarising Rev. Proc. 2025-32; Kitces OBBBA review quoted there).
 * - 2024: $2,000 a child, $1,700 refundable (Rev. Proc. 2023-34 sec. 3.06), $500 other dependent.
 * The refundable part is also limited to 15% of earned income over $2,500 (IRC 24(d)(1)(B)(i)).
 */
export interface ChildCreditLaw {
  perChild: number;
  perOtherDependent: number;
  refundablePerChild: number;
  threshold: PerStatus;
  reductionPerStep: number;
  step: number;
  earnedIncomeFloor: number;
  earnedIncomeRate: number;
  source: string;
}

const CTC_THRESHOLD: PerStatus = {
  single: 20_000_000,
  married_joint: 40_000_000,
  married_separate: 20_000_000,
  head_of_household: 20_000_000,
};
const ctc = (perChild: number, source: string): ChildCreditLaw => ({
  perChild,
  perOtherDependent: 50_000,
  refundablePerChild: 170_000,
  threshold: CTC_THRESHOLD,
  reductionPerStep: 5_000,
  step: 100_000,
  earnedIncomeFloor: 250_000,
  earnedIncomeRate: 0.15,
  source,
});

export const CHILD_CREDIT: Readonly<Record<number, ChildCreditLaw>> = {
  2024: ctc(200_000, 'IRC 24(h); Rev. Proc. 2023-34 sec. 3.06'),
  2025: ctc(220_000, 'IRC 24(h) as amended by P.L. 119-21 sec. 70104'),
  2026: ctc(220_000, 'Rev. Proc. 2025-32 (IRC 24(h)(2) indexed, rounded down to $100)'),
};

/** SEP-IRA and solo 401(k) limits (household.json self_employed; Notice 2024-80, Notice 2025-67; Pub. 560 ch. 5). */
export interface RetirementLaw {
  /** A self-employed person's own employer contribution: 20% of (net profit - half SE tax) (25% plan rate). */
  selfEmployedRate: number;
  /** 415(c) annual additions (the SEP dollar cap too). */
  annualAdditions: number;
  /** 401(a)(17) compensation limit. */
  compensationLimit: number;
  /** 402(g) elective deferral (solo 401(k)). */
  electiveDeferral: number;
  catchUp50: number;
  catchUp60to63: number;
  source: string;
}

export const RETIREMENT: Readonly<Record<number, RetirementLaw>> = {
  2025: {
    selfEmployedRate: 0.2,
    annualAdditions: 7_000_000,
    compensationLimit: 35_000_000,
    electiveDeferral: 2_350_000,
    catchUp50: 750_000,
    catchUp60to63: 1_125_000,
    source: 'household.json self_employed.sep_ira / solo_401k years.2025 (Notice 2024-80)',
  },
  2026: {
    selfEmployedRate: 0.2,
    annualAdditions: 7_200_000,
    compensationLimit: 36_000_000,
    electiveDeferral: 2_450_000,
    catchUp50: 800_000,
    catchUp60to63: 1_125_000,
    source: 'household.json self_employed.sep_ira / solo_401k years.2026 (Notice 2025-67)',
  },
};

/** A year-keyed table's entry for `year`: its own, else the nearest year's (docs/tax-method.md §10). */
export function lawOfYear<T>(table: Readonly<Record<number, T>>, year: number): T {
  const years = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const law = table[nearestYear(year, years)];
  if (law === undefined) throw new Error(`law table for ${year} missing`);
  return law;
}
