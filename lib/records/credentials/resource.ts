import 'server-only';
import { z } from 'zod';
import type { Credential } from '@/lib/generated/prisma/client';
import type { Ctx } from '@/lib/core/context';
import { dateIn, dateOut, timestamp, todayOf } from '@/lib/core/dates';
import { syncAfterWrite } from '@/lib/reminders/sync';
import type { ResourceSpec } from '@/lib/records/define';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import { CREDENTIAL_STATUSES, credentialStatus } from '@/lib/tax/compliance/status';
import {
  deletedAt,
  isoDate,
  name200,
  notes1000,
  partialBody,
  recordBody,
  stateCode,
} from '@/lib/validation/common';
import { fileFields, fileFieldsOut } from '@/lib/validation/files';

export const CREDENTIAL_TYPES = ['license', 'certification', 'bls', 'acls', 'pals', 'other'] as const;

const fields = {
  type: z.enum(CREDENTIAL_TYPES),
  name: name200.min(1),
  issuer: name200.optional(),
  state: stateCode.nullable().optional(),
  number: name200.optional(),
  issue_date: isoDate.nullable().optional(),
  expiration_date: isoDate.nullable().optional(),
  notes: notes1000.optional(),
  ...fileFields,
};
const datesInOrder = (v: { issue_date?: string | null; expiration_date?: string | null }) =>
  !v.issue_date || !v.expiration_date || v.expiration_date >= v.issue_date;
const orderMessage = {
  message: 'The expiration date must be on or after the issue date',
  path: ['expiration_date'],
};
export const createCredentialBody = recordBody(fields).refine(datesInOrder, orderMessage);
export const updateCredentialBody = partialBody(fields).refine(datesInOrder, orderMessage);
type Input = z.infer<typeof updateCredentialBody>;

export const credentialSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    type: z.enum(CREDENTIAL_TYPES),
    name: z.string(),
    issuer: z.string(),
    state: z.string().nullable(),
    number: z.string(),
    issue_date: isoDate.nullable(),
    expiration_date: isoDate.nullable(),
    notes: z.string(),
    ...fileFieldsOut,
    status: z.enum(CREDENTIAL_STATUSES).meta({ description: 'expired, expiring (within 90 days) or valid' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'Credential' });

export function serializeCredential(row: Credential, ctx: Pick<Ctx, 'now'>) {
  return {
    id: row.id,
    user_id: row.user_id,
    type: row.type,
    name: row.name,
    issuer: row.issuer,
    state: row.state,
    number: row.number,
    issue_date: dateOut(row.issue_date),
    expiration_date: dateOut(row.expiration_date),
    notes: row.notes,
    objstore_key: row.objstore_key,
    file_name: row.file_name,
    content_type: row.content_type,
    file_size: row.file_size,
    status: credentialStatus(dateOut(row.expiration_date), todayOf(ctx.now)),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}

async function columns(userId: number, input: Input, existing?: Credential) {
  await assertStoredKey(input.objstore_key, userId, 'credentials', existing?.objstore_key);
  const { issue_date, expiration_date, ...rest } = input;
  const day = (d: string | null) => (d ? dateIn(d) : null);
  return {
    ...rest,
    ...(issue_date !== undefined && { issue_date: day(issue_date) }),
    ...(expiration_date !== undefined && { expiration_date: day(expiration_date) }),
  };
}

export const credentialResource: ResourceSpec<Credential, z.infer<typeof createCredentialBody>, Input> = {
  name: 'Credential',
  path: 'credentials',
  model: 'credential',
  record: credentialSchema,
  createBody: createCredentialBody,
  updateBody: updateCredentialBody,
  example: {
    type: 'license',
    name: 'Registered Nurse',
    issuer: 'Nebraska DHHS',
    state: 'NE',
    number: 'RN-123456',
    issue_date: '2024-10-01',
    expiration_date: '2026-10-31',
  },
  orderBy: [{ created_at: 'desc' }],
  docs: {
    tag: 'Credentials',
    writeErrors: ['not_found'],
    about: '`status` is computed: expired, expiring (within 90 days) or valid.',
    exampleRecord: { status: 'valid' },
  },
  toCreateData: (ctx, input) => columns(ctx.userId, input),
  toUpdateData: async (ctx, existing, input) => columns(ctx.userId, input, await existing()),
  serialize: serializeCredential,
  afterWrite: syncAfterWrite,
};
