import { z } from 'zod';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { name200, notes1000, stateCode } from '@/lib/validation/common';

// An estimated tax payment: its one definition (lib/records/record.ts).

export const paymentRecord = defineRecord({
  model: 'QuarterlyPayment',
  key: 'quarterlyPayment',
  table: 'quarterly_payments',
  schemaId: 'QuarterlyPayment',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    year: col.int(z.int().min(2000).max(2100)),
    quarter: col.int(z.int().min(1).max(4)),
    state: col
      .text(stateCode)
      .nullable()
      .doc('Null (the default) for a federal payment (Form 1040-ES); a state code for that state’s own'),
    amount: col.cents(),
    paid_date: col.date().nullable(),
    confirmation_number: col.text(name200).default('""'),
    notes: col.text(notes1000).default('""'),
    ...timestamps,
  },
});
