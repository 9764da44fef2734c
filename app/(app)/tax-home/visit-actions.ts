'use server';

import { z } from 'zod';
import { byId } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { formatDate } from '@/lib/core/dates';
import { ApiError } from '@/lib/core/errors';
import { dateOut, todayOf } from '@/lib/core/dates';
import { getRecordOrThrow, updateRecord } from '@/lib/records/service';
import { taxHomeResource } from '@/lib/tax-homes/resource';
import { isoDate } from '@/lib/validation/common';
import { visitFields } from './visit-fields';

const logVisitBody = z.object({ date: isoDate });

const dateError = (message: string) =>
  new ApiError('validation_error', 'Check the date', [{ path: 'date', message }]);

/**
 * Logs a stay at the tax home: moves `last_visit_date` forward, never back, so logging an older trip
 * cannot hide a newer one. A wrong date is corrected in the tax home form's "Last visit" field.
 */
export const logVisit = formAction(
  {
    name: 'tax-home.visit',
    args: byId,
    fields: () => visitFields(),
    mode: 'create',
    schema: logVisitBody,
    success: 'Visit logged',
  },
  async (ctx, { date }, homeId: number) => {
    if (date > todayOf(ctx.now)) throw dateError('A visit cannot be in the future');
    const home = await getRecordOrThrow(taxHomeResource, ctx, homeId);
    const last = dateOut(home.last_visit_date);
    if (last && date < last) {
      throw dateError(
        `Your last visit is already ${formatDate(last)}; to correct it, edit "Last visit" above`,
      );
    }
    await updateRecord(taxHomeResource, ctx, homeId, { last_visit_date: date });
  },
);
