import 'server-only';
import { optionLabel } from '@/app/_lib/form-types';
import { formatCents } from '@/components/ui/money';
import { formatDate } from '@/lib/core/dates';
import { assignmentResource } from '@/lib/records/assignments/resource';
import { comparisonResource } from '@/lib/records/comparisons/resource';
import { credentialResource } from '@/lib/records/credentials/resource';
import { expenseResource } from '@/lib/records/expenses/resource';
import { incomeDocumentResource } from '@/lib/records/income-documents/resource';
import { mileageResource } from '@/lib/records/mileage/resource';
import { taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { taxHomeResource } from '@/lib/records/tax-homes/resource';
import type { Ctx } from '@/lib/core/context';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import { listRecords, restoreRecord } from '@/lib/records/service';
import { categoryOptions } from '../expenses/fields';
import { costOptions } from '../tax-home/fields';

// The record kinds the trash shows, each with a one-line summary of a serialized record, in the words of
// the record's own form (a category as its form's option label: "Phone internet", never "phone_internet").

/** Binds one resource's trash operations, so callers need not know its row type. */
function ops<R extends BaseRow>(spec: ResourceSpec<R, unknown, unknown>) {
  return {
    listDeleted: (ctx: Ctx) => listRecords(spec, ctx, { limit: 50, offset: 0, deleted: true }),
    restore: (ctx: Ctx, id: number) => restoreRecord(spec, ctx, id),
  };
}

type Row = Record<string, unknown>;
const str = (r: Row, k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
const num = (r: Row, k: string) => (typeof r[k] === 'number' ? (r[k] as number) : 0);
const day = (r: Row, k: string) => (str(r, k) ? formatDate(str(r, k)) : '');

export const TRASH_KINDS = {
  assignments: {
    title: 'Assignments',
    ...ops(assignmentResource),
    summary: (r: Row) => `${str(r, 'facility')} · ${day(r, 'start_date')}`,
  },
  expenses: {
    title: 'Expenses',
    ...ops(expenseResource),
    summary: (r: Row) =>
      `${formatCents(num(r, 'amount'))} · ${optionLabel(categoryOptions, str(r, 'category'))} · ${day(r, 'date')}`,
  },
  mileage: {
    title: 'Trips',
    ...ops(mileageResource),
    summary: (r: Row) => `${num(r, 'miles')} mi · ${day(r, 'date')}`,
  },
  'tax-home': {
    title: 'Tax homes',
    ...ops(taxHomeResource),
    summary: (r: Row) => `${str(r, 'address')}, ${str(r, 'city')}`,
  },
  'tax-home-docs': {
    title: 'Tax home documents',
    ...ops(taxHomeDocResource),
    summary: (r: Row) => `${str(r, 'title')} · ${day(r, 'date')}`,
  },
  'tax-home-costs': {
    title: 'Tax home costs',
    ...ops(taxHomeCostResource),
    summary: (r: Row) =>
      `${formatCents(num(r, 'amount'))} · ${optionLabel(costOptions, str(r, 'category'))} · ${num(r, 'month')}/${num(r, 'year')}`,
  },
  'income-documents': {
    title: 'Income documents',
    ...ops(incomeDocumentResource),
    page: '/income-documents',
    summary: (r: Row) =>
      `${str(r, 'agency')} · ${str(r, 'kind').replace(/_/g, '-').toUpperCase()} · ${num(r, 'year')}`,
  },
  credentials: {
    title: 'Credentials',
    ...ops(credentialResource),
    summary: (r: Row) => str(r, 'name'),
  },
  comparisons: {
    title: 'Saved comparisons',
    ...ops(comparisonResource),
    summary: (r: Row) => `${str(r, 'name')} · ${num(r, 'year')}`,
  },
} as const;

export type TrashKind = keyof typeof TRASH_KINDS;
