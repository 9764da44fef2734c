import 'server-only';
import { enumOptions, type FieldSpec } from '@/components/records/form-types';
import { CREDENTIAL_TYPES, type serializeCredential } from '@/lib/credentials/resource';
import { STATE_CODES } from '@/lib/tax/law/types';

export type CredentialOut = ReturnType<typeof serializeCredential>;
export const typeOptions = enumOptions(CREDENTIAL_TYPES, { bls: 'BLS', acls: 'ACLS', pals: 'PALS' });

export function credentialFields(): FieldSpec[] {
  return [
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: typeOptions,
      defaultValue: 'license',
    },
    { name: 'name', label: 'Name', kind: 'text', required: true, placeholder: 'Registered Nurse' },
    { name: 'issuer', label: 'Issuer', kind: 'text', placeholder: 'Nebraska DHHS' },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      nullable: true,
      options: STATE_CODES.map((s) => ({ value: s, label: s })),
    },
    { name: 'number', label: 'Number', kind: 'text' },
    { name: 'issue_date', label: 'Issued', kind: 'date', nullable: true },
    { name: 'expiration_date', label: 'Expires', kind: 'date', nullable: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ];
}
