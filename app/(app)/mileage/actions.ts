'use server';

import { listOfYear } from '../_lib/edit-record';
import { buttonAction, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { createTripBody, mileageResource } from '@/lib/mileage/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { tripFields } from './fields';

export const createTrip = formAction(
  {
    name: 'mileage.create',
    fields: () => tripFields(),
    mode: 'create',
    schema: createTripBody,
    success: 'Trip saved',
  },
  (ctx, input) => createRecord(mileageResource, ctx, input),
);

export const updateTrip = editAction('mileage.update', mileageResource, {
  fields: () => tripFields(),
  redirectTo: (input) => listOfYear('/mileage', input.date),
});

export const deleteTrip = buttonAction(
  'mileage.delete',
  (ctx, id) => deleteRecord(mileageResource, ctx, id),
  '/mileage',
);
