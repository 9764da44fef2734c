import 'server-only';
import { z } from 'zod';
import type { Ctx } from '@/lib/core/context';
import { dateIn } from '@/lib/core/dates';
import { ApiError } from '@/lib/core/errors';
import { taxHomeDistance, type TaxHomeDistance } from '@/lib/tax/compliance';
import { computeYear, extensionTimeline, gsaByMonth } from '@/lib/tax/engine';
import { GSA_EXCESS_CAUSES, gsaExcessCause, gsaExcessNote } from '@/lib/tax/compliance/gsa-excess';
import { zipDistanceMiles } from '@/lib/tax/law';
import { NEAR_HOME_MILES } from '@/lib/tax/law/tax-home';
import {
  assignmentInput,
  currentTaxHome,
  NO_COSTS,
  yearInputFrom,
  type UserRecords,
  type ViewAssignment,
  type YearCosts,
} from '@/lib/views/load/year';
import { loadUserRecords, loadYears } from '@/lib/views/load/years';
import { isoDate, queryInt } from '@/lib/validation/common';

// The extension simulator and the distance of one assignment (issue 18): the engine's own year computation
// with the contract extended, so the cost is what the tax estimate would show.

export const extensionQuery = z.object({
  weeks: queryInt(1, 52).meta({ description: 'Weeks to extend by, 1 to 52' }),
});

const cents = (d: string) => z.int().meta({ description: `${d}, integer cents` });
const scenario = z.object({
  endDate: isoDate,
  stipends: cents('Housing and meals stipends of the whole contract'),
  taxableStipends: cents('The stipends that are taxable pay'),
  taxOnStipends: cents('Federal, state and payroll tax on those stipends'),
  pay: cents('Gross pay of the whole contract'),
});
type Scenario = z.infer<typeof scenario>;

const stipendsCause = z
  .object({
    kind: z.enum(['twelve_month', ...GSA_EXCESS_CAUSES]).meta({
      description:
        '`twelve_month`: the work here would pass a year, so every stipend of the contract is taxable; ' +
        '`lower_gsa_rate`: the added weeks fall in months whose GSA rate is below the stipends; ' +
        '`above_gsa_rate`: the stipends are above the rate in every month; `first_last_day`: only the ' +
        "contract's first and last day (75% of M&IE) are above it",
    }),
    months: z.array(z.string().regex(/^\d{4}-\d{2}$/)).meta({
      description: 'YYYY-MM: the months whose GSA rate is below the stipends (empty for twelve_month)',
    }),
    note: z.string().meta({ description: 'The cause in plain words' }),
  })
  .meta({ id: 'ExtensionStipendsCause' });

export const distanceSchema = z
  .object({
    miles: z
      .number()
      .nullable()
      .meta({ description: 'Miles between the ZIP centroids; null if a ZIP is unknown' }),
    near: z.boolean().meta({ description: `Within ${NEAR_HOME_MILES} miles, or in the tax home's city` }),
    note: z.string(),
  })
  .meta({
    id: 'TaxHomeDistance',
    examples: [{ miles: 182.4, near: false, note: '182.4 miles from your tax home.' }],
  });

export const extensionResponse = z
  .object({
    assignmentId: z.int(),
    weeks: z.int(),
    newEndDate: isoDate,
    daysNow: z
      .int()
      .meta({ description: 'Distinct days at the place in the 24 months ending on the current end' }),
    daysExtended: z.int().meta({ description: 'The same, ending on the extended end' }),
    breakDate: isoDate
      .nullable()
      .meta({ description: 'The first end date that passes 365 days; null if none' }),
    lastSafeDate: isoDate.nullable().meta({ description: 'The last end date within the rule' }),
    breaksNow: z.boolean(),
    breaksExtended: z.boolean(),
    current: scenario,
    extended: scenario,
    stipendsBecomingTaxable: cents('Stipends that the extension turns into taxable pay'),
    extraTax: cents('Tax on those stipends'),
    stipendsCause: stipendsCause
      .nullable()
      .optional()
      .meta({ description: 'Why the extension makes stipends taxable; null when it makes none' }),
    distance: distanceSchema,
  })
  .meta({
    id: 'AssignmentExtension',
    examples: [
      {
        assignmentId: 12,
        weeks: 13,
        newEndDate: '2026-07-05',
        daysNow: 301,
        daysExtended: 392,
        breakDate: '2026-06-08',
        lastSafeDate: '2026-06-07',
        breaksNow: false,
        breaksExtended: true,
        current: {
          endDate: '2026-04-05',
          stipends: 1_170_000,
          taxableStipends: 0,
          taxOnStipends: 0,
          pay: 2_470_000,
        },
        extended: {
          endDate: '2026-07-05',
          stipends: 2_340_000,
          taxableStipends: 2_340_000,
          taxOnStipends: 458_000,
          pay: 4_940_000,
        },
        stipendsBecomingTaxable: 2_340_000,
        extraTax: 458_000,
        stipendsCause: {
          kind: 'twelve_month',
          months: [],
          note: 'Work at this place would pass a year: every stipend of the contract becomes taxable pay.',
        },
        distance: { miles: 182.4, near: false, note: '182.4 miles from your tax home.' },
      },
    ],
  });
export type ExtensionView = z.infer<typeof extensionResponse>;

function ownAssignment(records: UserRecords, id: number): ViewAssignment {
  const row = records.assignments.find((a) => a.id === id);
  if (!row) throw new ApiError('not_found', 'Assignment not found');
  return row;
}

