import 'server-only';
import { enumOptions, type FieldSpec } from '@/app/_lib/form-types';
import { CREDENTIAL_TYPES } from '@/lib/records/credentials/resource';
import { STATE_CODES } from '@/lib/tax/law/types';

import type { CredentialOut } from '@/lib/records/credentials/resource';
export type { CredentialOut };
export const typeOptions = enumOptions(CREDENTIAL_TYPES, { bls: 'BLS', acls: 'ACLS', pals: 'PALS' });

/** The credential form; with a record, prefilled for editing. */
export function credentialFields(c?: CredentialOut): FieldSpec[] {
  return [
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: typeOptions,
      defaultValue: c?.type ?? 'license',
    },
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      placeholder: 'Registered Nurse',
      defaultValue: c?.name,
    },
    { name: 'issuer', label: 'Issuer', kind: 'text', placeholder: 'Nebraska DHHS', defaultValue: c?.issuer },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      nullable: true,
      options: STATE_CODES.map((s) => ({ value: s, label: s })),
      defaultValue: c?.state ?? undefined,
    },
    { name: 'number', label: 'Number', kind: 'text', defaultValue: c?.number },
    {
      name: 'issue_date',
      label: 'Issued',
      kind: 'date',
      nullable: true,
      defaultValue: c?.issue_date ?? undefined,
    },
    {
      name: 'expiration_date',
      label: 'Expires',
      kind: 'date',
      nullable: true,
      defaultValue: c?.expiration_date ?? undefined,
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true, defaultValue: c?.notes },
  ];
}
