import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { description500, name200 } from '@/lib/validation/common';

// An expense: its one definition (lib/records/record.ts). The API record, its bodies and serializer, the
// Prisma model's columns and the trigger that keeps each row's JSON all follow from these lines.

export const EXPENSE_CATEGORIES = [
  'travel',
  'licensing',
  'supplies',
  'ce_credits',
  'meals',
  'lodging',
  'uniforms',
  'insurance',
  'dues',
  'parking',
  'phone_internet',
  'tax_prep',
  'other',
] as const;

export const expenseRecord = defineRecord({
  model: 'Expense',
  key: 'expense',
  table: 'expenses',
  schemaId: 'Expense',
  storedJson: true,
  columns: {
    id: col.id(),
    user_id: col.owner(),
    date: col.date(),
    category: col.enum(EXPENSE_CATEGORIES),
    amount: col.cents(),
    description: col.text(description500).default('""'),
    vendor: col.text(name200).default('""').doc('Who was paid: the store, board or agency on the receipt'),
    assignment_id: col.ref().nullable(),
    receipt_objstore_key: col.key().nullable(),
    import_id: col
      .ref()
      .nullable()
      .internal()
      .doc('The CSV import that wrote this row (undo soft-deletes them all); null for rows entered by hand.'),
    ...timestamps,
  },
});
