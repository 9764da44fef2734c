'use server';

import { fileKey } from '../_lib/attached-file';
import { buttonAction, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { assignmentResource, createAssignmentBody } from '@/lib/records/assignments/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { assignmentFields } from './fields';

const contract = (fd: FormData) => fileKey(fd, 'contract_objstore_key');

export const createAssignment = formAction(
  {
    name: 'assignments.create',
    fields: () => assignmentFields(),
    mode: 'create',
    schema: createAssignmentBody,
    extra: contract,
    success: 'Assignment added',
  },
  (ctx, input) => createRecord(assignmentResource, ctx, input),
);

export const updateAssignment = editAction('assignments.update', assignmentResource, {
  fields: () => assignmentFields(undefined, true),
  extra: contract,
  redirectTo: '/assignments',
});

export const deleteAssignment = buttonAction(
  'assignments.delete',
  (ctx, id) => deleteRecord(assignmentResource, ctx, id),
  '/assignments',
);
