import 'server-only';
import { recordYears } from '@/lib/records/years';
import type { FilterBar } from '@/components/records/filtered-list-card';
import type { FieldOption } from '@/app/_lib/form-types';
import type { Ctx } from '@/lib/core/context';
import { type ExpenseFilters } from '@/lib/records/expenses/filters';
import { type TripFilters } from '@/lib/records/mileage/filters';
import { filterQuery, withYearAssignment } from '@/lib/records/list-filters';
import type { BaseRow, ResourceSpec, Where } from '@/lib/records/define';
import { listRecords } from '@/lib/records/service';
import { listPageAssignments } from './assignment-options';

/** How many rows a filtered page lists; its count, its totals and its CSV cover every matching row. */
export const PAGE_ROWS = 200;

/**
 * A filtered list page (Expenses, Mileage): the filters as applied (an assignment outside the year's list is
 * dropped), the API's list service narrowed by them, the domain's totals of every matching row, and the
 * filter bar with a download carrying the same filters.
 */
export async function loadFilteredList<Row extends BaseRow, Out, F extends ExpenseFilters | TripFilters, T>(
  ctx: Ctx,
  parsed: F,
  opts: {
    /** The resource, its row type (its serializer answers unknown to this generic layer) and filters. */
    list: {
      spec: ResourceSpec<Row, unknown, unknown>;
      row: (item: unknown) => Out;
      narrowing: (f: F) => Where;
    };
    totals: (filters: F) => Promise<T>;
    /** The category or purpose filter: its query parameter is also its field of the filters. */
    kind: { name: Extract<keyof F, 'category' | 'purpose'>; label: string; options: FieldOption[] };
    download: { file: 'expenses' | 'mileage'; label: string };
  },
) {
  const assignments = await listPageAssignments(ctx, parsed.year);
  const filters = withYearAssignment(parsed, assignments.filterIds);
  const page = { limit: PAGE_ROWS, offset: 0, year: filters.year };
  const [list, totals, years] = await Promise.all([
    listRecords(opts.list.spec, ctx, page, opts.list.narrowing(filters)),
    opts.totals(filters),
    recordYears(ctx),
  ]);
  const picked = filters[opts.kind.name];
  const bar: FilterBar = {
    years,
    year: filters.year,
    kind: { ...opts.kind, value: typeof picked === 'string' ? picked : '' },
    assignment: { id: filters.assignmentId, options: assignments.filter },
    download: {
      href: `/api/export/${opts.download.file}.csv?${filterQuery(filters)}`,
      label: opts.download.label,
    },
  };
  return {
    filters,
    formAssignments: assignments.form,
    list: { rows: list.items.map(opts.list.row), total: list.total },
    totals,
    bar,
  };
}
