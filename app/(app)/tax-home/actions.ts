'use server';

import { z } from 'zod';
import { documentFile } from '../_lib/attached-file';
import { listOfYear } from '../_lib/edit-record';
import { buttonAction, byId, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { createRecord, deleteRecord, updateRecord } from '@/lib/records/service';
import { createCostBody, taxHomeCostResource } from '@/lib/records/tax-homes/costs-resource';
import { createDocBody, taxHomeDocResource } from '@/lib/records/tax-homes/docs-resource';
import { createTaxHomeBody, lastVisitIssue, taxHomeResource } from '@/lib/records/tax-homes/resource';
import { taxHomeRecord } from '@/lib/records/tax-homes/record';
import { costFields, docFields, taxHomeFields } from './fields';

export const createTaxHome = formAction(
  {
    name: 'tax-home.create',
    fields: () => taxHomeFields(),
    mode: 'create',
    schema: createTaxHomeBody,
    checks: (ctx, input) => lastVisitIssue(input.last_visit_date, ctx.now),
    redirectTo: '/tax-home',
  },
  (ctx, input) => createRecord(taxHomeResource, ctx, input),
);

export const updateTaxHome = formAction(
  {
    name: 'tax-home.update',
    args: byId,
    fields: () => taxHomeFields(),
    mode: 'update',
    schema: taxHomeRecord.updateBody,
    checks: (ctx, input) => lastVisitIssue(input.last_visit_date, ctx.now),
    success: 'Tax home saved',
  },
  (ctx, input, id: number) => updateRecord(taxHomeResource, ctx, id, input),
);

export const createDoc = formAction(
  {
    name: 'tax-home.docs.create',
    fields: () => docFields(),
    mode: 'create',
    schema: createDocBody,
    extra: documentFile,
    success: 'Document added',
  },
  (ctx, input) => createRecord(taxHomeDocResource, ctx, input),
);

export const createCost = formAction(
  {
    name: 'tax-home.costs.create',
    args: z.tuple([z.int().min(2000).max(2100)]),
    fields: () => costFields(),
    mode: 'create',
    schema: createCostBody,
    extra: (_fd, year: number) => ({ year }),
    success: 'Cost added',
  },
  (ctx, input) => createRecord(taxHomeCostResource, ctx, input),
);

export const updateDoc = editAction('tax-home.docs.update', taxHomeDocResource, {
  fields: () => docFields(),
  extra: documentFile,
  redirectTo: (input) => listOfYear('/tax-home', input.date),
});

export const updateCost = editAction('tax-home.costs.update', taxHomeCostResource, {
  fields: () => costFields(undefined, undefined, true),
  redirectTo: (input) => (input.year ? `/tax-home?year=${input.year}` : '/tax-home'),
});

export const deleteDoc = buttonAction(
  'tax-home.docs.delete',
  (ctx, id) => deleteRecord(taxHomeDocResource, ctx, id),
  '/tax-home',
);

export const deleteCost = buttonAction(
  'tax-home.costs.delete',
  (ctx, id) => deleteRecord(taxHomeCostResource, ctx, id),
  '/tax-home',
);
