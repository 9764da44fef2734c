'use server';

import { documentFile } from '../_lib/attached-file';
import { listOfYear } from '../_lib/edit-record';
import { runAndReturn, saveEdit, saveForm } from '../_lib/mutate';
import type { FormState } from '@/components/records/form-types';
import { createRecord, deleteRecord, updateRecord } from '@/lib/records/service';
import { createCostBody, taxHomeCostResource } from '@/lib/tax-homes/costs-resource';
import { createDocBody, taxHomeDocResource } from '@/lib/tax-homes/docs-resource';
import { createTaxHomeBody, taxHomeResource, updateTaxHomeBody } from '@/lib/tax-homes/resource';
import { costFields, docFields, taxHomeFields } from './fields';

export async function createTaxHome(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: taxHomeFields(),
    formData,
    mode: 'create',
    schema: createTaxHomeBody,
    run: (ctx, input) => createRecord(taxHomeResource, ctx, input),
    redirectTo: '/tax-home',
  });
}

export async function updateTaxHome(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: taxHomeFields(),
    formData,
    mode: 'update',
    schema: updateTaxHomeBody,
    run: (ctx, input) => updateRecord(taxHomeResource, ctx, id, input),
    successMessage: 'Tax home saved',
  });
}

export async function createDoc(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: docFields(),
    formData,
    mode: 'create',
    schema: createDocBody,
    extra: documentFile(formData),
    run: (ctx, input) => createRecord(taxHomeDocResource, ctx, input),
    successMessage: 'Document added',
  });
}

export async function createCost(year: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: costFields(),
    formData,
    mode: 'create',
    schema: createCostBody,
    extra: { year },
    run: (ctx, input) => createRecord(taxHomeCostResource, ctx, input),
    successMessage: 'Cost added',
  });
}

export async function updateDoc(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveEdit(taxHomeDocResource, id, formData, {
    fields: docFields(),
    extra: documentFile(formData),
    redirectTo: (input) => listOfYear('/tax-home', input.date),
  });
}

export async function updateCost(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveEdit(taxHomeCostResource, id, formData, {
    fields: costFields(undefined, undefined, true),
    redirectTo: (input) => (input.year ? `/tax-home?year=${input.year}` : '/tax-home'),
  });
}

export async function deleteDoc(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(taxHomeDocResource, ctx, id), '/tax-home');
}

export async function deleteCost(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(taxHomeCostResource, ctx, id), '/tax-home');
}
