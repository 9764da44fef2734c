import { describe, expect, it } from 'vitest';
import { TRASH_KINDS } from '@/app/(app)/settings/trash';

// Settings → Trash names a deleted record in the words of its form: a category as the form's option label.
describe('trash summaries', () => {
  it.each([
    ['supplies', /· Supplies ·/],
    ['phone_internet', /· Phone & internet ·/],
    ['ce_credits', /· CE credits ·/],
  ])('an expense of %s reads its category capitalised', (category, shown) => {
    const line = TRASH_KINDS.expenses.summary({ amount: 1250, category, date: '2026-03-01' });
    expect(line).toMatch(shown);
    expect(line).not.toContain(category.replace(/_/g, ' ') + ' ·');
  });

  it('a tax home cost reads its category capitalised', () => {
    const line = TRASH_KINDS['tax-home-costs'].summary({
      amount: 95000,
      category: 'rent',
      month: 3,
      year: 2026,
    });
    expect(line).toContain('· Rent ·');
  });
});
