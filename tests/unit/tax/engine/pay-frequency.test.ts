// How often the worker is paid counts the paychecks left for the withholding advice (docs/tax-method.md §11,
// "Withholding advice"). Issue 38's nurse: one contract Sep 6 to Dec 5, 2026, $1,297.60 short of her federal
// tax (4,297.60 - 3,000.00 withheld). Hand computations beside each expected value (cents).
import { describe, expect, it } from 'vitest';
import { filingYear } from '@/lib/tax/engine';
import type { PayFrequency } from '@/lib/tax/engine/settlement';
import { paychecksLeft } from '@/lib/tax/engine/filing/withholding';
import type { PaymentsInput } from '@/lib/tax/engine/household';
import { household, nursePayments, nurseYearOn } from './fixtures/nurse';

const year = nurseYearOn('2026-11-06');
const payments: PaymentsInput = { ...nursePayments, federalWithheld: 300_000 };
const model = (payFrequency?: PayFrequency) =>
  filingYear({ year, payments, household, today: '2026-11-06', ...(payFrequency ? { payFrequency } : {}) });

describe('the paychecks left, by how often the worker is paid', () => {
  // Work left after Nov 6: Nov 7 to Dec 5, 29 days.
  it.each([
    // weekly: ceil(29 / 7) = 5; extra ceil(129,760 / 5 = 25,952 → $259.52) → $260.00
    ['weekly', 5, 26_000],
    // biweekly: ceil(29 / 14) = 3; ceil(129,760 / 3 = 43,253.3 → $432.53) → $433.00
    ['biweekly', 3, 43_300],
    // semimonthly: Nov 1-15, Nov 16-30, Dec 1-15 = 3 → $433.00
    ['semimonthly', 3, 43_300],
    // monthly: November, December = 2; 129,760 / 2 = 64,880 → $649.00
    ['monthly', 2, 64_900],
  ] as const)('%s: %i paychecks, an extra %i cents on each', (frequency, left, extra) => {
    expect(model(frequency).withholding).toMatchObject({
      payFrequency: frequency,
      paychecksLeft: left,
      action: 'w4_extra',
      extraPerPaycheck: extra,
      gap: 129_760,
    });
  });

  it('says weekly is assumed only when the frequency was not entered', () => {
    const assumed = model();
    expect(assumed.withholding?.payFrequency).toBe('weekly');
    expect(assumed.notes.join(' ')).toContain('Paychecks are counted as weekly');
    expect(model('weekly').notes.join(' ')).not.toContain('counted as weekly');
    expect(model('biweekly').notes.join(' ')).not.toContain('counted as weekly');
  });

  it('counts the half-months and months that hold a day of work, and nothing after the last day', () => {
    const span = year.items[0]!.dayRange;
    // After Nov 29: Nov 30 (the second half of November) and Dec 1-5 (the first half of December)
    expect(paychecksLeft('2026-11-29', [span], 'semimonthly')).toBe(2);
    expect(paychecksLeft('2026-11-29', [span], 'monthly')).toBe(2);
    // 6 days: one week, one fortnight
    expect(paychecksLeft('2026-11-29', [span], 'weekly')).toBe(1);
    expect(paychecksLeft('2026-11-29', [span], 'biweekly')).toBe(1);
    // The contract's last day is Dec 5: no paycheck after it
    expect(paychecksLeft('2026-12-05', [span], 'weekly')).toBe(0);
  });
});
