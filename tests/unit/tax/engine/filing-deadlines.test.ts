// One function per date (docs/tax-method.md §11): each return's due date and each installment, moved past a
// weekend (calendar.ts weekendRule; holidays are not modelled).
import { describe, expect, it } from 'vitest';
import { type DatedPayment, estimatedTaxDueDates, stateEstimatedDueDates } from '@/lib/tax/engine';
import { creditInstallments } from '@/lib/tax/engine/filing/installments';
import { federalReturnDue, localReturnDue, stateReturnDue } from '@/lib/tax/engine/filing/deadlines';

describe('due dates', () => {
  it.each<[string, () => unknown, unknown]>([
    // IRC 6072(a): April 15 of the next year; 2027-04-15 is a Thursday
    ['federal return, 2026', () => federalReturnDue(2026), '2027-04-15'],
    // 2028-04-15 is a Saturday: Monday the 17th
    ['federal return, 2027: a Saturday moves to Monday', () => federalReturnDue(2027), '2028-04-17'],
    // IRC 6654(c)(2); 2025-06-15 is a Sunday → Monday the 16th
    [
      '1040-ES, 2025',
      () => estimatedTaxDueDates(2025),
      ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15'],
    ],
    // Iowa's TY2025 date is April 30 (the reference's deadline list)
    ['Iowa return, 2025', () => stateReturnDue('IA', 2025), '2026-04-30'],
    // TY2027 has no table: 2026's month and day, a year later (2028-04-15, a Saturday → the 17th)
    ['Ohio return, 2027 (stand-in table)', () => stateReturnDue('OH', 2027), '2028-04-17'],
    ['Texas: no income tax, no return', () => stateReturnDue('TX', 2026), null],
    // R.C. 5747.09(C): Ohio's four dates are the federal ones
    [
      'Ohio IT 1040ES, 2026',
      () => stateEstimatedDueDates('OH', 2026),
      ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15'],
    ],
    ['a state without a schedule in the tables', () => stateEstimatedDueDates('CA', 2026), null],
    ['an Ohio city, Philadelphia or a PA EIT return, 2026', () => localReturnDue(2026), '2027-04-15'],
  ])('%s', (_l, f, want) => {
    expect(f()).toEqual(want);
  });

  it('a payment beyond every installment is left over, not lost', () => {
    // 400.00 due in four; 500.00 paid on Apr 1: 100 to each installment (all before its date), 100 left over
    const payments: DatedPayment[] = [{ amount: 50_000, date: '2026-04-01' }];
    const plan = creditInstallments({
      dueDates: estimatedTaxDueDates(2026),
      required: 40_000,
      withheld: 0,
      payments,
      today: '2026-04-02',
    });
    expect([plan.paid, plan.remaining, plan.unapplied]).toEqual([40_000, 0, 10_000]);
    expect(plan.installments.every((q) => q.paidLate === 0)).toBe(true);
  });
});
