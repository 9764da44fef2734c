import 'server-only';
import { enumOptions, type FieldOption, type FieldSpec } from '@/components/records/form-types';
import { MILEAGE_PURPOSES, type serializeTrip } from '@/lib/mileage/resource';

export type TripOut = ReturnType<typeof serializeTrip>;
export const purposeOptions = enumOptions(MILEAGE_PURPOSES);

export function tripFields(defaults: { today?: string; assignments?: FieldOption[] } = {}): FieldSpec[] {
  return [
    { name: 'date', label: 'Date', kind: 'date', required: true, defaultValue: defaults.today },
    { name: 'miles', label: 'Miles', kind: 'int', required: true, placeholder: '0' },
    {
      name: 'purpose',
      label: 'Purpose',
      kind: 'select',
      required: true,
      options: purposeOptions,
      defaultValue: 'work_travel',
    },
    { name: 'origin', label: 'From', kind: 'text', placeholder: 'Omaha, NE' },
    { name: 'destination', label: 'To', kind: 'text', placeholder: 'Denver, CO' },
    {
      name: 'assignment_id',
      label: 'Assignment',
      kind: 'select',
      numeric: true,
      nullable: true,
      options: defaults.assignments ?? [],
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ];
}
