import { z } from 'zod';
import { col, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { MILEAGE_PURPOSES } from '@/lib/tax/compliance/mileage';
import { name200, notes1000 } from '@/lib/validation/common';

// A trip: its one definition (lib/records/record.ts). Its purposes are the mileage rules' own.

export const tripRecord = defineRecord({
  model: 'MileageTrip',
  key: 'mileageTrip',
  table: 'mileage_trips',
  schemaId: 'MileageTrip',
  storedJson: true,
  columns: {
    id: col.id(),
    user_id: col.owner(),
    date: col.date(),
    miles: col.int(z.int().min(1).max(5000)),
    purpose: col.enum(MILEAGE_PURPOSES),
    origin: col.text(name200).default('""'),
    destination: col.text(name200).default('""'),
    notes: col.text(notes1000).default('""'),
    assignment_id: col.ref().nullable(),
    import_id: col
      .ref()
      .nullable()
      .internal()
      .doc(
        'The CSV import that wrote this row (undo soft-deletes them all); null for trips entered by hand.',
      ),
    ...timestamps,
  },
});
