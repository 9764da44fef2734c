// Federal law tables of tax method version 3 (docs/tax-method.md §3a): the household's return. Amounts in
// cents, rates as decimals, per tax year. The SALT cap (2025-2026), the senior deduction, the 65+ additional
// standard deduction, the overtime deduction and the SEP / solo 401(k) limits are generated into
// ./data/household.json by scripts/gen-law.ts from the reference household.json / federal.json (compiled
// 2026-11: PolicyEngine-US @ 8914f89d and Tax-Calculator @ 78f3574c, which agree, and the statute they
// implement). The figures the reference lacks are below, each with its researched source.
import data from './data/household.json';
import type { HouseholdData } from './data-types';
import type {
  AgedAdditionalLaw,
  FilingStatus,
  OvertimeDeductionLaw,
  RetirementLaw,
  SaltLaw,
  SeniorDeductionLaw,
} from './types';
import { nearestYear } from './years';

export type { RetirementLaw, SaltLaw } from './types';

// The generator writes this file from typed objects; JSON import types widen tuples, hence the cast.
const HOUSEHOLD = data as unknown as HouseholdData;

type PerStatus = Readonly<Record<FilingStatus, number>>;

const all = (single: number, separate: number): PerStatus => ({
  single,
  married_joint: single,
  married_separate: separate,
  head_of_household: single,
});

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
  ...HOUSEHOLD.salt,
};

/**
 * The acquisition debt whose interest is qualified residence interest (IRC 163(h)(3)(B)(ii)): $750,000 ($375,000
 * married filing separately), IRC 163(h)(3)(F)(i)(II) as enacted by P.L. 115-97 sec. 11043 for 2018-2025 and
 * made permanent by P.L. 119-21 sec. 70108; debt incurred on or before December 15, 2017 keeps the $1,000,000
 * ($500,000) of 163(h)(3)(B)(ii), IRC 163(h)(3)(F)(i)(III). Over the limit, Pub. 936 Part II Table 1 deducts the
 * interest times the limit over the year's average balance (lines 11 to 15).
 */
export const ACQUISITION_DEBT = {
  limit: all(75_000_000, 37_500_000),
  grandfatheredLimit: all(100_000_000, 50_000_000),
  /** The last day on which a loan keeps the grandfathered limit (ISO date). */
  grandfatheredThrough: '2017-12-15',
  source: 'IRC 163(h)(3)(F)(i)(II)-(III) (P.L. 115-97 sec. 11043; P.L. 119-21 sec. 70108); Pub. 936 Table 1',
} as const;

/**
 * Age from which a person counts as 65 or older "before the close of the taxable year": the additional
 * standard deduction (IRC 63(f)(1)), the senior deduction (IRC 151(d)(5)(C)(ii), household.json
 * senior_deduction.qualified_individual) and the states' senior credits that follow it (California RTC 17054(c),
 * Form 540 line 9 "65 or older").
 */
export const SENIOR_AGE = 65;

/**
 * Senior deduction (IRC 151(d)(5)(C), OBBBA sec. 70103; household.json senior_deduction): $6,000 for each
 * individual 65 or older at the year's end, tax years 2025-2028, each reduced by 6% of MAGI over $75,000
 * ($150,000 joint), no step rounding (Schedule 1-A lines 33-37); not for married filing separately.
 */
export const SENIOR_DEDUCTION: SeniorDeductionLaw = HOUSEHOLD.senior;

/**
 * Additional standard deduction for 65 or older, per person (IRC 63(f)): unmarried (single, head of
 * household) and married amounts. federal.json years.*.additional_std_deduction_aged_or_blind, checked
 * against household.json by the generator (2024: Rev. Proc. 2023-34; 2025: Rev. Proc. 2024-40; 2026: Rev.
 * Proc. 2025-32 sec. 4.14(3)). Blindness is not asked.
 */
export const AGED_ADDITIONAL: Readonly<Record<number, AgedAdditionalLaw>> = HOUSEHOLD.agedAdditional;

/**
 * Qualified overtime deduction (IRC 225, OBBBA sec. 70202; household.json qualified_overtime_deduction):
 * tax years 2025-2028; capped at $12,500 ($25,000 joint, combined), then reduced by $100 for each full $1,000
 * of MAGI over $150,000 ($300,000 joint) (225(b)(2); Schedule 1-A line 19 "decrease the result to the next
 * lower whole number"); married filing separately gets none (225(e)). The one overtime law of the app.
 */
export const OVERTIME_V3: OvertimeDeductionLaw = HOUSEHOLD.overtime;

/**
 * FLSA section 7 overtime is due for hours over 40 in a workweek (29 U.S.C. 207(a)(1)); the qualified amount
 * is the premium over the regular rate (IRC 225(c)(1)). A travel contract's overtime pay is read as paid for
 * the hours over 36 a week (the usual three 12-hour shifts), at time-and-a-half (docs/tax-method.md §3a).
 */
export const FLSA_WEEK_HOURS = 40;
/** FLSA sec. 7(a)(1), 29 U.S.C. 207(a)(1): overtime "at a rate not less than one and one-half times the regular rate". */
export const FLSA_OVERTIME_RATE = 1.5;
/** The hours of a travel contract's week (three 12-hour shifts): no law, the app's reading (above). */
export const CONTRACT_WEEK_HOURS = 36;

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

/**
 * SEP-IRA and solo 401(k) limits (household.json self_employed; Notice 2024-80, Notice 2025-67; Pub. 560 ch.
 * 5), generated.
 */
export const RETIREMENT: Readonly<Record<number, RetirementLaw>> = HOUSEHOLD.retirement;

/**
 * The catch-up ages of a solo 401(k): 50 or older at the year's end (IRC 414(v)(5)(A)), and the higher
 * catch-up at 60, 61, 62 or 63 (IRC 414(v)(2)(E) as added by the SECURE 2.0 Act, P.L. 117-328 sec. 109;
 * household.json solo_401k catch_up_age_60_to_63: it replaces the age-50 amount).
 */
export const CATCH_UP_AGES = { from: 50, higherFrom: 60, higherTo: 63 } as const;

/** A year-keyed table's entry for `year`: its own, else the nearest year's (docs/tax-method.md §10). */
export function lawOfYear<T>(table: Readonly<Record<number, T>>, year: number): T {
  const years = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const law = table[nearestYear(year, years)];
  if (law === undefined) throw new Error(`law table for ${year} missing`);
  return law;
}

/**
 * The limitation on itemized deductions (IRC 68 as amended by P.L. 119-21 sec. 70111, tax years beginning after
 * December 31, 2025): they are reduced by 2/37 of the lesser of (A) the itemized deductions and (B) the
 * taxable income (determined without this section and increased by the itemized deductions) above the start
 * of the 37% bracket (IRC 1). Tax-Calculator @ 78f3574c ID_reduction_rate: 0.05405405 "about equal to 2/37"
 * from 2026. The fraction is kept exact.
 */
export const ITEMIZED_LIMITATION = {
  fromYear: 2026,
  numerator: 2,
  denominator: 37,
  /** The bracket whose start (B) is measured from. */
  bracketRate: 0.37,
} as const;
