import 'server-only';
import type { z } from 'zod';
import type { IncomeDocument } from '@/lib/generated/prisma/client';
import { dateIn } from '@/lib/core/dates';
import { invalidField } from '@/lib/core/errors';
import { fromRecord, type ResourceSpec } from '@/lib/records/define';
import { assertOwnKey } from '@/lib/providers/storage/keys';
import {
  INCOME_DOCUMENT_KINDS,
  incomeDocumentRecord,
  localLines,
  stateLines,
  type IncomeDocumentKind,
} from './record';

export { INCOME_DOCUMENT_KINDS, localLines, stateLines, type IncomeDocumentKind };
export const createIncomeDocumentBody = incomeDocumentRecord.createBody;
export const updateIncomeDocumentBody = incomeDocumentRecord.updateBody;
type Input = z.infer<typeof incomeDocumentRecord.updateBody>;
export type IncomeDocumentOut = ReturnType<typeof incomeDocumentRecord.serialize>;

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
  ...fromRecord(incomeDocumentRecord),
  name: 'Income document',
  path: 'income-documents',
  example: {
    agency: 'Aya Healthcare',
    year: 2026,
    kind: 'w2',
    box1_wages: 4_512_000,
    box2_federal_tax_withheld: 512_300,
    box3_social_security_wages: 4_790_000,
    box4_social_security_tax_withheld: 296_980,
    box5_medicare_wages: 4_790_000,
    box6_medicare_tax_withheld: 69_455,
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
};
