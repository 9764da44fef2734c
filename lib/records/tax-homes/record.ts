import { col, fileColumns, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { address255, description500, name200, stateCode, zip } from '@/lib/validation/common';
import { z } from 'zod';

// The tax home, its documents and its costs: each one definition (lib/records/record.ts).

export const taxHomeRecord = defineRecord({
  model: 'TaxHome',
  key: 'taxHome',
  table: 'tax_homes',
  schemaId: 'TaxHome',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    address: col.text(address255.min(1)),
    city: col.text(name200.min(1)),
    state: col.text(stateCode),
    zip: col.text(zip).nullable(),
    rent_amount: col.cents().default('0').doc('Monthly rent or mortgage, cents'),
    last_visit_date: col
      .date()
      .nullable()
      .doc(
        "The later of the last visit a client wrote and the latest `left` of the home's live visits; kept by " +
          'database triggers, so every reader sees visits without a join',
      ),
    last_visit_logged: col
      .date()
      .nullable()
      .internal()
      .doc(
        'The last visit as a client wrote it (`last_visit_date` in a body); null when only visits say it.',
      ),
    voter_reg: col.boolean().default('false'),
    drivers_license_state: col.text(stateCode).nullable(),
    property_rented_out: col.boolean().default('false'),
    ...timestamps,
  },
});

export const DOC_TYPES = [
  'lease',
  'mortgage_statement',
  'utility_bill',
  'voter_registration',
  'drivers_license',
  'vehicle_registration',
  'bank_statement',
  'insurance',
  'other',
] as const;

export const taxHomeDocRecord = defineRecord({
  model: 'TaxHomeDoc',
  key: 'taxHomeDoc',
  table: 'tax_home_docs',
  schemaId: 'TaxHomeDoc',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    doc_type: col.enum(DOC_TYPES),
    title: col.text(name200.min(1)),
    date: col.date(),
    state: col
      .text(stateCode)
      .nullable()
      .doc(
        "The state the document points to (a driver's license, voter or vehicle registration): one in another " +
          "state than the tax home's opens a `tie_out_of_state` notification",
      ),
    ...fileColumns,
    ...timestamps,
  },
});

export const COST_CATEGORIES = [
  'rent',
  'mortgage',
  'utilities',
  'insurance',
  'property_tax',
  'maintenance',
  'return_trips',
  'other',
] as const;

export const taxHomeCostRecord = defineRecord({
  model: 'TaxHomeCost',
  key: 'taxHomeCost',
  table: 'tax_home_costs',
  schemaId: 'TaxHomeCost',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    category: col.enum(COST_CATEGORIES),
    amount: col.cents(),
    month: col.int(z.int().min(1).max(12)),
    year: col.int(z.int().min(2000).max(2100)),
    description: col.text(description500).default('""'),
    ...timestamps,
  },
});
