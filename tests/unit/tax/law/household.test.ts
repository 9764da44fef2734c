// The version 3 federal tables (lib/tax/law/household.ts), transcribed by hand: each figure checked against
// the reference household.json / federal.json where it comes from (lib/tax/law/reference).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILING_STATUSES } from '@/lib/tax/law';
import {
  AGED_ADDITIONAL,
  CHILD_CREDIT,
  lawOfYear,
  OVERTIME_V3,
  RETIREMENT,
  SALT,
  SENIOR_DEDUCTION,
} from '@/lib/tax/law/household';

const REFERENCE_DIR = process.env.REFERENCE_DIR ?? path.resolve(process.cwd(), 'lib/tax/law/reference');
/* eslint-disable @typescript-eslint/no-explicit-any -- untyped reference JSON, read only here */
const read = (name: string): any => JSON.parse(readFileSync(path.join(REFERENCE_DIR, name), 'utf8'));

describe('against household.json and federal.json', () => {
  const hh = read('household.json');
  const fed = read('federal.json');

  it.each([2025, 2026])('SALT %i: cap, threshold, rate and floor for every filing status', (year) => {
    const ref = hh.salt_deduction.years[String(year)];
    const law = SALT[year];
    for (const s of FILING_STATUSES) {
      expect(law?.cap[s]).toBe(ref.cap_cents[s]);
      expect(law?.threshold?.[s]).toBe(ref.magi_threshold_cents[s]);
      expect(law?.floor[s]).toBe(ref.floor_cents[s]);
    }
    expect(law?.rate).toBe(ref.phase_down_rate);
  });

  it('the senior deduction', () => {
    const ref = hh.senior_deduction;
    expect(SENIOR_DEDUCTION).toMatchObject({
      firstYear: ref.first_tax_year,
      lastYear: ref.last_tax_year,
      amount: ref.amount_per_qualified_individual_cents,
      rate: ref.phase_out.rate,
      threshold: {
        single: ref.phase_out.magi_threshold_cents.single,
        married_joint: ref.phase_out.magi_threshold_cents.married_joint,
        head_of_household: ref.phase_out.magi_threshold_cents.head_of_household,
      },
    });
  });

  it.each([2024, 2025, 2026])('the 65+ additional standard deduction %i (federal.json)', (year) => {
    const ref = fed.years[String(year)].additional_std_deduction_aged_or_blind;
    expect(AGED_ADDITIONAL[year]).toEqual({ unmarried: ref.unmarried * 100, married: ref.married * 100 });
  });

  it('the overtime deduction: the statute’s $100 per full $1,000 step, no married-separate claim', () => {
    const ref = hh.qualified_overtime_deduction;
    expect(OVERTIME_V3).toMatchObject({
      firstYear: ref.first_tax_year,
      lastYear: ref.last_tax_year,
      reductionPerStep: ref.phase_out.reduction_cents_per_step,
      step: ref.phase_out.step_cents,
      cap: { single: ref.cap_cents.single, married_joint: ref.cap_cents.married_joint },
      threshold: {
        single: ref.phase_out.magi_threshold_cents.single,
        married_joint: ref.phase_out.magi_threshold_cents.married_joint,
      },
    });
    expect(ref.cap_cents.married_separate).toBeNull();
    expect(OVERTIME_V3.excluded).toEqual(['married_separate']);
  });

  it.each([2025, 2026])('SEP and solo 401(k) limits %i', (year) => {
    const sep = hh.self_employed.sep_ira;
    const k = hh.self_employed.solo_401k.years[String(year)];
    expect(RETIREMENT[year]).toMatchObject({
      selfEmployedRate: sep.self_employed_effective_rate_of_net_earnings,
      annualAdditions: sep.years[String(year)].dollar_cap_cents,
      compensationLimit: sep.years[String(year)].compensation_limit_401a17_cents,
      electiveDeferral: k.elective_deferral_402g_cents,
      catchUp50: k.catch_up_age_50_plus_cents,
      catchUp60to63: k.catch_up_age_60_to_63_cents,
    });
  });
});

describe('the child tax credit table (researched: IRC 24 as amended by P.L. 119-21 sec. 70104)', () => {
  it.each([
    [2024, 200_000],
    [2025, 220_000],
    [2026, 220_000],
  ])(
    '%i: $%i a child, $500 an other dependent, $1,700 refundable, $50 per $1,000 over 200k / 400k',
    (year, perChild) => {
      expect(CHILD_CREDIT[year]).toMatchObject({
        perChild,
        perOtherDependent: 50_000,
        refundablePerChild: 170_000,
        threshold: { single: 20_000_000, married_joint: 40_000_000 },
        reductionPerStep: 5_000,
        step: 100_000,
      });
      expect(CHILD_CREDIT[year]?.source).toMatch(/IRC 24|Rev\. Proc\./);
    },
  );

  it('a year without a table uses the nearest (docs/tax-method.md §10)', () => {
    expect(lawOfYear(CHILD_CREDIT, 2030)).toBe(CHILD_CREDIT[2026]);
    expect(lawOfYear(RETIREMENT, 2024)).toBe(RETIREMENT[2025]);
  });
});
