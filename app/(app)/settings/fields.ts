import 'server-only';
import { enumOptions, type FieldSpec } from '@/app/_lib/form-types';
import { EMPLOYMENT_TYPES, FILING_STATUSES } from '@/lib/tax/law/types';
import { DIGEST_FREQUENCIES } from '@/lib/account/users/schemas';

export function profileFields(u?: {
  first_name: string;
  full_name: string | null;
  employment_type: string;
  filing_status: string;
  email_notifications: boolean;
  email_digest: string;
}): FieldSpec[] {
  return [
    {
      name: 'first_name',
      label: 'First name',
      kind: 'text',
      defaultValue: u?.first_name,
      autoComplete: 'given-name',
    },
    {
      name: 'full_name',
      label: 'Full name',
      kind: 'text',
      // Emptied, the name is cleared (the audit packet then asks for it again).
      nullable: true,
      defaultValue: u?.full_name ?? undefined,
      autoComplete: 'name',
      hint: 'As on your tax return',
    },
    {
      name: 'employment_type',
      label: 'Employment type',
      kind: 'select',
      required: true,
      options: enumOptions(EMPLOYMENT_TYPES, { w2: 'W-2 employee', '1099': '1099 contractor' }),
      defaultValue: u?.employment_type,
      hint: 'Switching recomputes everything: taxes, stipends, deductions and the quarterly plan',
    },
    {
      name: 'filing_status',
      label: 'Filing status',
      kind: 'select',
      required: true,
      options: enumOptions(FILING_STATUSES, {
        married_joint: 'Married filing jointly',
        married_separate: 'Married filing separately',
      }),
      defaultValue: u?.filing_status,
    },
    {
      name: 'email_notifications',
      label: 'Email me about expiring credentials and deadlines',
      kind: 'checkbox',
      defaultValue: u?.email_notifications ? 'on' : '',
      wide: true,
    },
    {
      name: 'email_digest',
      label: 'Email summary of open reminders',
      kind: 'select',
      required: true,
      options: enumOptions(DIGEST_FREQUENCIES, {
        off: 'Off',
        daily: 'Every day',
        weekly: 'Every week',
      }),
      defaultValue: u?.email_digest ?? 'off',
      hint: 'One email with what is new and still open; every email has a link to stop them',
    },
  ];
}
