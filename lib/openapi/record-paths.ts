import 'server-only';
import type { z } from 'zod';
import { assignmentResource } from '@/lib/assignments/resource';
import { comparisonResource } from '@/lib/comparisons/resource';
import { credentialResource } from '@/lib/credentials/resource';
import { expenseResource } from '@/lib/expenses/resource';
import { incomeDocumentResource } from '@/lib/income-documents/resource';
import type { ErrorCode } from '@/lib/core/errors';
import { mileageResource } from '@/lib/mileage/resource';
import { notificationListQuery, notificationResource } from '@/lib/notifications/resource';
import { quarterlyPaymentResource } from '@/lib/quarterly-payments/resource';
import { taxHomeCostResource } from '@/lib/tax-homes/costs-resource';
import { taxHomeDocResource } from '@/lib/tax-homes/docs-resource';
import { taxHomeResource } from '@/lib/tax-homes/resource';
import { idParam, listQuery, yearListQuery } from '@/lib/validation/common';
import { comparisonExample, notificationExample } from './action-examples';
import { patchExample, recordExample, type DocSpec } from './record-examples';
import { assignmentExample } from './report-examples';
import type { Endpoint } from './types';

// The six endpoints of every record resource (decisions §5), from its ResourceSpec, minus what a resource
// lacks: comparisons have no create body (POST /comparisons is a computed, Pro endpoint) and no PATCH;
// notifications have no POST and page with page/limit.

export const BODY_ERRORS: ErrorCode[] = [
  'validation_error',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
];

export interface RecordDoc {
  spec: DocSpec;
  tag: string;
  /** Which rows `year` selects; absent when the resource is not year-scoped. */
  yearNote?: string;
  listQuery?: z.ZodObject;
  queryDocs?: Record<string, string>;
  responseExample: Record<string, unknown>;
  /** Errors a create or update can add (a reference to another user's file or assignment, a duplicate). */
  writeErrors?: ErrorCode[];
  patchErrors?: ErrorCode[];
  about?: string;
}

export const RECORD_DOCS: RecordDoc[] = [
  {
    spec: assignmentResource,
    tag: 'Assignments',
    yearNote: 'assignments overlapping the year',
    responseExample: assignmentExample,
    writeErrors: ['not_found'],
    patchErrors: ['invalid_status_transition'],
    about:
      '`status` follows the dates (upcoming → active → complete) and never moves backwards; ' +
      '`contract_objstore_key` must be a key from POST /contracts/upload-url (else 404).',
  },
  {
    spec: expenseResource,
    tag: 'Expenses',
    yearNote: 'expenses by their `date`',
    responseExample: recordExample(expenseResource),
    writeErrors: ['not_found'],
    about:
      '`assignment_id` must name one of your assignments (else 400); `receipt_objstore_key` comes from POST /expenses/upload-url.',
  },
  {
    spec: mileageResource,
    tag: 'Mileage',
    yearNote: 'trips by their `date`',
    responseExample: recordExample(mileageResource),
    about: 'Miles are whole numbers, 1 to 5,000 per trip; every purpose but `personal` is deductible.',
  },
  {
    spec: taxHomeResource,
    tag: 'Tax home',
    responseExample: recordExample(taxHomeResource),
    about: 'The newest live tax home is the current one.',
  },
  {
    spec: taxHomeDocResource,
    tag: 'Tax home documents',
    yearNote: 'documents by their `date`',
    responseExample: recordExample(taxHomeDocResource),
    writeErrors: ['not_found'],
    about: '`objstore_key` comes from POST /tax-home-docs/upload-url (a key that is not yours is 404).',
  },
  {
    spec: taxHomeCostResource,
    tag: 'Tax home costs',
    yearNote: 'costs by their `year` field',
    responseExample: recordExample(taxHomeCostResource),
  },
  {
    spec: credentialResource,
    tag: 'Credentials',
    responseExample: recordExample(credentialResource, { status: 'valid' }),
    writeErrors: ['not_found'],
    about: '`status` is computed: expired, expiring (within 90 days) or valid.',
  },
  {
    spec: incomeDocumentResource,
    tag: 'Income documents',
    yearNote: 'documents by their `year` field',
    responseExample: recordExample(incomeDocumentResource),
    writeErrors: ['not_found'],
    about:
      'Money in cents: W-2 boxes 1, 2, 3 and 5, `state_lines` for boxes 15–17, `amount` for a 1099; ' +
      '`objstore_key` comes from POST /income-documents/upload-url (a key that is not yours is 404).',
  },
  {
    spec: quarterlyPaymentResource,
    tag: 'Quarterly payments',
    yearNote: 'payments by their `year` field',
    responseExample: recordExample(quarterlyPaymentResource),
    writeErrors: ['conflict'],
    patchErrors: ['conflict'],
    about: '1099 estimated tax: one payment per year and quarter (a second is 409 `conflict`).',
  },
  {
    spec: comparisonResource,
    tag: 'Comparisons',
    responseExample: comparisonExample,
    about: 'Saved comparisons are immutable snapshots: create one with POST /comparisons; there is no PATCH.',
  },
  {
    spec: notificationResource,
    tag: 'Notifications',
    listQuery: notificationListQuery,
    queryDocs: {
      page: 'Page number, 1 and up; default 1',
      limit: 'Page size, 1 to 50; default 20',
      deleted: '`true` lists the soft-deleted notifications instead; default false',
    },
    responseExample: notificationExample,
    about: 'Unresolved first, then newest. PATCH takes `{"read": true|false}`.',
  },
];

