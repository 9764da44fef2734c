'use server';

import { documentFile } from '../_lib/attached-file';
import { runAndReturn, saveEdit, saveForm } from '../_lib/mutate';
import type { FormState } from '@/components/records/form-types';
import { createCredentialBody, credentialResource } from '@/lib/credentials/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { credentialFields } from './fields';

export async function createCredential(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: credentialFields(),
    formData,
    mode: 'create',
    schema: createCredentialBody,
    extra: documentFile(formData),
    run: (ctx, input) => createRecord(credentialResource, ctx, input),
    successMessage: 'Credential added',
  });
}

export async function updateCredential(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveEdit(credentialResource, id, formData, {
    fields: credentialFields(),
    extra: documentFile(formData),
    redirectTo: '/credentials',
  });
}

export async function deleteCredential(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(credentialResource, ctx, id), '/credentials');
}
