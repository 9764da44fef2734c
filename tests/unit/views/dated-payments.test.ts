import { describe, expect, it } from 'vitest';
import { estimatedTaxDueDates, stateEstimatedDueDates } from '@/lib/tax/engine';
import { datedPayments, federalQuarters, NO_PAYMENTS } from '@/lib/views/load/payments';

// The estimated payments as the filing year credits them (IRC 6654(b)(3)): each one on its paid date, an
// undated one on its own quarter's due date, federal and per state; the estimate's schedule reads the same.

const rows = {
  ...NO_PAYMENTS,
  estimated: [
    { state: null, quarter: 1, amount: 100_000, paid_date: '2026-04-10' },
    { state: null, quarter: 2, amount: 150_000, paid_date: '2026-06-12' },
    { state: null, quarter: 3, amount: 50_000, paid_date: null },
    { state: 'OH', quarter: 4, amount: 20_000, paid_date: null },
  ],
};
const due = (state: string | null) =>
  (state && stateEstimatedDueDates(state as 'OH', 2026)) || estimatedTaxDueDates(2026);

describe('estimated payments with their dates', () => {
  it('each payment on its paid date; undated, on its quarter’s due date (Sep 15; Ohio’s Q4: Jan 15)', () => {
    expect(datedPayments(rows, due)).toEqual([
      { state: null, payment: { amount: 100_000, date: '2026-04-10' } },
      { state: null, payment: { amount: 150_000, date: '2026-06-12' } },
      { state: null, payment: { amount: 50_000, date: '2026-09-15' } },
      { state: 'OH', payment: { amount: 20_000, date: '2027-01-15' } },
    ]);
  });

  it('the estimate’s federal schedule gets the same payments, one by one (not summed per quarter)', () => {
    expect(federalQuarters(rows)).toEqual([
      { quarter: 1, amount: 100_000, paidDate: '2026-04-10' },
      { quarter: 2, amount: 150_000, paidDate: '2026-06-12' },
      { quarter: 3, amount: 50_000, paidDate: null },
    ]);
  });
});
