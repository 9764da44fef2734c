import 'server-only';
import { z } from 'zod';
import type { TaxHomeDoc } from '@/lib/generated/prisma/client';
import { dateIn, dateOut, timestamp, yearRange } from '@/lib/core/dates';
import { syncAfterWrite } from '@/lib/reminders/sync';
import type { ResourceSpec } from '@/lib/records/define';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import { deletedAt, isoDate, name200, partialBody, recordBody, stateCode } from '@/lib/validation/common';
import { fileFields, fileFieldsOut } from '@/lib/validation/files';
import type { JsonSpec } from '@/lib/records/json-rows';

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

const fields = {
  doc_type: z.enum(DOC_TYPES),
  title: name200.min(1),
  date: isoDate,
  state: stateCode
    .nullable()
    .optional()
    .meta({
      description:
        "The state the document points to (a driver's license, voter or vehicle registration): one in another " +
        "state than the tax home's opens a `tie_out_of_state` notification",
    }),
  ...fileFields,
};
export const createDocBody = recordBody(fields);
export const updateDocBody = partialBody(fields);
type Input = z.infer<typeof updateDocBody>;

export const docSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    doc_type: z.enum(DOC_TYPES),
    title: z.string(),
    date: isoDate,
    state: z.string().nullable(),
    ...fileFieldsOut,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'TaxHomeDoc' });

/** serializeDoc as the database builds it (lib/records/json-rows.ts): the dashboard's newest documents. */
export const taxHomeDocJson: JsonSpec = {
  table: 'tax_home_docs',
  fields: {
    id: 'value',
    user_id: 'value',
    doc_type: 'value',
    title: 'value',
    date: 'date',
    state: 'value',
    objstore_key: 'value',
    file_name: 'value',
    content_type: 'value',
    file_size: 'value',
    created_at: 'timestamp',
    updated_at: 'timestamp',
    deleted_at: 'timestamp',
  },
  yearColumn: 'date',
  orderColumn: 'date',
};

export function serializeDoc(row: TaxHomeDoc) {
  return {
    id: row.id,
    user_id: row.user_id,
    doc_type: row.doc_type,
    title: row.title,
    date: dateOut(row.date),
    state: row.state,
    objstore_key: row.objstore_key,
    file_name: row.file_name,
    content_type: row.content_type,
    file_size: row.file_size,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

async function columns(userId: number, input: Input, existing?: TaxHomeDoc) {
  await assertStoredKey(input.objstore_key, userId, 'tax-home-docs', existing?.objstore_key);
  const { date, ...rest } = input;
  return { ...rest, ...(date !== undefined && { date: dateIn(date) }) };
}

export const taxHomeDocResource: ResourceSpec<TaxHomeDoc, z.infer<typeof createDocBody>, Input> = {
  name: 'Tax home document',
  path: 'tax-home-docs',
  model: 'taxHomeDoc',
  record: docSchema,
  createBody: createDocBody,
  updateBody: updateDocBody,
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
  serialize: serializeDoc,
  afterWrite: syncAfterWrite,
};
