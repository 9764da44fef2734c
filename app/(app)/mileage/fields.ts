import 'server-only';
import { assignmentField, enumOptions, type FieldOption, type FieldSpec } from '@/app/_lib/form-types';
import { MILEAGE_PURPOSES } from '@/lib/records/mileage/resource';

import type { TripOut } from '@/lib/records/mileage/resource';
export type { TripOut };
export const purposeOptions = enumOptions(MILEAGE_PURPOSES);

/** "Denver, CO → Omaha, NE", or null for a trip without either end. */
export function routeOf(t: Pick<TripOut, 'origin' | 'destination'>): string | null {
  return t.origin || t.destination ? `${t.origin || '?'} → ${t.destination || '?'}` : null;
}

/** The trip form; with a record, prefilled for editing. */
export function tripFields(
  defaults: { today?: string; assignments?: FieldOption[] } = {},
  t?: TripOut,
): FieldSpec[] {
  return [
    { name: 'date', label: 'Date', kind: 'date', required: true, defaultValue: t?.date ?? defaults.today },
    {
      name: 'miles',
      label: 'Miles',
      kind: 'int',
      required: true,
      placeholder: '0',
      defaultValue: t ? String(t.miles) : undefined,
    },
    {
      name: 'purpose',
      label: 'Purpose',
      kind: 'select',
      required: true,
      options: purposeOptions,
      defaultValue: t?.purpose ?? 'work_travel',
    },
    { name: 'origin', label: 'From', kind: 'text', placeholder: 'Omaha, NE', defaultValue: t?.origin },
    {
      name: 'destination',
      label: 'To',
      kind: 'text',
      placeholder: 'Denver, CO',
      defaultValue: t?.destination,
    },
    assignmentField(defaults.assignments, t?.assignment_id),
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true, defaultValue: t?.notes },
  ];
}
