import type { FieldSpec } from '@/components/records/form-types';

export function visitFields(today?: string): FieldSpec[] {
  return [
    {
      name: 'date',
      label: 'Visit date',
      kind: 'date',
      required: true,
      defaultValue: today,
      hint: 'The last day you stayed there; today or earlier',
    },
  ];
}
