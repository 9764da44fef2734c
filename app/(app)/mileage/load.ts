import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { tripFilters, tripNarrowing } from '@/lib/records/mileage/filters';
import { type Params } from '@/lib/records/list-filters';
import { mileageResource } from '@/lib/records/mileage/resource';
import { tripTotals } from '@/lib/records/mileage/totals';
import { mileageSummaryView } from '@/lib/views/views';
import { loadFilteredList } from '../_lib/filtered-list';
import { purposeOptions, type TripOut } from './fields';

/**
 * The Mileage page: the year's trips narrowed by purpose and assignment with their miles by month, and the
 * year's deduction (GET /mileage/summary: every trip of the year, whatever the filters). The summary is free on
 * every plan and every year has rates (the nearest year's when the IRS has not published one), so it is
 * always there.
 */
export async function loadTrips(ctx: Ctx, params: Params) {
  const parsed = tripFilters(params, ctx.now);
  const [list, summary] = await Promise.all([
    loadFilteredList(ctx, parsed, {
      list: { spec: mileageResource, row: (item) => item as TripOut, narrowing: tripNarrowing },
      totals: (f) => tripTotals(ctx, f),
      kind: { name: 'purpose', label: 'Purpose', options: purposeOptions },
      download: { file: 'mileage', label: 'Download mileage log' },
    }),
    mileageSummaryView(ctx, parsed.year),
  ]);
  return { ...list, summary };
}
