import 'server-only';
import type { z } from 'zod';
import type { TaxHomeCost } from '@/lib/generated/prisma/client';
import { fromRecord, jsonOf, type ResourceSpec } from '@/lib/records/define';
import type { JsonSpec } from '@/lib/records/json-rows';
import { COST_CATEGORIES, taxHomeCostRecord } from './record';

export { COST_CATEGORIES };
export const createCostBody = taxHomeCostRecord.createBody;
export type CostOut = ReturnType<typeof taxHomeCostRecord.serialize>;

/** The costs as the database builds them (lib/records/json-rows.ts): the dashboard's costs, by month. */
export const taxHomeCostJson: JsonSpec = { ...jsonOf(taxHomeCostRecord), orderColumn: 'month' };

export const taxHomeCostResource: ResourceSpec<
  TaxHomeCost,
  z.infer<typeof taxHomeCostRecord.createBody>,
  z.infer<typeof taxHomeCostRecord.updateBody>
> = {
  ...fromRecord(taxHomeCostRecord),
  name: 'Tax home cost',
  path: 'tax-home-costs',
  example: { category: 'rent', amount: 95000, month: 3, year: 2026, description: 'March rent' },
  yearScope: (year) => ({ year }),
  orderBy: [{ year: 'desc' }, { month: 'desc' }],
  docs: { tag: 'Tax home costs', yearNote: 'costs by their `year` field' },
};
