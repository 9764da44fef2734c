// Federal tables (reference federal.json / federal.md: Rev. Proc. 2023-34, 2024-40, 2025-32) and payroll rates.
import { describe, expect, it } from 'vitest';
import {
  FEDERAL_YEARS,
  federalLaw,
  FILING_STATUSES,
  federalTableYear,
  PAYROLL,
  QBI_MINIMUM,
  type FilingStatus,
} from '@/lib/tax/law';

describe('federalLaw brackets', () => {
  // [label, year, status, bracket index, lower bound dollars, rate] — federal.md tables.
  it.each<[string, number, FilingStatus, number, number, number]>([
    ['2024 single 12% starts at 11,600', 2024, 'single', 1, 11_600, 0.12],
    ['2024 head of household 24% starts at 100,500', 2024, 'head_of_household', 3, 100_500, 0.24],
    ['2024 married separate 37% starts at 365,600', 2024, 'married_separate', 6, 365_600, 0.37],
    ['2025 married joint 37% starts at 751,600', 2025, 'married_joint', 6, 751_600, 0.37],
    ['2025 head of household 35% starts at 250,500', 2025, 'head_of_household', 5, 250_500, 0.35],
    ['2025 single 22% starts at 48,475', 2025, 'single', 2, 48_475, 0.22],
    ['2026 single 32% starts at 201,775', 2026, 'single', 4, 201_775, 0.32],
    ['2026 married joint 35% starts at 512,450', 2026, 'married_joint', 5, 512_450, 0.35],
    ['2026 head of household 12% starts at 17,700', 2026, 'head_of_household', 1, 17_700, 0.12],
  ])('%s', (_label, year, status, i, dollars, rate) => {
    expect(federalLaw(year).brackets[status][i]).toEqual([dollars * 100, rate]);
  });

  it.each(FEDERAL_YEARS.flatMap((y) => FILING_STATUSES.map((s) => [`${y} ${s}`, y, s] as const)))(
    '%s: seven brackets from 0, ascending, 10% to 37%',
    (_label, year, status) => {
      const b = federalLaw(year).brackets[status];
      expect(b.map(([, r]) => r)).toEqual([0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37]);
      const bounds = b.map(([lower]) => lower);
      expect(bounds[0]).toBe(0);
      expect(bounds).toEqual([...new Set(bounds)].sort((x, y) => x - y));
      expect(bounds.every(Number.isInteger)).toBe(true);
    },
  );
});

describe('federalLaw deductions, wage base, QBI', () => {
  // [label, year, status, standard deduction dollars] — federal.md "Standard deduction" lines.
  it.each<[string, number, FilingStatus, number]>([
    ['2024 single 14,600', 2024, 'single', 14_600],
    ['2024 head of household 21,900', 2024, 'head_of_household', 21_900],
    ['2025 married joint 31,500 (post-OBBBA, not 30,000)', 2025, 'married_joint', 31_500],
    ['2025 head of household 23,625 (post-OBBBA)', 2025, 'head_of_household', 23_625],
    ['2026 single 16,100', 2026, 'single', 16_100],
    ['2026 head of household 24,150', 2026, 'head_of_household', 24_150],
  ])('standard deduction %s', (_label, year, status, dollars) => {
    expect(federalLaw(year).standardDeduction[status]).toBe(dollars * 100);
  });

  // Social Security wage base: 168,600 / 176,100 / 184,500.
  it.each([
    [2024, 168_600],
    [2025, 176_100],
    [2026, 184_500],
  ])('%i Social Security wage base %i', (year, dollars) => {
    expect(federalLaw(year).socialSecurityWageBase).toBe(dollars * 100);
  });

  // QBI thresholds and phase-in ranges (OBBBA widened the range from 2026; MFS 2026 is 201,775 in both repos).
  it.each<[string, number, FilingStatus, number, number]>([
    ['2024 single', 2024, 'single', 191_950, 50_000],
    ['2025 married joint', 2025, 'married_joint', 394_600, 100_000],
    ['2026 married joint', 2026, 'married_joint', 403_500, 150_000],
    ['2026 married separate', 2026, 'married_separate', 201_775, 75_000],
  ])('QBI %s', (_label, year, status, threshold, range) => {
    expect(federalLaw(year).qbiThreshold[status]).toBe(threshold * 100);
    expect(federalLaw(year).qbiPhaseInRange[status]).toBe(range * 100);
  });

  it('each year carries its Rev. Proc. as source', () => {
    expect(federalLaw(2024).source).toMatch(/^Rev\. Proc\. 2023-34/);
    expect(federalLaw(2025).source).toMatch(/^Rev\. Proc\. 2024-40/);
    expect(federalLaw(2026).source).toMatch(/^Rev\. Proc\. 2025-32/);
  });

  // docs/tax-method.md §10: a year without tables is computed with the nearest year's (2024 below, 2026 above).
  it.each([
    [2023, 2024],
    [1999, 2024],
    [2000, 2024],
    [2027, 2026],
    [2100, 2026],
    [2025, 2025],
  ])('year %i uses the %i tables', (year, used) => {
    expect(federalTableYear(year)).toBe(used);
    expect(federalLaw(year)).toBe(federalLaw(used));
  });

  it('FEDERAL_YEARS is 2024-2026', () => expect(FEDERAL_YEARS).toEqual([2024, 2025, 2026]));
});

describe('OBBBA tables (federal.json qbi_deduction.minimum_deduction_2026)', () => {
  it('the QBI minimum: $400 from 2026 when QBI is at least $1,000', () => {
    expect(QBI_MINIMUM).toMatchObject({ fromYear: 2026, amount: 40_000, minQbi: 100_000 });
  });
});

describe('PAYROLL', () => {
  // federal.json self_employment_tax: 12.4% + 2.9%, 0.9235, 0.9% over 200k/250k/125k; FICA 6.2% + 1.45%; QBI 20%.
  it('carries the SE, FICA and QBI rates', () => {
    expect(PAYROLL).toMatchObject({
      socialSecurityRate: 0.062,
      medicareRate: 0.0145,
      seSocialSecurityRate: 0.124,
      seMedicareRate: 0.029,
      seNetEarningsFactor: 0.9235,
      additionalMedicareRate: 0.009,
      additionalMedicareThreshold: {
        single: 20_000_000,
        married_joint: 25_000_000,
        married_separate: 12_500_000,
        head_of_household: 20_000_000,
      },
      qbiRate: 0.2,
    });
    expect(PAYROLL.source).toMatch(/self_employment/);
  });
});
