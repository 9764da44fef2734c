import 'server-only';
import type { z } from 'zod';
import type { Credential } from '@/lib/generated/prisma/client';
import { dateIn } from '@/lib/core/dates';
import { syncAfterWrite } from '@/lib/reminders/sync';
import { fromRecord, type ResourceSpec } from '@/lib/records/define';
import { assertStoredKey } from '@/lib/providers/storage/stored-key';
import { CREDENTIAL_TYPES, credentialRecord } from './record';

export { CREDENTIAL_TYPES };
export const createCredentialBody = credentialRecord.createBody;
type Input = z.infer<typeof credentialRecord.updateBody>;
export type CredentialOut = ReturnType<typeof credentialRecord.serialize>;

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
  ...fromRecord(credentialRecord),
  name: 'Credential',
  path: 'credentials',
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
  afterWrite: syncAfterWrite,
};
