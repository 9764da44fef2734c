import 'server-only';
import type { Comparison } from '@/lib/generated/prisma/client';
import { fromReadOnlyRecord, type ResourceSpec } from '@/lib/records/define';
import { comparisonExample } from './examples';
import { comparisonRecord } from './record';

// Saved comparisons are immutable snapshots (docs/api-guide.md §7): created by POST /comparisons (Pro, computed),
// then only read, deleted and restored; there is no PATCH.

export type ComparisonOut = ReturnType<typeof comparisonRecord.serialize>;

export const comparisonResource: ResourceSpec<Comparison, never, never> = {
  ...fromReadOnlyRecord(comparisonRecord),
  name: 'Comparison',
  path: 'comparisons',
  example: {},
  orderBy: [{ created_at: 'desc' }],
  docs: {
    tag: 'Comparisons',
    about: 'Saved comparisons are immutable snapshots: create one with POST /comparisons; there is no PATCH.',
    exampleRecord: comparisonExample,
  },
};
