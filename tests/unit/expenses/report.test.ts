import { describe, expect, it } from 'vitest';
import { foldGroups, type BucketSum } from '@/lib/records/expenses/report';

// The report's folding (lib/records/expenses/report.ts): the database's sums per bucket (a day's month, or an
// assignment) and category, added up into the groups the page, the PDF and the CSV show.

const months = [
  { key: '01', label: 'January' },
  { key: '02', label: 'February' },
  { key: '03', label: 'March' },
];

describe('foldGroups', () => {
  it('adds the days of a month per category, in the app’s category order, and keeps empty months', () => {
    const sums: BucketSum[] = [
      { bucket: '01', category: 'supplies', count: 1, total: 4599 },
      { bucket: '01', category: 'meals', count: 1, total: 1250 },
      // Another day of January, meals again: 1250 + 700 = 1950 over 2 expenses.
      { bucket: '01', category: 'meals', count: 1, total: 700 },
      { bucket: '03', category: 'licensing', count: 2, total: 25000 },
    ];
    expect(foldGroups(sums, months, (b) => b)).toEqual([
      {
        key: '01',
        label: 'January',
        // 1950 + 4599 = 6549 over 3 expenses; supplies come before meals in EXPENSE_CATEGORIES.
        count: 3,
        total: 6549,
        categories: [
          { category: 'supplies', count: 1, total: 4599 },
          { category: 'meals', count: 2, total: 1950 },
        ],
      },
      { key: '02', label: 'February', count: 0, total: 0, categories: [] },
      {
        key: '03',
        label: 'March',
        count: 2,
        total: 25000,
        categories: [{ category: 'licensing', count: 2, total: 25000 }],
      },
    ]);
  });

  it('maps buckets to groups (assignments and no assignment)', () => {
    const sums: BucketSum[] = [
      { bucket: '7', category: 'meals', count: 2, total: 2050 },
      { bucket: 'none', category: 'supplies', count: 1, total: 4599 },
      { bucket: '9', category: 'licensing', count: 1, total: 12500 },
    ];
    const groups = [
      { key: '9', label: 'Mercy (Omaha, NE)' },
      { key: '7', label: 'Denver Health (Denver, CO)' },
      { key: 'none', label: 'No assignment' },
    ];
    const folded = foldGroups(sums, groups, (b) => b);
    expect(folded.map((g) => [g.label, g.count, g.total])).toEqual([
      ['Mercy (Omaha, NE)', 1, 12500],
      ['Denver Health (Denver, CO)', 2, 2050],
      ['No assignment', 1, 4599],
    ]);
    // The groups hold every sum: 12500 + 2050 + 4599 = 19149.
    expect(folded.reduce((n, g) => n + g.total, 0)).toBe(19149);
  });
});
