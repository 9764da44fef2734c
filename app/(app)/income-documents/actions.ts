'use server';

import { documentFile } from '../_lib/attached-file';
import { buttonAction, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { createIncomeDocumentBody, incomeDocumentResource } from '@/lib/records/income-documents/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { documentFields, stateLinesFrom } from './fields';

const attached = (fd: FormData) => ({ ...documentFile(fd), ...stateLinesFrom(fd) });

export const createIncomeDocument = formAction(
  {
    name: 'income-documents.create',
    fields: () => documentFields(),
    mode: 'create',
    schema: createIncomeDocumentBody,
    extra: attached,
    success: 'Document saved',
  },
  (ctx, input) => createRecord(incomeDocumentResource, ctx, input),
);

export const updateIncomeDocument = editAction('income-documents.update', incomeDocumentResource, {
  fields: () => documentFields(),
  extra: attached,
  redirectTo: (input) => (input.year ? `/income-documents?year=${input.year}` : '/income-documents'),
});

export const deleteIncomeDocument = buttonAction(
  'income-documents.delete',
  (ctx, id) => deleteRecord(incomeDocumentResource, ctx, id),
  '/income-documents',
);
