import 'server-only';
import {
  assignmentField,
  centsToInput,
  enumOptions,
  type FieldOption,
  type FieldSpec,
} from '@/app/_lib/form-types';
import { EXPENSE_CATEGORIES } from '@/lib/records/expenses/resource';

import type { ExpenseOut } from '@/lib/records/expenses/resource';
export type { ExpenseOut };
export const LAST_CATEGORY_COOKIE = 'tl_last_expense_category';
export const categoryOptions = enumOptions(EXPENSE_CATEGORIES, {
  ce_credits: 'CE credits',
  phone_internet: 'Phone & internet',
  tax_prep: 'Tax prep',
});

/** The expense form; with a record, prefilled for editing. */
export function expenseFields(
  defaults: { today?: string; category?: string; assignments?: FieldOption[] } = {},
  e?: ExpenseOut,
): FieldSpec[] {
  return [
    { name: 'date', label: 'Date', kind: 'date', required: true, defaultValue: e?.date ?? defaults.today },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: categoryOptions,
      defaultValue: e?.category ?? defaults.category ?? 'supplies',
    },
    { name: 'amount', label: 'Amount', kind: 'money', required: true, defaultValue: centsToInput(e?.amount) },
    {
      name: 'vendor',
      label: 'Paid to',
      kind: 'text',
      placeholder: 'e.g. Walgreens',
      hint: 'The store, board or agency on the receipt',
      defaultValue: e?.vendor,
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'text',
      placeholder: 'e.g. BLS renewal',
      defaultValue: e?.description,
    },
    assignmentField(defaults.assignments, e?.assignment_id, 'Optional: ties the cost to a contract'),
  ];
}
