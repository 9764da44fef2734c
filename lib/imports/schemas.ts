import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '@/lib/records/expenses/resource';
import { MILEAGE_PURPOSES } from '@/lib/records/mileage/resource';
import { pageQuery, recordBody } from '@/lib/validation/common';
import { EXPENSE_FIELDS, MILEAGE_FIELDS } from './detect/columns';
import { DATE_FORMATS } from './detect/dates';
import { DELIMITERS } from './detect/delimiter';
import { ENCODINGS } from './detect/encoding';
import { IMPORT_KINDS, IMPORT_STATUSES, MAX_IMPORT_ROWS, ROW_STATUSES } from './kinds';

// Request and response shapes of /api/v1/imports; every enum and range of an import is validated here once.

/** The history pages like every list (limit/offset); imports have no trash. */
export const importListQuery = z.object({ limit: pageQuery.limit, offset: pageQuery.offset });

export const importKind = z.enum(IMPORT_KINDS).meta({ description: 'What the file holds' });

export const createImportBody = recordBody({
  objstore_key: z.string().min(1).max(512).meta({ description: 'Key returned by POST /imports/upload-url' }),
  kind: importKind,
});
export type CreateImportBody = z.infer<typeof createImportBody>;

const column = z
  .string()
  .min(1)
  .max(200)
  .nullable()
  .meta({ description: 'A column name of `columns`, or null' });
const FIELDS = [...new Set([...EXPENSE_FIELDS, ...MILEAGE_FIELDS])];
const lines = z.array(z.int().min(1).max(10_000_000)).max(MAX_IMPORT_ROWS);
const words = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().min(1).max(200), value)
    .refine((m) => Object.keys(m).length <= 200, 'Map at most 200 words');

/** PATCH /imports/:id: what the worker changes; maps are merged into the stored ones, line lists replaced. */
export const updateImportBody = z
  .strictObject({
    mapping: z.strictObject(Object.fromEntries(FIELDS.map((f) => [f, column.optional()]))),
    date_format: z.enum(DATE_FORMATS),
    expense_sign: z
      .enum(['negative', 'positive'])
      .meta({ description: 'negative: purchases are negative amounts (bank and card statements)' }),
    default_category: z.enum(EXPENSE_CATEGORIES),
    default_purpose: z.enum(MILEAGE_PURPOSES),
    category_map: words(z.enum([...EXPENSE_CATEGORIES, 'skip'])),
    purpose_map: words(z.enum([...MILEAGE_PURPOSES, 'skip'])),
    skip_lines: lines.meta({ description: 'Lines not to import' }),
    include_lines: lines.meta({ description: 'Duplicate lines to import anyway' }),
  })
  .partial();
export type UpdateImportBody = z.infer<typeof updateImportBody>;

const rowBase = {
  line: z.int().meta({ description: 'Line in the file (as a spreadsheet numbers it)' }),
  status: z.enum(ROW_STATUSES),
  reason: z.string().nullable().meta({ description: 'Why the row will not be imported' }),
  date: z.iso.date().nullable(),
};
export const expenseRowSchema = z
  .object({
    ...rowBase,
    amount: z.int().nullable(),
    category: z.enum(EXPENSE_CATEGORIES).nullable(),
    description: z.string(),
    source_category: z.string(),
  })
  .meta({ id: 'ImportExpenseRow' });
export const tripRowSchema = z
  .object({
    ...rowBase,
    miles: z.int().nullable(),
    purpose: z.enum(MILEAGE_PURPOSES).nullable(),
    origin: z.string(),
    destination: z.string(),
    notes: z.string(),
    source_purpose: z.string(),
  })
  .meta({ id: 'ImportTripRow' });
const row = z.union([expenseRowSchema, tripRowSchema]);

const countsSchema = z.object({
  rows: z.int(),
  ready: z.int(),
  duplicate: z.int(),
  skipped: z.int(),
  failed: z.int(),
});

export const previewSchema = z
  .object({
    detected: z.object({
      encoding: z.enum(ENCODINGS),
      delimiter: z.enum(DELIMITERS),
      header_line: z.int().nullable(),
      date_format: z.enum(DATE_FORMATS).nullable(),
      date_format_ambiguous: z.boolean().meta({ description: 'Month-first assumed: no day above 12' }),
      amount_style: z
        .object({
          currencySymbol: z.boolean(),
          thousandsSeparator: z.boolean(),
          parenthesesNegative: z.boolean(),
        })
        .nullable(),
      expense_sign: z.enum(['negative', 'positive']).nullable(),
      formula_cells: z.int().meta({ description: 'Cells starting with = + - @, kept as text' }),
    }),
    columns: z.array(z.string()),
    mapping: z.record(z.string(), z.string().nullable()),
    date_format: z.enum(DATE_FORMATS).nullable(),
    expense_sign: z.enum(['negative', 'positive']).nullable(),
    default_value: z.string().meta({ description: 'Category (or purpose) of rows without a known word' }),
    words: z.array(
      z.object({
        source: z.string(),
        rows: z.int(),
        value: z.string(),
        suggested: z.string().nullable(),
        field: z
          .enum(FIELDS)
          .optional()
          .meta({ description: 'The column the word is in: category, purpose or classification' }),
      }),
    ),
    counts: countsSchema,
    total: z.int().meta({ description: 'Cents of the ready expenses, or miles of the ready trips' }),
    date_range: z.object({ from: z.iso.date(), to: z.iso.date() }).nullable(),
    rows: z.array(row).meta({ description: 'The first 50 rows' }),
    problems: z.array(row).meta({ description: 'Rows that will not be imported (at most 500)' }),
    problems_truncated: z.boolean(),
  })
  .meta({ id: 'ImportPreview' });

const importFields = {
  id: z.int(),
  user_id: z.int(),
  kind: importKind,
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  objstore_key: z.string(),
  row_count: z.int(),
  imported_count: z.int(),
  counts: countsSchema,
  committed_at: z.iso.datetime().nullable(),
  undone_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
};
export const importSummarySchema = z.object(importFields).meta({ id: 'ImportSummary' });
export const importSchema = z.object({ ...importFields, preview: previewSchema }).meta({ id: 'Import' });
