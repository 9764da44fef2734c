import type { FieldSpec } from '@/app/_lib/form-types';
import type { VisitOut } from '@/lib/records/visits/resource';

/** The visit form; with a record, prefilled for editing. */
export function visitFields(today?: string, v?: VisitOut): FieldSpec[] {
  return [
    {
      name: 'arrived',
      label: 'Arrived',
      kind: 'date',
      required: true,
      defaultValue: v?.arrived ?? today,
    },
    {
      name: 'left',
      label: 'Left',
      kind: 'date',
      required: true,
      defaultValue: v?.left ?? today,
      hint: 'Your last day there; today or earlier',
    },
    { name: 'notes', label: 'Notes', kind: 'text', defaultValue: v?.notes },
  ];
}
