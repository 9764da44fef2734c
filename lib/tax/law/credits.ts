// The earned income credit (IRC 32; docs/tax-method.md §3a). Not in the reference: researched. Amounts in
// cents, rates as decimals, one entry per number of qualifying children (0, 1, 2, 3 or more).
//
// Sources: the amounts are the Revenue Procedures' inflation adjustments of IRC 32(b)(2)(A) and 32(i)(1),
// read through PSLmodels Tax-Calculator @ 78f3574c (2026-08-22) taxcalc/policy_current_law.json, whose 2026
// values were added from Rev. Proc. 2025-32 on 2025-10-25 ("Update p_c_l.json using update_pcl.py"):
// EITC_c (maximum credit), EITC_ps (phase-out start), EITC_ps_addon_MarriedJ (the joint return's higher
// phase-out start, above EITC_ps), EITC_InvestIncome_c (the investment income limit), EITC_rt and EITC_prt
// (the statutory rates of IRC 32(b)(1), unchanged since 2022), EITC_MinEligAge / EITC_MaxEligAge (25 and 64).
// PolicyEngine-US gov/irs/credits/eitc/phase_out/joint_bonus.yaml shows the 2025 joint figures as the
// differences of Rev. Proc. 2024-40's table (p. 9): 17,730 - 10,620 = 7,110 and 30,470 - 23,350 = 7,120.
// - 2024: Rev. Proc. 2023-34; 2025: Rev. Proc. 2024-40; 2026: Rev. Proc. 2025-32.

/** One year's earned income credit, by qualifying children [0, 1, 2, 3 or more]. */
export interface EarnedIncomeCreditLaw {
  /** Maximum credit (the plateau), cents. */
  max: readonly [number, number, number, number];
  /** Phase-in rate on earned income (IRC 32(b)(1)). */
  phaseInRate: readonly [number, number, number, number];
  /** Phase-out start on the larger of earned income and AGI, cents (single, head of household). */
  phaseOutStart: readonly [number, number, number, number];
  /** Added to the phase-out start on a joint return (IRC 32(b)(2)(B)), cents. */
  jointBonus: readonly [number, number, number, number];
  /** Phase-out rate (IRC 32(b)(1)). */
  phaseOutRate: readonly [number, number, number, number];
  /** No credit when investment income is over this (IRC 32(i)(1)), cents. */
  investmentIncomeLimit: number;
  source: string;
}

const RATES = {
  phaseInRate: [0.0765, 0.34, 0.4, 0.45],
  phaseOutRate: [0.0765, 0.1598, 0.2106, 0.2106],
} as const;

export const EARNED_INCOME_CREDIT: Readonly<Record<number, EarnedIncomeCreditLaw>> = {
  2024: {
    max: [63_200, 421_300, 696_000, 783_000],
    phaseOutStart: [1_033_000, 2_272_000, 2_272_000, 2_272_000],
    jointBonus: [692_000, 692_000, 692_000, 692_000],
    investmentIncomeLimit: 1_160_000,
    ...RATES,
    source: 'Rev. Proc. 2023-34 (IRC 32(b)(2)(A), 32(i)(1)); Tax-Calculator EITC_* 2024',
  },
  2025: {
    max: [64_900, 432_800, 715_200, 804_600],
    phaseOutStart: [1_062_000, 2_335_000, 2_335_000, 2_335_000],
    jointBonus: [711_000, 712_000, 712_000, 712_000],
    investmentIncomeLimit: 1_195_000,
    ...RATES,
    source: 'Rev. Proc. 2024-40 (IRC 32(b)(2)(A), 32(i)(1)); Tax-Calculator EITC_* 2025',
  },
  2026: {
    max: [66_400, 442_700, 731_600, 823_100],
    phaseOutStart: [1_086_000, 2_389_000, 2_389_000, 2_389_000],
    jointBonus: [728_000, 727_000, 727_000, 727_000],
    investmentIncomeLimit: 1_220_000,
    ...RATES,
    source: 'Rev. Proc. 2025-32 (IRC 32(b)(2)(A), 32(i)(1)); Tax-Calculator EITC_* 2026',
  },
};

/**
 * Without a qualifying child the worker (or, on a joint return, the spouse) must be 25 to 64 at the year's
 * end (IRC 32(c)(1)(A)(ii)(II)); the credit counts at most 3 qualifying children (IRC 32(b)(1)).
 */
export const EITC_CHILDLESS_AGES = { from: 25, to: 64 } as const;
export const EITC_MAX_CHILDREN = 3;
