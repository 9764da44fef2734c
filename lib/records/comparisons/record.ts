import { z } from 'zod';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';

// A saved comparison of two contract offers: its one definition (lib/records/record.ts). A snapshot made
// by POST /comparisons and never changed, so a client writes none of its columns.

export const comparisonRecord = defineRecord({
  model: 'Comparison',
  key: 'comparison',
  table: 'comparisons',
  schemaId: 'Comparison',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    name: col.text(z.string()).readOnly(),
    year: col.int(z.int()).readOnly(),
    winner: col
      .int(z.int())
      .readOnly()
      .answers(z.union([z.literal(0), z.literal(1)]))
      .doc('0 = Contract A, 1 = Contract B'),
    // bigint: 104 weeks of two contracts differ by more than an int4 holds.
    diff: col.bigint(z.int()).readOnly().doc('Cents: |net take-home A − net take-home B|'),
    contract_a: col.text(z.string()).readOnly().doc("JSON string: the contract's inputs and results"),
    contract_b: col.text(z.string()).readOnly(),
    ...timestamps,
  },
});
