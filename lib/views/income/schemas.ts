import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '@/lib/tax/law/types';
import { REASON_CODES } from './reasons';
import { INCOME_DOCUMENT_KINDS } from '@/lib/records/income-documents/resource';

// Response shapes of the two income-document views (computed views: camelCase, docs/architecture.md §4).

const kind = z.enum(INCOME_DOCUMENT_KINDS);
const cents = (description: string) => z.int().meta({ description });

export const incomeChecklistSchema = z
  .object({
    year: z.int(),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    items: z.array(
      z.object({
        agency: z.string(),
        expectedKind: kind.meta({ description: 'w2 for W-2 workers, 1099_nec for 1099 workers' }),
        status: z.enum(['received', 'missing']),
        assignmentIds: z.array(z.int()),
        documentIds: z.array(z.int()),
      }),
    ),
    received: z.int(),
    missing: z.int(),
    assignmentsWithoutAgency: z.array(z.object({ id: z.int(), facility: z.string() })),
    otherDocuments: z.array(z.object({ id: z.int(), agency: z.string(), kind })),
  })
  .meta({ id: 'IncomeChecklist' });

export const incomeReconciliationSchema = z
  .object({
    year: z.int(),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    agencies: z.array(
      z.object({
        agency: z.string(),
        assignmentIds: z.array(z.int()),
        documentIds: z.array(z.int()),
        expected: cents(
          'Taxable wages (W-2) or gross pay (1099) the tax engine computes for the assignments',
        ),
        reported: z
          .int()
          .nullable()
          .meta({ description: 'W-2 box 1, or the 1099 amount; null without a document' }),
        difference: z.int().nullable().meta({ description: 'reported − expected' }),
        status: z.enum(['matches', 'differs', 'missing_document']),
        reasons: z.array(z.object({ code: z.enum(REASON_CODES), text: z.string() })),
      }),
    ),
    totals: z.object({
      expected: cents('Over the agencies with a document'),
      reported: cents('Over the agencies with a document'),
      difference: cents('reported − expected'),
    }),
  })
  .meta({ id: 'IncomeReconciliation' });
