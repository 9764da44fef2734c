'use server';

import { documentFile } from '../_lib/attached-file';
import { runAndReturn, saveEdit, saveForm } from '../_lib/mutate';
import type { FormState } from '@/components/records/form-types';
import { createIncomeDocumentBody, incomeDocumentResource } from '@/lib/income-documents/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { documentFields, stateLinesFrom } from './fields';

export async function createIncomeDocument(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: documentFields(),
    formData,
    mode: 'create',
    schema: createIncomeDocumentBody,
    extra: { ...documentFile(formData), ...stateLinesFrom(formData) },
    run: (ctx, input) => createRecord(incomeDocumentResource, ctx, input),
    successMessage: 'Document saved',
  });
}

export async function updateIncomeDocument(
  id: number,
  _prev: FormState,
  formData: FormData,
): Promise<FormState> {
  return saveEdit(incomeDocumentResource, id, formData, {
    fields: documentFields(),
    extra: { ...documentFile(formData), ...stateLinesFrom(formData) },
    redirectTo: (input) => (input.year ? `/income-documents?year=${input.year}` : '/income-documents'),
  });
}

export async function deleteIncomeDocument(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(incomeDocumentResource, ctx, id), '/income-documents');
}