const PAGE_DOCS: Record<string, string> = {
  limit: 'Page size, 1 to 200; default 100',
  offset: 'Records to skip, 0 and up; default 0',
  deleted: '`true` lists your soft-deleted records (the trash) instead; default false',
};

const pascal = (s: string) => s.replace(/(^|\s)(\w)/g, (_m, _sp: string, c: string) => c.toUpperCase());
const article = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

export function recordEndpoints(doc: RecordDoc): Endpoint[] {
  const { spec, tag } = doc;
  const base = `/api/v1/${spec.path}`;
  const one = spec.name.toLowerCase();
  const Name = pascal(spec.name);
  const item = { record: spec.record, example: doc.responseExample };
  const common = { tags: [tag], auth: true };
  const byId = { ...common, params: idParam, response: spec.record, responseExample: doc.responseExample };
  const query = doc.listQuery ?? (spec.yearScope ? yearListQuery : listQuery);
  const yearDoc = doc.yearNote && {
    year: `Four-digit year, 2000 to 2100; default the current year. Selects ${doc.yearNote}`,
  };
  const out: Endpoint[] = [
    {
      ...common,
      method: 'GET',
      path: base,
      operationId: `list${Name}s`,
      summary: `List ${one}s`,
      description: [`Newest first.`, doc.about].filter(Boolean).join(' '),
      query,
      queryDocs: { ...PAGE_DOCS, ...yearDoc, ...doc.queryDocs },
      response: item.record,
      responseExample: [item.example],
      errors: ['validation_error'],
      status: 200,
      list: true,
    },
  ];
  if (spec.createBody) {
    out.push({
      ...common,
      method: 'POST',
      path: base,
      operationId: `create${Name}`,
      summary: `Create ${article(one)}`,
      description: doc.about,
      body: spec.createBody,
      requestExample: spec.example,
      response: item.record,
      responseExample: item.example,
      errors: [...BODY_ERRORS, ...(doc.writeErrors ?? [])],
      status: 201,
    });
  }
  out.push({
    ...byId,
    method: 'GET',
    path: `${base}/{id}`,
    operationId: `get${Name}`,
    summary: `Get ${article(one)}`,
    errors: ['validation_error', 'not_found'],
    status: 200,
  });
  if (spec.updateBody) {
    const patchErrors = new Set<ErrorCode>([
      ...BODY_ERRORS,
      'not_found',
      ...(doc.writeErrors ?? []),
      ...(doc.patchErrors ?? []),
    ]);
    out.push({
      ...byId,
      method: 'PATCH',
      path: `${base}/{id}`,
      operationId: `update${Name}`,
      summary: `Update ${article(one)}`,
      description: 'Partial: send only the fields to change; answers with the whole record.',
      body: spec.updateBody,
      requestExample: patchExample(spec),
      errors: [...patchErrors],
      status: 200,
    });
  }
  out.push(
    {
      ...common,
      method: 'DELETE',
      path: `${base}/{id}`,
      operationId: `delete${Name}`,
      summary: `Delete ${article(one)}`,
      description:
        'Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.',
      params: idParam,
      errors: ['validation_error', 'not_found'],
      status: 204,
    },
    {
      ...byId,
      method: 'PATCH',
      path: `${base}/{id}/restore`,
      operationId: `restore${Name}`,
      summary: `Restore ${article(one)}`,
      description: 'Undoes a delete; also 200 for a record that is not deleted.',
      errors: ['validation_error', 'not_found'],
      status: 200,
    },
  );
  return out;
}

export const recordPaths = (): Endpoint[] => RECORD_DOCS.flatMap(recordEndpoints);
