import 'server-only';
import { z } from 'zod';
import type { Comparison } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/core/dates';
import type { ResourceSpec } from '@/lib/records/define';
import { comparisonExample } from './examples';
import { deletedAt } from '@/lib/validation/common';

// Saved comparisons are immutable snapshots (docs/api-guide.md §7): created by POST /comparisons (Pro, computed),
// then only read, deleted and restored; there is no PATCH.

export const comparisonSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    name: z.string(),
    year: z.int(),
    winner: z.union([z.literal(0), z.literal(1)]).meta({ description: '0 = Contract A, 1 = Contract B' }),
    diff: z.int().meta({ description: 'Cents: |net take-home A − net take-home B|' }),
    contract_a: z.string().meta({ description: "JSON string: the contract's inputs and results" }),
    contract_b: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'Comparison' });

export function serializeComparison(row: Comparison) {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    year: row.year,
    winner: row.winner,
    diff: Number(row.diff), // bigint: 104 weeks of two contracts differ by more than an int4 holds
    contract_a: row.contract_a,
    contract_b: row.contract_b,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

export const comparisonResource: ResourceSpec<Comparison, never, never> = {
  name: 'Comparison',
  path: 'comparisons',
  model: 'comparison',
  record: comparisonSchema,
  example: {},
  orderBy: [{ created_at: 'desc' }],
  docs: {
    tag: 'Comparisons',
    about: 'Saved comparisons are immutable snapshots: create one with POST /comparisons; there is no PATCH.',
    exampleRecord: comparisonExample,
  },
  serialize: serializeComparison,
};
