import 'server-only';
import { centsToInput, type FieldSpec } from '@/app/_lib/form-types';
import { STATE_CODES } from '@/lib/tax/law/types';

// The comparison form: one set of fields per contract, named a_* and b_*. Dollars in the form, cents in the
// service (contractInput, docs/tax-method.md §8).

export type Side = 'a' | 'b';
export const CONTRACT_KEYS = [
  'name',
  'state',
  'city',
  'zip',
  'county',
  'start_date',
  'weeks',
  'hours_per_week',
  'base_pay',
  'hourly_rate',
  'housing_stipend',
  'mie_stipend',
  'overtime_pay',
  'bonuses',
  'expenses',
] as const;
export type ContractKey = (typeof CONTRACT_KEYS)[number];

const MONEY_KEYS: ReadonlySet<string> = new Set([
  'base_pay',
  'hourly_rate',
  'housing_stipend',
  'mie_stipend',
  'overtime_pay',
  'bonuses',
  'expenses',
]);

const states = STATE_CODES.map((s) => ({ value: s, label: s }));

/** A saved or typed contract, as the form's text values (keys without the side prefix). */
export type ContractDefaults = Partial<Record<ContractKey, string>>;

export function contractFields(side: Side, d: ContractDefaults = {}): FieldSpec[] {
  const f = (spec: Omit<FieldSpec, 'name'> & { key: ContractKey }): FieldSpec => {
    const { key, ...rest } = spec;
    return { ...rest, name: `${side}_${key}`, defaultValue: d[key] ?? rest.defaultValue };
  };
  return [
    f({
      key: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      defaultValue: side === 'a' ? 'Contract A' : 'Contract B',
    }),
    f({ key: 'state', label: 'State', kind: 'select', required: true, options: states }),
    // The place sets the GSA rate the stipends are checked against, and the start date its months.
    f({ key: 'city', label: 'City', kind: 'text', hint: 'Or give the ZIP' }),
    f({ key: 'zip', label: 'ZIP', kind: 'text', hint: 'Of the facility' }),
    f({ key: 'county', label: 'County', kind: 'text', hint: 'Only if the ZIP lies in more than one county' }),
    f({ key: 'start_date', label: 'Start date', kind: 'date', hint: 'January 1 when empty' }),
    f({ key: 'weeks', label: 'Weeks', kind: 'int', required: true, defaultValue: '13' }),
    f({ key: 'hours_per_week', label: 'Hours per week', kind: 'int', defaultValue: '36' }),
    f({ key: 'base_pay', label: 'Weekly base pay', kind: 'money', hint: 'Taxable pay per week' }),
    f({ key: 'hourly_rate', label: 'or hourly rate', kind: 'money', hint: 'Used when weekly base is empty' }),
    f({ key: 'housing_stipend', label: 'Housing / week', kind: 'money' }),
    f({ key: 'mie_stipend', label: 'M&IE / week', kind: 'money' }),
    f({ key: 'overtime_pay', label: 'Overtime (total)', kind: 'money' }),
    f({ key: 'bonuses', label: 'Bonuses (total)', kind: 'money' }),
    f({ key: 'expenses', label: 'Your expenses (total)', kind: 'money', hint: 'Travel, duplicate rent' }),
  ];
}

/** A stored contract input (cents) back to form text (dollars). */
export function contractDefaults(input: Record<string, unknown>): ContractDefaults {
  const out: ContractDefaults = {};
  for (const key of CONTRACT_KEYS) {
    const v = input[key];
    if (typeof v === 'number') out[key] = MONEY_KEYS.has(key) ? centsToInput(v) : String(v);
    else if (typeof v === 'string') out[key] = v;
  }
  return out;
}
