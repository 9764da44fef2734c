import 'server-only';
import { z } from 'zod';
import type { TaxHomeCost } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/core/dates';
import type { ResourceSpec } from '@/lib/records/define';
import { deletedAt, description500, money, partialBody, recordBody } from '@/lib/validation/common';
import type { JsonSpec } from '@/lib/records/json-rows';

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

const fields = {
  category: z.enum(COST_CATEGORIES),
  amount: money,
  month: z.int().min(1).max(12),
  year: z.int().min(2000).max(2100),
  description: description500.optional(),
};
export const createCostBody = recordBody(fields);
export const updateCostBody = partialBody(fields);

export const costSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    category: z.enum(COST_CATEGORIES),
    amount: z.int(),
    month: z.int(),
    year: z.int(),
    description: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'TaxHomeCost' });

/** serializeCost as the database builds it (lib/records/json-rows.ts): the dashboard's costs, by month. */
export const taxHomeCostJson: JsonSpec = {
  table: 'tax_home_costs',
  fields: {
    id: 'value',
    user_id: 'value',
    category: 'value',
    amount: 'value',
    month: 'value',
    year: 'value',
    description: 'value',
    created_at: 'timestamp',
    updated_at: 'timestamp',
    deleted_at: 'timestamp',
  },
  orderColumn: 'month',
};

export function serializeCost(row: TaxHomeCost) {
  return {
    id: row.id,
    user_id: row.user_id,
    category: row.category,
    amount: row.amount,
    month: row.month,
    year: row.year,
    description: row.description,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

export const taxHomeCostResource: ResourceSpec<
  TaxHomeCost,
  z.infer<typeof createCostBody>,
  z.infer<typeof updateCostBody>
> = {
  name: 'Tax home cost',
  path: 'tax-home-costs',
  model: 'taxHomeCost',
  record: costSchema,
  createBody: createCostBody,
  updateBody: updateCostBody,
  example: { category: 'rent', amount: 95000, month: 3, year: 2026, description: 'March rent' },
  yearScope: (year) => ({ year }),
  orderBy: [{ year: 'desc' }, { month: 'desc' }],
  docs: { tag: 'Tax home costs', yearNote: 'costs by their `year` field' },
  serialize: serializeCost,
};
