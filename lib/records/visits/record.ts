import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { notes1000 } from '@/lib/validation/common';

// A stay at the tax home: its one definition (lib/records/record.ts). The tax home's `last_visit_date`
// follows from its live visits (database triggers).

export const LEFT_BEFORE_ARRIVED = 'The day you left must be on or after the day you arrived';

export const visitRecord = defineRecord({
  model: 'TaxHomeVisit',
  key: 'taxHomeVisit',
  table: 'tax_home_visits',
  schemaId: 'TaxHomeVisit',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    tax_home_id: col.ref().optional().doc('The tax home visited; your current tax home when left out'),
    arrived: col.date(),
    left: col.date().doc('The last day at home: on or after `arrived`, today or earlier'),
    notes: col.text(notes1000).default('""'),
    mileage_trip_id: col.ref().nullable().doc('Evidence: your trip home'),
    expense_id: col.ref().nullable().doc('Evidence: an expense at home'),
    tax_home_doc_id: col.ref().nullable().doc('Evidence: a tax home document dated there'),
    ...timestamps,
  },
  rules: [
    {
      check: (v) => !v.arrived || !v.left || String(v.left) >= String(v.arrived),
      message: LEFT_BEFORE_ARRIVED,
      path: ['left'],
    },
  ],
});
