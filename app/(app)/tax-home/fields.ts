import 'server-only';
import { centsToInput, enumOptions, type FieldSpec } from '@/app/_lib/form-types';
import { COST_CATEGORIES } from '@/lib/records/tax-homes/costs-resource';
import { DOC_TYPES } from '@/lib/records/tax-homes/docs-resource';
import { STATE_CODES } from '@/lib/tax/law/types';

import type { TaxHomeOut } from '@/lib/records/tax-homes/resource';
export type { TaxHomeOut };
import type { DocOut } from '@/lib/records/tax-homes/docs-resource';
export type { DocOut };
import type { CostOut } from '@/lib/records/tax-homes/costs-resource';
export type { CostOut };

const states = STATE_CODES.map((s) => ({ value: s, label: s }));
export const docTypeOptions = enumOptions(DOC_TYPES, { drivers_license: 'Driver’s license' });
export const costOptions = enumOptions(COST_CATEGORIES);
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function taxHomeFields(h?: TaxHomeOut): FieldSpec[] {
  return [
    {
      name: 'address',
      label: 'Street address',
      kind: 'text',
      required: true,
      wide: true,
      defaultValue: h?.address,
    },
    { name: 'city', label: 'City', kind: 'text', required: true, defaultValue: h?.city },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      required: true,
      options: states,
      defaultValue: h?.state,
    },
    { name: 'zip', label: 'ZIP', kind: 'text', nullable: true, defaultValue: h?.zip ?? '' },
    {
      name: 'rent_amount',
      label: 'Monthly rent or mortgage',
      kind: 'money',
      defaultValue: centsToInput(h?.rent_amount),
    },
    {
      name: 'last_visit_date',
      label: 'Last visit',
      kind: 'date',
      nullable: true,
      defaultValue: h?.last_visit_date ?? '',
      hint: 'Your visits below move it forward',
    },
    {
      name: 'drivers_license_state',
      label: "Driver's license state",
      kind: 'select',
      nullable: true,
      options: states,
      defaultValue: h?.drivers_license_state ?? '',
    },
    {
      name: 'voter_reg',
      label: 'Registered to vote here',
      kind: 'checkbox',
      defaultValue: h?.voter_reg ? 'on' : '',
    },
    {
      name: 'property_rented_out',
      label: 'Rented out while I travel',
      kind: 'checkbox',
      defaultValue: h?.property_rented_out ? 'on' : '',
      hint: 'Renting it out can weaken a tax home',
    },
  ];
}

/** The document form; with a record, prefilled for editing. */
export function docFields(today?: string, d?: DocOut): FieldSpec[] {
  return [
    {
      name: 'doc_type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: docTypeOptions,
      defaultValue: d?.doc_type ?? 'lease',
    },
    {
      name: 'title',
      label: 'Title',
      kind: 'text',
      required: true,
      placeholder: 'Lease 2026',
      defaultValue: d?.title,
    },
    { name: 'date', label: 'Date', kind: 'date', required: true, defaultValue: d?.date ?? today },
    {
      name: 'state',
      label: 'State it is from',
      kind: 'select',
      nullable: true,
      options: states,
      defaultValue: d?.state ?? '',
      hint: 'For a license or registration: the state that issued it',
    },
  ];
}

/**
 * The cost form; with a record, prefilled for editing and with its year (a new cost takes the year of the
 * page it is added on).
 */
export function costFields(month?: number, c?: CostOut, withYear = c !== undefined): FieldSpec[] {
  const m = c?.month ?? month;
  const fields: FieldSpec[] = [
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: costOptions,
      defaultValue: c?.category ?? 'rent',
    },
    { name: 'amount', label: 'Amount', kind: 'money', required: true, defaultValue: centsToInput(c?.amount) },
    {
      name: 'month',
      label: 'Month',
      kind: 'select',
      numeric: true,
      required: true,
      options: MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
      defaultValue: m ? String(m) : undefined,
    },
  ];
  if (withYear) {
    fields.push({
      name: 'year',
      label: 'Year',
      kind: 'int',
      required: true,
      defaultValue: c && String(c.year),
    });
  }
  fields.push({ name: 'description', label: 'Description', kind: 'text', defaultValue: c?.description });
  return fields;
}
