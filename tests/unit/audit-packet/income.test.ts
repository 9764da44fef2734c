import { describe, expect, it } from 'vitest';
import { reconcileIncome, type IncomeDocumentInput } from '@/lib/audit-packet/income';

// Income documents against what the assignments add up to, per payer.

const doc = (id: number, payer: string, amount: number): IncomeDocumentInput => ({
  id,
  form: 'W-2',
  payer,
  amount,
});

describe('reconcileIncome', () => {
  it('matches within a dollar, sums several forms and assignments of one payer (names ignore case)', () => {
    const rows = reconcileIncome(
      [doc(1, 'Aya Healthcare', 3_000_000), doc(2, ' aya healthcare', 1_000_050)],
      [
        { agency: 'Aya Healthcare', expected: 2_500_000 },
        { agency: 'AYA HEALTHCARE', expected: 1_500_000 },
      ],
    );
    expect(rows).toEqual([
      {
        payer: 'Aya Healthcare',
        reported: 4_000_050,
        expected: 4_000_000,
        difference: 50,
        status: 'matches',
      },
    ]);
  });

  it('flags a difference, a payer without a form and a form without an assignment', () => {
    const rows = reconcileIncome(
      [doc(1, 'Cross Country', 900_000), doc(2, 'Side Gig LLC', 50_000)],
      [
        { agency: 'Cross Country', expected: 1_000_000 },
        { agency: 'Fastaff', expected: 700_000 },
        { agency: '', expected: 1 },
      ],
    );
    expect(rows).toEqual([
      {
        payer: 'Cross Country',
        reported: 900_000,
        expected: 1_000_000,
        difference: -100_000,
        status: 'differs',
      },
      { payer: 'Side Gig LLC', reported: 50_000, expected: null, difference: null, status: 'no_assignment' },
      { payer: 'Fastaff', reported: null, expected: 700_000, difference: null, status: 'no_document' },
    ]);
  });
});
