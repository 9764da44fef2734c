import { dateOut, todayOf } from '@/lib/core/dates';
import { col, fileColumns, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { CREDENTIAL_STATUSES, credentialStatus } from '@/lib/tax/compliance/status';
import { name200, notes1000, stateCode } from '@/lib/validation/common';
import { z } from 'zod';

// A license or certification: its one definition (lib/records/record.ts). Its status follows today.

export const CREDENTIAL_TYPES = ['license', 'certification', 'bls', 'acls', 'pals', 'other'] as const;

export const credentialRecord = defineRecord({
  model: 'Credential',
  key: 'credential',
  table: 'credentials',
  schemaId: 'Credential',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    type: col.enum(CREDENTIAL_TYPES),
    name: col.text(name200.min(1)),
    issuer: col.text(name200).default('""'),
    state: col.text(stateCode).nullable(),
    number: col.text(name200).default('""'),
    issue_date: col.date().nullable(),
    expiration_date: col.date().nullable(),
    notes: col.text(notes1000).default('""'),
    ...fileColumns,
    status: col
      .computed(z.enum(CREDENTIAL_STATUSES), (_v, row, ctx) =>
        credentialStatus(dateOut(row.expiration_date as Date | null), todayOf(ctx.now)),
      )
      .doc('expired, expiring (within 90 days) or valid'),
    ...timestamps,
  },
  rules: [
    {
      check: (v) => !v.issue_date || !v.expiration_date || String(v.expiration_date) >= String(v.issue_date),
      message: 'The expiration date must be on or after the issue date',
      path: ['expiration_date'],
    },
  ],
});
