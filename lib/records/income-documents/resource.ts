import 'server-only';
import { z } from 'zod';
import type { IncomeDocument } from '@/lib/generated/prisma/client';
import { dateIn, dateOut, timestamp } from '@/lib/core/dates';
import { invalidField } from '@/lib/core/errors';
import type { ResourceSpec } from '@/lib/records/define';
import { assertOwnKey } from '@/lib/providers/storage/keys';
import {
  deletedAt,
  isoDate,
  money,
  name200,
  notes1000,
  partialBody,
  recordBody,
  stateCode,
} from '@/lib/validation/common';
import { fileFields, fileFieldsOut } from '@/lib/validation/files';

// Income documents (issue 12 part 3): a W-2, 1099 or pay stub as the worker types it in from the paper,
// with the file itself. Money in integer cents; W-2 boxes 15–17 as one line per state, boxes 18–20 as one
// line per locality.

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

const box = (what: string) =>
  money
    .nullable()
    .optional()
    .meta({ description: `${what}, cents` });
const fields = {
  agency: name200.min(1, 'Enter the agency or employer'),
  year: z.int().min(2000).max(2100).meta({ description: 'Tax year of the document' }),
  kind: z.enum(INCOME_DOCUMENT_KINDS),
  box1_wages: box('W-2 box 1: wages, tips, other compensation'),
  box2_federal_tax_withheld: box('W-2 box 2: federal income tax withheld'),
  box3_social_security_wages: box('W-2 box 3: Social Security wages'),
  box5_medicare_wages: box('W-2 box 5: Medicare wages and tips'),
  box12_tt_overtime: box('W-2 box 12 code TT: qualified overtime compensation (from 2026)'),
  state_lines: stateLines.optional(),
  local_lines: localLines.optional().meta({
    description: 'W-2 boxes 18-20 (and a pay stub’s local withholding, year to date): one line per locality',
  }),
  amount: box('1099-NEC box 1 (nonemployee compensation) or the 1099-MISC amount'),
  pay_date: isoDate.nullable().optional().meta({
    description:
      'A pay stub’s pay date, in the tax year: its boxes then hold year-to-date figures as of that day',
  }),
  notes: notes1000.optional(),
  ...fileFields,
};
export const createIncomeDocumentBody = recordBody(fields);
export const updateIncomeDocumentBody = partialBody(fields);
type Input = z.infer<typeof updateIncomeDocumentBody>;

export const incomeDocumentSchema = z
  .object({
    id: z.int(),
    user_id: z.int(),
    agency: z.string(),
    year: z.int(),
    kind: z.enum(INCOME_DOCUMENT_KINDS),
    box1_wages: z.int().nullable(),
    box2_federal_tax_withheld: z.int().nullable(),
    box3_social_security_wages: z.int().nullable(),
    box5_medicare_wages: z.int().nullable(),
    box12_tt_overtime: z.int().nullable(),
    state_lines: z.array(stateLine),
    local_lines: z.array(localLine),
    amount: z.int().nullable(),
    pay_date: isoDate.nullable(),
    notes: z.string(),
    ...fileFieldsOut,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    deleted_at: deletedAt,
  })
  .meta({ id: 'IncomeDocument' });

export function serializeIncomeDocument(row: IncomeDocument) {
  const lines = stateLines.safeParse(row.state_lines);
  const locals = localLines.safeParse(row.local_lines);
  return {
    id: row.id,
    user_id: row.user_id,
    agency: row.agency,
    year: row.year,
    kind: row.kind as IncomeDocumentKind,
    box1_wages: row.box1_wages,
    box2_federal_tax_withheld: row.box2_federal_tax_withheld,
    box3_social_security_wages: row.box3_social_security_wages,
    box5_medicare_wages: row.box5_medicare_wages,
    box12_tt_overtime: row.box12_tt_overtime,
    state_lines: lines.success ? lines.data : [],
    local_lines: locals.success ? locals.data : [],
    amount: row.amount,
    pay_date: dateOut(row.pay_date),
    notes: row.notes,
    objstore_key: row.objstore_key,
    file_name: row.file_name,
    content_type: row.content_type,
    file_size: row.file_size,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
    deleted_at: timestamp(row.deleted_at),
  };
}
export type IncomeDocumentOut = ReturnType<typeof serializeIncomeDocument>;

function columns(userId: number, input: Input, existing?: IncomeDocument) {
  if (input.objstore_key) assertOwnKey(input.objstore_key, userId, 'income-documents');
  const { pay_date, ...rest } = input;
  // A stub's year-to-date figures are projected over the rest of its tax year: a date outside it is a typo.
  const year = input.year ?? existing?.year;
  if (pay_date && year !== undefined && Number(pay_date.slice(0, 4)) !== year) {
    throw invalidField('pay_date', `Use a date in ${year}, the document's tax year`);
  }
  return { ...rest, ...(pay_date !== undefined && { pay_date: pay_date ? dateIn(pay_date) : null }) };
}

export const incomeDocumentResource: ResourceSpec<
  IncomeDocument,
  z.infer<typeof createIncomeDocumentBody>,
  Input
> = {
  name: 'Income document',
  path: 'income-documents',
  model: 'incomeDocument',
  record: incomeDocumentSchema,
  createBody: createIncomeDocumentBody,
  updateBody: updateIncomeDocumentBody,
  example: {
    agency: 'Aya Healthcare',
    year: 2026,
    kind: 'w2',
    box1_wages: 4_512_000,
    box2_federal_tax_withheld: 512_300,
    box3_social_security_wages: 4_790_000,
    box5_medicare_wages: 4_790_000,
    state_lines: [{ state: 'CO', state_wages: 4_512_000, state_tax: 198_500 }],
    local_lines: [{ locality: 'DENVER', local_wages: 4_512_000, local_tax: 6_900 }],
  },
  yearScope: (year) => ({ year }),
  orderBy: [{ year: 'desc' }, { agency: 'asc' }],
  docs: {
    tag: 'Income documents',
    yearNote: 'documents of the tax year',
    writeErrors: ['not_found'],
    about:
      'W-2s, 1099s and pay stubs with the figures typed from them (cents). A pay stub with a `pay_date` holds ' +
      'year-to-date figures (box 1 wages, box 2 and each state line’s withholding), projected to the year’s end ' +
      'in the tax estimate. `objstore_key` must be a key from POST /income-documents/upload-url (else 404).',
  },
  toCreateData: (ctx, input) => columns(ctx.userId, input),
  toUpdateData: async (ctx, existing, input) => columns(ctx.userId, input, await existing()),
  serialize: serializeIncomeDocument,
};
