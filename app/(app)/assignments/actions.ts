'use server';

import { fileKey } from '../_lib/attached-file';
import { runAndReturn, saveEdit, saveForm } from '../_lib/mutate';
import type { FormState } from '@/components/records/form-types';
import { assignmentResource } from '@/lib/assignments/resource';
import { createAssignmentBody } from '@/lib/assignments/schemas';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { assignmentFields } from './fields';

export async function createAssignment(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: assignmentFields(),
    formData,
    mode: 'create',
    schema: createAssignmentBody,
    extra: fileKey(formData, 'contract_objstore_key'),
    run: (ctx, input) => createRecord(assignmentResource, ctx, input),
    successMessage: 'Assignment added',
  });
}

export async function updateAssignment(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveEdit(assignmentResource, id, formData, {
    fields: assignmentFields(undefined, true),
    extra: fileKey(formData, 'contract_objstore_key'),
    redirectTo: '/assignments',
  });
}

export async function deleteAssignment(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(assignmentResource, ctx, id), '/assignments');
}
