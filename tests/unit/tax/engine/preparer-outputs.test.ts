// What a preparer needs beside the totals (docs/tax-method.md §3a, §9): the Additional Medicare Tax of Form
// 8959 as its own figure, the qualified business income beside its deduction, and Pennsylvania's local services
// tax apart in the estimate. Hand computations beside each expected value.
import { describe, expect, it } from 'vitest';
import { taxEstimate } from '@/lib/tax/engine/tax-estimate';
import { computeYear } from '@/lib/tax/engine/year';
import type { EmploymentType } from '@/lib/tax/law/types';
import { assignment, taxHome, yearInput } from './fixtures/builders';

// 2026, single, Texas home and work: 70 days at `weekly` = 10 × weekly of pay.
const estimate = (employmentType: EmploymentType, weekly: number, state: 'TX' | 'PA' = 'TX') =>
  taxEstimate(
    computeYear(
      yearInput({
        year: 2026,
        today: '2026-12-31',
        employmentType,
        taxHome: taxHome('TX', 'Austin'),
        assignments: [
          assignment({
            state,
            location: state === 'PA' ? 'Pittsburgh' : 'Houston',
            start_date: '2026-03-01',
            end_date: '2026-05-09',
            base_pay: weekly,
          }),
        ],
      }),
    ),
  );

describe('preparer outputs of the estimate', () => {
  it('W-2, 250,000 of wages: Additional Medicare Tax 0.9% × (250,000 - 200,000) = 450.00; no QBI', () => {
    expect(estimate('w2', 2_500_000).federal).toMatchObject({ additionalMedicareTax: 45_000, qbi: 0 });
  });

  it('1099, P = 260,000 (the method §3 example): the SE part 360.99, QBI 245,079.40 beside its deduction', () => {
    // SE base round(260,000 × 0.9235) = 240,110.00; 0.9% × (240,110 - 200,000) = 360.99; QBI = P - half SE
    // 14,920.60 = 245,079.40; deduction 19,885.46 (§3's phase-in)
    expect(estimate('1099', 2_600_000).federal).toMatchObject({
      additionalMedicareTax: 36_099,
      qbi: 24_507_940,
      qbiDeduction: 1_988_546,
    });
  });

  it("Pennsylvania's local services tax apart: 10 weeks in Pittsburgh = 10 × $1 = 10.00", () => {
    const e = estimate('w2', 200_000, 'PA');
    expect(e.localServicesTax).toBe(1_000);
    // part of localTax, beside Pittsburgh's 1% nonresident EIT on 20,000 = 200.00
    expect(e.localTax).toBe(21_000);
  });
});