export function distanceOf(records: UserRecords, row: ViewAssignment): TaxHomeDistance {
  const home = records.home;
  if (!home) return { miles: null, near: false, note: 'Add your tax home to see the distance.' };
  const same =
    row.location.trim().toLowerCase() === home.city.trim().toLowerCase() &&
    row.state.trim().toUpperCase() === home.state.trim().toUpperCase();
  return taxHomeDistance(zipDistanceMiles(row.zip, home.zip), same);
}

/** The distance of each of two offered contracts (Compare), from their city, state and ZIP. */
export async function contractDistances(
  ctx: Ctx,
  contracts: ReadonlyArray<{ city?: string | undefined; state: string; zip?: string | undefined }>,
): Promise<TaxHomeDistance[]> {
  const home = await currentTaxHome(ctx);
  return contracts.map((c) =>
    home
      ? taxHomeDistance(
          zipDistanceMiles(c.zip, home.zip),
          (c.city ?? '').trim().toLowerCase() === home.city.trim().toLowerCase() &&
            c.state.toUpperCase() === home.state.toUpperCase(),
        )
      : { miles: null, near: false, note: 'Add your tax home to see the distance.' },
  );
}

export async function assignmentDistanceView(ctx: Ctx, id: number): Promise<TaxHomeDistance> {
  const records = await loadUserRecords(ctx);
  return distanceOf(records, ownAssignment(records, id));
}

/**
 * The contract as `row` says, over every year it touches: its stipends, those taxable, and the tax on them
 * (the year's total tax less the same year with this contract's stipends at zero).
 */
function scenarioOf(
  ctx: Ctx,
  records: UserRecords,
  costs: Map<number, YearCosts>,
  row: ViewAssignment,
): Scenario {
  const first = row.start_date.getUTCFullYear();
  const last = row.end_date.getUTCFullYear();
  const withRow = (r: ViewAssignment): UserRecords => ({
    ...records,
    assignments: records.assignments.map((a) => (a.id === r.id ? r : a)),
  });
  const noStipends = { ...row, housing_stipend: 0, mie_stipend: 0 };
  const out: Scenario = {
    endDate: assignmentInput(row).end_date,
    stipends: 0,
    taxableStipends: 0,
    taxOnStipends: 0,
    pay: 0,
  };
  for (let year = first; year <= last; year++) {
    const yearCosts = costs.get(year) ?? NO_COSTS;
    const result = computeYear(yearInputFrom(ctx, year, withRow(row), yearCosts));
    const without = computeYear(yearInputFrom(ctx, year, withRow(noStipends), yearCosts));
    const item = result.items.find((i) => i.assignment.id === row.id);
    if (!item) continue;
    const stipends = item.housingStipend + item.mieStipend;
    out.stipends += stipends;
    out.pay += item.grossComp;
    out.taxableStipends +=
      result.employmentType !== 'w2' || item.stipendsTaxable ? stipends : Math.min(stipends, item.gsa.excess);
    out.taxOnStipends += result.totals.totalTax - without.totals.totalTax;
  }
  return out;
}

const TWELVE_MONTH_NOTE =
  'Work at this place would pass a year: every stipend of the contract becomes taxable pay.';

/**
 * Why the extension makes stipends taxable: the 12-month rule when it breaks it, else the GSA test of the
 * months the added weeks make taxable (the engine's month-by-month test of both contracts, compared).
 */
function causeOf(
  current: ViewAssignment,
  extended: ViewAssignment,
  breaks: boolean,
): ExtensionView['stipendsCause'] {
  if (breaks) return { kind: 'twelve_month', months: [], note: TWELVE_MONTH_NOTE };
  const before = new Map(gsaByMonth(assignmentInput(current)).months.map((m) => [m.month, m.excess]));
  const after = gsaByMonth(assignmentInput(extended));
  const added = new Set(
    after.months.filter((m) => m.excess > (before.get(m.month) ?? 0)).map((m) => m.month),
  );
  const cause = gsaExcessCause(after, added);
  if (!cause) return null;
  return { kind: cause.kind, months: cause.months, note: gsaExcessNote(cause, after.weeklyAllowance) };
}

export async function extensionView(ctx: Ctx, id: number, weeks: number): Promise<ExtensionView> {
  const records = await loadUserRecords(ctx);
  const row = ownAssignment(records, id);
  const timeline = extensionTimeline(assignmentInput(row), weeks, records.assignments.map(assignmentInput));
  const extendedRow = { ...row, end_date: dateIn(timeline.newEndDate) };
  // Every year either scenario touches, read once (the extended contract ends on or after the current one).
  const years: number[] = [];
  for (let y = row.start_date.getUTCFullYear(); y <= extendedRow.end_date.getUTCFullYear(); y++)
    years.push(y);
  const { costs } = await loadYears(ctx, years);
  const current = scenarioOf(ctx, records, costs, row);
  const extended = scenarioOf(ctx, records, costs, extendedRow);
  const w2 = ctx.user.employment_type === 'w2';
  // A 1099 worker's stipends are income either way: the rule decides their travel deductions instead.
  const becomingTaxable = w2 ? Math.max(0, extended.taxableStipends - current.taxableStipends) : 0;
  return {
    assignmentId: row.id,
    weeks,
    ...timeline,
    current,
    extended,
    stipendsBecomingTaxable: becomingTaxable,
    extraTax: w2 ? Math.max(0, extended.taxOnStipends - current.taxOnStipends) : 0,
    stipendsCause: becomingTaxable > 0 ? causeOf(row, extendedRow, timeline.breaksExtended) : null,
    distance: distanceOf(records, row),
  };
}
