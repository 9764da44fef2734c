import 'server-only';
import type { FieldSpec } from '@/app/_lib/form-types';

/** The one question the audit packet asks before it is made, when Settings has no full name yet. */
export function fullNameFields(): FieldSpec[] {
  return [
    {
      name: 'full_name',
      label: 'Your full name',
      kind: 'text',
      required: true,
      autoComplete: 'name',
      hint: 'As on your tax return',
    },
  ];
}
