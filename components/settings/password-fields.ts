import type { FieldSpec } from '@/app/_lib/form-types';

// The two fields of a new password (with its confirmation), for the reset page and Settings alike; the
// server actions read `new_password` and `confirm`.
export const newPasswordFields: FieldSpec[] = [
  {
    name: 'new_password',
    label: 'New password',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
  },
  {
    name: 'confirm',
    label: 'New password again',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
  },
];
