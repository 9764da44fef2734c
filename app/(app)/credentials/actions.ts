'use server';

import { documentFile } from '../_lib/attached-file';
import { buttonAction, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { createCredentialBody, credentialResource } from '@/lib/records/credentials/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { credentialFields } from './fields';

export const createCredential = formAction(
  {
    name: 'credentials.create',
    fields: () => credentialFields(),
    mode: 'create',
    schema: createCredentialBody,
    extra: documentFile,
    success: 'Credential added',
  },
  (ctx, input) => createRecord(credentialResource, ctx, input),
);

export const updateCredential = editAction('credentials.update', credentialResource, {
  fields: () => credentialFields(),
  extra: documentFile,
  redirectTo: '/credentials',
});

export const deleteCredential = buttonAction(
  'credentials.delete',
  (ctx, id) => deleteRecord(credentialResource, ctx, id),
  '/credentials',
);
