import { z } from 'zod';
import { col, fileColumns, timestamps } from '@/lib/records/columns';
import { defineRecord } from '@/lib/records/record';
import { money, name200, notes1000, stateCode } from '@/lib/validation/common';
import {
  INCOME_DOCUMENT_WARNING_CODES,
  incomeDocumentWarnings,
  WARNED_BOXES,
  type W2Boxes,
} from '@/lib/tax/compliance/w2-checks';

// Income documents (issue 12 part 3): a W-2, 1099 or pay stub as the worker types it in from the paper,
// with the file itself; one definition (lib/records/record.ts). Money in integer cents; W-2 boxes 15–17
// as one line per state, boxes 18–20 as one line per locality.

export const INCOME_DOCUMENT_KINDS = ['w2', '1099_nec', '1099_misc', 'paystub', 'other'] as const;
export type IncomeDocumentKind = (typeof INCOME_DOCUMENT_KINDS)[number];

const stateLine = z.strictObject({
  state: stateCode.meta({ description: 'Box 15: two-letter state code' }),
  state_wages: money.meta({ description: 'Box 16: state wages, cents' }),
  state_tax: money.meta({ description: 'Box 17: state income tax withheld, cents' }),
});
export const stateLines = z
  .array(stateLine)
  .max(10)
  .refine((lines) => new Set(lines.map((l) => l.state)).size === lines.length, 'Use each state once');

const localLine = z.strictObject({
  locality: name200
    .min(1, 'Enter the locality name from box 20')
    .max(40, 'Use at most 40 characters')
    .meta({ description: 'Box 20: locality name as printed (e.g. PHILA, CLEVELAND)' }),
  local_wages: money.meta({ description: 'Box 18: local wages, cents' }),
  local_tax: money.meta({ description: 'Box 19: local income tax withheld, cents' }),
});
export const localLines = z
  .array(localLine)
  .max(10)
  .refine(
    (lines) => new Set(lines.map((l) => l.locality.trim().toLowerCase())).size === lines.length,
    'Use each locality once',
  );

/** What looks wrong on the form as typed (lib/tax/compliance/w2-checks.ts): said at its box, never refused. */
const warning = z
  .object({
    field: z.enum(WARNED_BOXES).meta({ description: 'The box the warning is about' }),
    code: z.enum(INCOME_DOCUMENT_WARNING_CODES),
    message: z.string().meta({ description: 'What looks wrong and what to do, in plain words' }),
  })
  .meta({ id: 'IncomeDocumentWarning' });

/** A box of the form, in cents; null when the document has none. */
const box = (what: string) => col.cents().nullable().doc(`${what}, cents`);

export const incomeDocumentRecord = defineRecord({
  model: 'IncomeDocument',
  key: 'incomeDocument',
  table: 'income_documents',
  schemaId: 'IncomeDocument',
  columns: {
    id: col.id(),
    user_id: col.owner(),
    agency: col.text(name200.min(1, 'Enter the agency or employer')),
    year: col.int(z.int().min(2000).max(2100)).doc('Tax year of the document'),
    kind: col.enum(INCOME_DOCUMENT_KINDS),
    box1_wages: box('W-2 box 1: wages, tips, other compensation'),
    box2_federal_tax_withheld: box('W-2 box 2: federal income tax withheld'),
    box3_social_security_wages: box('W-2 box 3: Social Security wages'),
    box4_social_security_tax_withheld: box('W-2 box 4: Social Security tax withheld'),
    box5_medicare_wages: box('W-2 box 5: Medicare wages and tips'),
    box6_medicare_tax_withheld: box('W-2 box 6: Medicare tax withheld (with any Additional Medicare Tax)'),
    box12_tt_overtime: box('W-2 box 12 code TT: qualified overtime compensation (from 2026)'),
    state_lines: col.json(stateLines, z.array(stateLine), []).default('"[]"'),
    local_lines: col
      .json(localLines, z.array(localLine), [])
      .default('"[]"')
      .doc('W-2 boxes 18-20 (and a pay stub’s local withholding, year to date): one line per locality'),
    amount: box('1099-NEC box 1 (nonemployee compensation) or the 1099-MISC amount'),
    pay_date: col
      .date()
      .nullable()
      .doc('A pay stub’s pay date, in the tax year: its boxes then hold year-to-date figures as of that day'),
    notes: col.text(notes1000).default('""'),
    ...fileColumns,
    warnings: col
      .computed(z.array(warning).optional(), (_v, row) => incomeDocumentWarnings(row as unknown as W2Boxes))
      .doc(
        'What looks wrong on the form as typed, each at its box: box 2 above box 1; box 4 or box 6 off the ' +
          "payroll tax rates (Social Security up to the year's wage base, Medicare with the Additional Medicare " +
          'Tax) by more than payroll rounding. The document is saved all the same (real forms have errors: ask ' +
          'the employer for a W-2c). Empty when nothing does',
      ),
    ...timestamps,
  },
});
