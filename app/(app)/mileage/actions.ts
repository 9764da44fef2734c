'use server';

import { listOfYear } from '../_lib/edit-record';
import { runAndReturn, saveEdit, saveForm } from '../_lib/mutate';
import type { FormState } from '@/components/records/form-types';
import { createTripBody, mileageResource } from '@/lib/mileage/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { tripFields } from './fields';

export async function createTrip(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: tripFields(),
    formData,
    mode: 'create',
    schema: createTripBody,
    run: (ctx, input) => createRecord(mileageResource, ctx, input),
    successMessage: 'Trip saved',
  });
}

export async function updateTrip(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveEdit(mileageResource, id, formData, {
    fields: tripFields(),
    redirectTo: (input) => listOfYear('/mileage', input.date),
  });
}

export async function deleteTrip(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(mileageResource, ctx, id), '/mileage');
}
