import 'server-only';
import {
  createImportBody,
  importListQuery,
  importSchema,
  importSummarySchema,
  updateImportBody,
} from '@/lib/imports/schemas';
import { incomeChecklistSchema, incomeReconciliationSchema } from '@/lib/income-documents/schemas';
import { analyzeReceiptBody, receiptReadingSchema } from '@/lib/receipts/schemas';
import { yearQuery } from '@/lib/tax-views/schemas';
import { idParam } from '@/lib/validation/common';
import {
  checklistExample,
  committedExample,
  importExample,
  importKey,
  importSummaryExample,
  receiptExample,
  receiptKey,
  reconciliationExample,
  undoneExample,
} from './import-examples';
import { BODY_ERRORS } from './record-paths';
import type { Endpoint } from './types';

// CSV imports of expenses and mileage, receipt reading, and the income-document checklist and
// reconciliation (issue 12 parts 1–3). Upload addresses are in file-paths.ts, the income-document record
// endpoints in record-paths.ts.

const IMPORTS = 'Imports';
const authed = { auth: true, status: 200 as const, tags: [IMPORTS] };
const byId = { ...authed, params: idParam };
const YEAR_DOCS = { year: 'Four-digit year, 2000 to 2100; default the current year' };

export const importPaths = (): Endpoint[] => [
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/imports',
    operationId: 'listImports',
    summary: 'Import history',
    description: 'Your imports, newest first, with their status and counts (no preview).',
    query: importListQuery,
    queryDocs: { limit: 'Page size, 1 to 200; default 100', offset: 'Records to skip, 0 and up; default 0' },
    response: importSummarySchema,
    responseExample: [importSummaryExample],
    errors: ['validation_error'],
    list: true,
  },
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/imports',
    operationId: 'createImport',
    summary: 'Preview a CSV import',
    description:
      'Reads a CSV uploaded through POST /imports/upload-url: detects the encoding (UTF-8 with or without BOM, ' +
      'UTF-16 with BOM, Windows-1252), the delimiter, the header line, the date format and the amount style, ' +
      'maps the columns and the source’s category (or purpose) words, and answers the preview: every row’s ' +
      'status (`ready`, `duplicate`, `skipped`, `failed`) with the reason in words. Nothing is imported yet. ' +
      'Cells starting with = + - @ are kept as text. 422 `unprocessable_import` for a file that is not a CSV, ' +
      'or has more than 20,000 rows; 404 for a key that is not yours.',
    body: createImportBody,
    requestExample: { objstore_key: importKey, kind: 'expenses' },
    response: importSchema,
    responseExample: importExample,
    errors: [...BODY_ERRORS, 'not_found', 'unprocessable_import'],
    status: 201,
  },
  {
    ...byId,
    method: 'GET',
    path: '/api/v1/imports/{id}',
    operationId: 'getImport',
    summary: 'Get an import and its preview',
    response: importSchema,
    responseExample: importExample,
    errors: ['validation_error', 'not_found'],
  },
  {
    ...byId,
    method: 'PATCH',
    path: '/api/v1/imports/{id}',
    operationId: 'updateImport',
    summary: 'Change the mapping (a new preview)',
    description:
      'Any of: `mapping` (field → column name, or null), `date_format`, `expense_sign`, `default_category` / ' +
      '`default_purpose`, `category_map` / `purpose_map` (source word → category, purpose or `skip`; merged ' +
      'into the stored map), `skip_lines`, `include_lines` (duplicates to import anyway). 409 once committed.',
    body: updateImportBody,
    requestExample: { category_map: { Groceries: 'meals' }, skip_lines: [4] },
    response: importSchema,
    responseExample: importExample,
    errors: [...BODY_ERRORS, 'not_found', 'conflict', 'unprocessable_import'],
  },
  {
    ...byId,
    method: 'POST',
    path: '/api/v1/imports/{id}/commit',
    operationId: 'commitImport',
    summary: 'Import the ready rows',
    description:
      'Computes the preview again and writes every `ready` row in one transaction, each tagged with the ' +
      'import (`import_id`). 409 when already committed; 422 when no row is ready.',
    response: importSchema,
    responseExample: committedExample,
    errors: ['validation_error', 'not_found', 'conflict', 'unprocessable_import'],
  },
  {
    ...byId,
    method: 'POST',
    path: '/api/v1/imports/{id}/undo',
    operationId: 'undoImport',
    summary: 'Undo an import',
    description:
      'Soft-deletes every row the import wrote (they show in each list’s trash) and marks it `undone`; again ' +
      'on an undone import is a 200 no-op. 409 for an import never committed.',
    response: importSchema,
    responseExample: undoneExample,
    errors: ['validation_error', 'not_found', 'conflict'],
  },
  {
    ...byId,
    method: 'PATCH',
    path: '/api/v1/imports/{id}/restore',
    operationId: 'restoreImport',
    summary: 'Restore an undone import',
    description:
      'Brings back exactly the rows its undo removed and marks it `committed` again; 200 on a committed import.',
    response: importSchema,
    responseExample: committedExample,
    errors: ['validation_error', 'not_found', 'conflict'],
  },
  {
    ...authed,
    tags: ['Expenses'],
    method: 'POST',
    path: '/api/v1/expenses/analyze-receipt',
    operationId: 'analyzeReceipt',
    summary: 'Read a receipt',
    description:
      'Reads a receipt uploaded through POST /expenses/upload-url (JPEG, PNG, WebP or PDF) with the AI model: ' +
      'date, merchant, total in cents with its currency, and a suggested category; a field it cannot read is ' +
      'null. 503 when no model is configured; 422 `unprocessable_receipt` when nothing can be read.',
    body: analyzeReceiptBody,
    requestExample: { objstore_key: receiptKey },
    response: receiptReadingSchema,
    responseExample: receiptExample,
    errors: [...BODY_ERRORS, 'not_configured', 'not_found', 'unprocessable_receipt', 'unavailable'],
  },
  {
    ...authed,
    tags: ['Income documents'],
    method: 'GET',
    path: '/api/v1/income-documents/checklist',
    operationId: 'getIncomeChecklist',
    summary: 'Documents to expect',
    description:
      'One item per agency the year’s assignments name: a W-2 for W-2 workers, a 1099-NEC (or 1099-MISC) for ' +
      '1099 workers, `received` or `missing`. Agency names match ignoring case, punctuation and "Inc."/"LLC".',
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: incomeChecklistSchema,
    responseExample: checklistExample,
    errors: ['validation_error'],
  },
  {
    ...authed,
    tags: ['Income documents'],
    method: 'GET',
    path: '/api/v1/income-documents/reconciliation',
    operationId: 'getIncomeReconciliation',
    summary: 'Documents against the app’s figures',
    description:
      'Per agency: W-2 box 1 against the taxable wages the tax engine computes for its assignments (1099 ' +
      'workers: the 1099 amount against gross pay), the difference, and its likely reasons in words.',
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: incomeReconciliationSchema,
    responseExample: reconciliationExample,
    errors: ['validation_error'],
  },
];
