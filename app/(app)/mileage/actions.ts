'use server';

import { listOfYear } from '../_lib/edit-record';
import { buttonAction, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { createTripBody, mileageResource } from '@/lib/records/mileage/resource';
import { createRecord, deleteRecord, listRecords } from '@/lib/records/service';
import { taxHomeResource, visitToOffer } from '@/lib/records/tax-homes/resource';
import { formatDate } from '@/lib/core/dates';
import { tripFields } from './fields';

export const createTrip = formAction(
  {
    name: 'mileage.create',
    fields: () => tripFields(),
    mode: 'create',
    schema: createTripBody,
    success: 'Trip saved',
    // A trip home is a visit home: offer to move the tax home's last visit to its day.
    next: async (ctx, trip) => {
      const { items } = await listRecords(taxHomeResource, ctx, { limit: 1, offset: 0 });
      const day = visitToOffer(items[0] as { last_visit_date: string | null } | undefined, trip, ctx.now);
      return day
        ? {
            href: `/tax-home?visit=${day}#visits-title`,
            label: `Log a visit home on ${formatDate(day)}`,
          }
        : undefined;
    },
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
