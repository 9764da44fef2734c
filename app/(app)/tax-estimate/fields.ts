import 'server-only';
import type { FieldSpec } from '@/app/_lib/form-types';

/** The fields of one quarter's payment form; the year and quarter come from the row it sits in. */
export function quarterPaymentFields(): FieldSpec[] {
  return [
    { name: 'amount', label: 'Amount paid', kind: 'money', required: true },
    { name: 'paid_date', label: 'Paid on', kind: 'date', nullable: true },
  ];
}
