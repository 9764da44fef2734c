import 'server-only';
import type { z } from 'zod';
import type { TaxHomeDoc } from '@/lib/generated/prisma/client';
import { dateIn, yearRange } from '@/lib/core/dates';
import { syncAfterWrite } from '@/lib/reminders/sync';
import { fromRecord, jsonOf, type ResourceSpec } from '@/lib/records/define';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import type { JsonSpec } from '@/lib/records/json-rows';
import { DOC_TYPES, taxHomeDocRecord } from './record';

export { DOC_TYPES };

export const createDocBody = taxHomeDocRecord.createBody;
type Input = z.infer<typeof taxHomeDocRecord.updateBody>;
export type DocOut = ReturnType<typeof taxHomeDocRecord.serialize>;

/** taxHomeDocResource as the database builds it (lib/records/json-rows.ts): the dashboard's newest documents. */
export const taxHomeDocJson: JsonSpec = {
  ...jsonOf(taxHomeDocRecord),
  yearColumn: 'date',
  orderColumn: 'date',
};

async function columns(userId: number, input: Input, existing?: TaxHomeDoc) {
  await assertStoredKey(input.objstore_key, userId, 'tax-home-docs', existing?.objstore_key);
  const { date, ...rest } = input;
  return { ...rest, ...(date !== undefined && { date: dateIn(date) }) };
}

export const taxHomeDocResource: ResourceSpec<
  TaxHomeDoc,
  z.infer<typeof taxHomeDocRecord.createBody>,
  Input
> = {
  ...fromRecord(taxHomeDocRecord),
  name: 'Tax home document',
  path: 'tax-home-docs',
  example: { doc_type: 'lease', title: 'Lease 2026', date: '2026-01-01' },
  yearScope: (year) => ({ date: yearRange(year) }),
  orderBy: [{ date: 'desc' }],
  docs: {
    tag: 'Tax home documents',
    yearNote: 'documents by their `date`',
    writeErrors: ['not_found'],
    about: '`objstore_key` comes from POST /tax-home-docs/upload-url (a key that is not yours is 404).',
  },
  toCreateData: (ctx, input) => columns(ctx.userId, input),
  toUpdateData: async (ctx, existing, input) => columns(ctx.userId, input, await existing()),
  afterWrite: syncAfterWrite,
};
