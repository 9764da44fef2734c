import 'server-only';
import { centsToInput, enumOptions, type FieldSpec } from '@/app/_lib/form-types';
import { ASSIGNMENT_STATUSES } from '@/lib/tax/compliance/status';
import { EMPLOYMENT_TYPES, STATE_CODES } from '@/lib/tax/law/types';

import type { AssignmentOut } from '@/lib/records/assignments/resource';
export type { AssignmentOut };

const stateOptions = STATE_CODES.map((s) => ({ value: s, label: s }));

/** The assignment form; with a record, prefilled for editing (and with its status). */
export function assignmentFields(a?: AssignmentOut, withStatus = a !== undefined): FieldSpec[] {
  const fields: FieldSpec[] = [
    { name: 'facility', label: 'Facility', kind: 'text', required: true, defaultValue: a?.facility },
    { name: 'location', label: 'City', kind: 'text', required: true, defaultValue: a?.location },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      required: true,
      options: stateOptions,
      defaultValue: a?.state,
    },
    { name: 'agency', label: 'Agency', kind: 'text', defaultValue: a?.agency },
    {
      name: 'zip',
      label: 'ZIP',
      kind: 'text',
      nullable: true,
      defaultValue: a?.zip ?? '',
      hint: 'Of the facility, for the GSA per-diem lookup',
    },
    {
      name: 'county',
      label: 'County',
      kind: 'text',
      nullable: true,
      defaultValue: a?.county ?? '',
      hint: 'Only if the ZIP lies in more than one county: the one the facility is in, for county taxes',
    },
    {
      name: 'employment_type',
      label: 'Paid as',
      kind: 'select',
      nullable: true,
      options: enumOptions(EMPLOYMENT_TYPES, { w2: 'W-2 employee', '1099': '1099 contractor' }),
      placeholder: 'As in my profile',
      defaultValue: a?.employment_type ?? '',
      hint: 'Only if this contract pays differently from your profile, like a 1099 side job in a W-2 year',
    },
    {
      name: 'hours_per_week',
      label: 'Hours per week',
      kind: 'int',
      defaultValue: a ? String(a.hours_per_week) : '36',
    },
    { name: 'start_date', label: 'Start date', kind: 'date', required: true, defaultValue: a?.start_date },
    { name: 'end_date', label: 'End date', kind: 'date', required: true, defaultValue: a?.end_date },
    {
      name: 'base_pay',
      label: 'Taxable base pay / week',
      kind: 'money',
      required: true,
      defaultValue: centsToInput(a?.base_pay),
    },
    {
      name: 'housing_stipend',
      label: 'Housing stipend / week',
      kind: 'money',
      defaultValue: centsToInput(a?.housing_stipend),
    },
    {
      name: 'mie_stipend',
      label: 'M&IE stipend / week',
      kind: 'money',
      defaultValue: centsToInput(a?.mie_stipend),
    },
    {
      name: 'overtime_pay',
      label: 'Overtime pay (whole contract)',
      kind: 'money',
      defaultValue: centsToInput(a?.overtime_pay),
      hint: 'Total overtime you expect over the contract; W-2 overtime lowers federal tax from 2025',
    },
    {
      name: 'sign_on_bonus',
      label: 'Sign-on bonus',
      kind: 'money',
      defaultValue: centsToInput(a?.sign_on_bonus),
    },
    {
      name: 'completion_bonus',
      label: 'Completion bonus',
      kind: 'money',
      defaultValue: centsToInput(a?.completion_bonus),
    },
  ];
  if (withStatus) {
    fields.push({
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: enumOptions(ASSIGNMENT_STATUSES),
      defaultValue: a?.status,
      hint: 'Follows the dates; can only move forward',
    });
  }
  return fields;
}
