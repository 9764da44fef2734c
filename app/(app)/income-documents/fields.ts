import 'server-only';
import { centsToInput, enumOptions, type FieldSpec } from '@/app/_lib/form-types';
import { dollarsToCents } from '@/app/_lib/form-values';
import { INCOME_DOCUMENT_KINDS, type IncomeDocumentOut } from '@/lib/records/income-documents/resource';
import { STATE_CODES } from '@/lib/tax/law/types';

// The income-document form: the document's own fields, then the two state lines of a W-2 (boxes 15–17)
// and its two local lines (boxes 18–20) as plain fields that the actions gather into `state_lines` and
// `local_lines` (more lines through the API).

export const kindOptions = enumOptions(INCOME_DOCUMENT_KINDS, {
  w2: 'W-2',
  '1099_nec': '1099-NEC',
  '1099_misc': '1099-MISC',
  paystub: 'Pay stub',
});
const states = STATE_CODES.map((s) => ({ value: s, label: s }));
export const STATE_LINE_COUNT = 2;
const LOCAL_LINE_COUNT = 2;

const money = (
  name: string,
  label: string,
  value: number | null | undefined,
  hint?: string,
  warning?: string,
): FieldSpec => ({
  name,
  label,
  kind: 'money',
  // Emptied on an edit, the box is cleared (null), not kept.
  nullable: true,
  defaultValue: centsToInput(value),
  hint,
  warning,
});

/** The saved document's warning about a box (box 2 above box 1, box 4 or 6 off its rate), said at the box. */
const warningAt = (d: IncomeDocumentOut | undefined, field: string) =>
  d?.warnings?.find((w) => w.field === field)?.message;

/** The fields the resource's schema takes (the state lines are added by stateLinesFrom). */
export function documentFields(defaults: { year?: number } = {}, d?: IncomeDocumentOut): FieldSpec[] {
  return [
    {
      name: 'agency',
      label: 'Agency or employer',
      kind: 'text',
      required: true,
      defaultValue: d?.agency,
      placeholder: 'e.g. Aya Healthcare',
    },
    {
      name: 'year',
      label: 'Tax year',
      kind: 'int',
      required: true,
      defaultValue: String(d?.year ?? defaults.year ?? ''),
    },
    {
      name: 'kind',
      label: 'Document',
      kind: 'select',
      required: true,
      options: kindOptions,
      defaultValue: d?.kind ?? 'w2',
    },
    money('box1_wages', 'Box 1: wages', d?.box1_wages, 'W-2: wages, tips, other compensation'),
    money(
      'box2_federal_tax_withheld',
      'Box 2: federal tax withheld',
      d?.box2_federal_tax_withheld,
      undefined,
      warningAt(d, 'box2_federal_tax_withheld'),
    ),
    money('box3_social_security_wages', 'Box 3: Social Security wages', d?.box3_social_security_wages),
    money(
      'box4_social_security_tax_withheld',
      'Box 4: Social Security tax withheld',
      d?.box4_social_security_tax_withheld,
      undefined,
      warningAt(d, 'box4_social_security_tax_withheld'),
    ),
    money('box5_medicare_wages', 'Box 5: Medicare wages', d?.box5_medicare_wages),
    money(
      'box6_medicare_tax_withheld',
      'Box 6: Medicare tax withheld',
      d?.box6_medicare_tax_withheld,
      undefined,
      warningAt(d, 'box6_medicare_tax_withheld'),
    ),
    money(
      'box12_tt_overtime',
      'Box 12, code TT: overtime',
      d?.box12_tt_overtime,
      'Qualified overtime, if your W-2 reports it (from 2026)',
    ),
    money('amount', '1099 amount', d?.amount, '1099-NEC box 1, or the 1099-MISC amount'),
    {
      name: 'pay_date',
      label: 'Pay date',
      kind: 'date',
      nullable: true,
      defaultValue: d?.pay_date ?? undefined,
      hint: 'Pay stubs: the boxes then hold year-to-date figures, projected to the end of the year',
      // A row of its own, so that each state and local line below fills one row of three.
      wide: true,
    },
    { name: 'notes', label: 'Notes', kind: 'textarea', defaultValue: d?.notes, wide: true },
  ];
}

/** The form as shown: the boxes, one row per state line and per local line, then the notes. */
export function formFields(defaults: { year?: number } = {}, d?: IncomeDocumentOut): FieldSpec[] {
  const fields = documentFields(defaults, d);
  const notes = fields.filter((f) => f.name === 'notes');
  return [
    ...fields.filter((f) => f.name !== 'notes'),
    ...stateLineFields(d),
    ...localLineFields(d),
    ...notes,
  ];
}

/** Boxes 18–20 of a W-2 (a city or county tax withheld), one row of three fields per locality. */
function localLineFields(d?: IncomeDocumentOut): FieldSpec[] {
  return Array.from({ length: LOCAL_LINE_COUNT }, (_, i) => {
    const line = d?.local_lines[i];
    const n = i + 1;
    return [
      {
        name: `locality_${n}`,
        label: `Box 20: locality (${n})`,
        kind: 'text',
        defaultValue: line?.locality,
        placeholder: n === 1 ? 'e.g. PHILA' : undefined,
      },
      money(`local_wages_${n}`, `Box 18: local wages (${n})`, line?.local_wages),
      money(`local_tax_${n}`, `Box 19: local tax (${n})`, line?.local_tax),
    ] satisfies FieldSpec[];
  }).flat();
}

/** Boxes 15–17 of a W-2, one row of three fields per state line. */
function stateLineFields(d?: IncomeDocumentOut): FieldSpec[] {
  return Array.from({ length: STATE_LINE_COUNT }, (_, i) => {
    const line = d?.state_lines[i];
    const n = i + 1;
    return [
      {
        name: `state_${n}`,
        label: `Box 15: state (${n})`,
        kind: 'select',
        options: states,
        defaultValue: line?.state,
      },
      money(`state_wages_${n}`, `Box 16: state wages (${n})`, line?.state_wages),
      money(`state_tax_${n}`, `Box 17: state tax (${n})`, line?.state_tax),
    ] satisfies FieldSpec[];
  }).flat();
}

/** The state and local lines typed into the form; amounts that are not dollars stay text so the schema names them. */
export function stateLinesFrom(fd: FormData): {
  state_lines: Record<string, unknown>[];
  local_lines: Record<string, unknown>[];
} {
  const text = (name: string) => {
    const v = fd.get(name);
    return typeof v === 'string' ? v.trim() : '';
  };
  const cents = (name: string) => (text(name) === '' ? 0 : (dollarsToCents(text(name)) ?? text(name)));
  const lines = Array.from({ length: STATE_LINE_COUNT }, (_, i) => i + 1)
    .filter((n) => text(`state_${n}`) !== '')
    .map((n) => ({
      state: text(`state_${n}`),
      state_wages: cents(`state_wages_${n}`),
      state_tax: cents(`state_tax_${n}`),
    }));
  const locals = Array.from({ length: LOCAL_LINE_COUNT }, (_, i) => i + 1)
    .filter((n) => text(`locality_${n}`) !== '')
    .map((n) => ({
      locality: text(`locality_${n}`),
      local_wages: cents(`local_wages_${n}`),
      local_tax: cents(`local_tax_${n}`),
    }));
  return { state_lines: lines, local_lines: locals };
}
