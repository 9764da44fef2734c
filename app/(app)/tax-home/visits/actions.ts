'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { action } from '@/app/_lib/action';
import { formAction } from '@/app/_lib/form-action';
import { createRecord, deleteRecord, updateRecord } from '@/lib/records/service';
import { createVisitBody, taxHomeVisitResource, visitIssues } from '@/lib/records/visits/resource';
import { isoDate } from '@/lib/validation/common';
import { confirmSuggestedVisit } from '@/lib/records/visits/summary';
import { buttonAction, byId, editAction } from '@/app/(app)/_lib/mutate';
import { visitFields } from './fields';

// Visits home as records (issue 18): the tax home page's list, its form, the edit page and one-click
// confirmation of a suggested visit. The rules (dates, evidence that is the caller's own) are the resource's.

export const createVisit = formAction(
  {
    name: 'tax-home.visits.create',
    fields: () => visitFields(),
    mode: 'create',
    schema: createVisitBody,
    checks: (ctx, input) => visitIssues(input, ctx.now),
    success: 'Visit logged',
  },
  (ctx, input) => createRecord(taxHomeVisitResource, ctx, input),
);

export const updateVisit = editAction('tax-home.visits.update', taxHomeVisitResource, {
  fields: () => visitFields(),
  redirectTo: () => '/tax-home#visits-title',
});

export const deleteVisit = buttonAction(
  'tax-home.visits.delete',
  (ctx, id) => deleteRecord(taxHomeVisitResource, ctx, id),
  '/tax-home#visits-title',
);

/** One click: a suggested day becomes a visit citing the records it was found in (a second click: nothing). */
export const confirmVisit = action(
  { name: 'tax-home.visits.confirm', args: z.tuple([isoDate]), writes: true },
  async (ctx, date: string) => {
    await confirmSuggestedVisit(ctx, date);
  },
);

/** The location "I'm home" kept with a visit, removed (its accuracy and distance with it); the time stays. */
export const removeVisitLocation = action(
  { name: 'tax-home.visits.remove-location', args: byId, writes: true },
  async (ctx, id: number) => {
    await updateRecord(taxHomeVisitResource, ctx, id, { check_in_latitude: null, check_in_longitude: null });
    redirect(`/tax-home/visits/${id}`);
  },
);
