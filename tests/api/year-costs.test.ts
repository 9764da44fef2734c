import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { linkedMileage, type MileagePurpose } from '@/lib/tax/compliance';
import { costsByYear, yearCosts, type YearCosts } from '@/lib/views/load/year';
import { loadYears } from '@/lib/views/load/years';
import { yearSums } from '@/lib/views/load/sums';
import { uniqueSub } from '../helpers/auth';

// A year's costs as the computed views read them (from the year sums the database keeps, one statement for
// every year asked: lib/views/load/sums.ts) against the same costs worked out from the live rows
// themselves: expenses added up per assignment, and every trip its own bucket of the mileage rule. Drawn
// over two years, one with the IRS's mid-year rate change, with edits and soft deletes on the way. The
// trips are read from their half-year sums, and also from their month sums grouped by rate period (how a
// year whose periods are not half years is read).

const YEARS = [2025, 2026] as const; // 2026's rate changes on 1 July
const PURPOSES: MileagePurpose[] = ['work_travel', 'tax_home_visit', 'licensing', 'personal', 'other'];
const CATEGORIES = ['meals', 'lodging', 'licensing', 'supplies'];

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

const anyDate = fc
  .integer({ min: Date.UTC(2024, 11, 20), max: Date.UTC(2027, 0, 10) })
  .map((ms) => iso(new Date(ms - (ms % 86_400_000))));
const anyCost = fc.record({
  trip: fc.boolean(),
  date: anyDate,
  assignment: fc.integer({ min: -1, max: 1 }), // -1: linked to none
  kind: fc.integer({ min: 0, max: 4 }),
  amount: fc.integer({ min: 1, max: 500_000 }),
  change: fc.constantFrom('keep', 'delete', 'edit'),
  editDate: anyDate,
});

interface Live {
  trips: { date: Date; miles: number; purpose: string; assignment_id: number | null }[];
  expenses: { date: Date; amount: number; category: string; assignment_id: number | null }[];
}

/** The year's costs from the rows, as lib/views/load/year.ts defines them, without the month sums. */
function costsFromRows(year: number, live: Live): YearCosts {
  const inYear = <T extends { date: Date }>(rows: T[]) =>
    rows.filter((r) => r.date.getUTCFullYear() === year);
  const buckets = inYear(live.trips).map((t) => ({
    assignmentId: t.assignment_id ?? 0,
    date: iso(t.date),
    purpose: t.purpose as MileagePurpose,
    miles: t.miles,
  }));
  const miles = linkedMileage({ year, buckets });
  const all = linkedMileage({ year, buckets: buckets.map((b) => ({ ...b, assignmentId: 0 })) });
  const spent = (id: number | null) => {
    const rows = inYear(live.expenses).filter((e) => e.assignment_id === id);
    const sum = (list: typeof rows) => list.reduce((s, e) => s + e.amount, 0);
    return { expenses: sum(rows), meals: sum(rows.filter((e) => e.category === 'meals')) };
  };
  const ids = new Set([
    ...inYear(live.expenses).map((e) => e.assignment_id ?? 0),
    ...Object.keys(miles).map(Number),
  ]);
  ids.delete(0);
  return {
    linked: Object.fromEntries(
      [...ids].map((id) => [
        id,
        {
          ...spent(id),
          deductibleMiles: miles[id]?.deductibleMiles ?? 0,
          mileageDeduction: miles[id]?.mileageDeduction ?? 0,
        },
      ]),
    ),
    unlinked: { ...spent(null), mileageDeduction: miles[0]?.mileageDeduction ?? 0 },
    mileageDeduction: all[0]?.mileageDeduction ?? 0,
  };
}

describe("a year's costs from the sums the database keeps", () => {
  it('equal the costs worked out from the live rows, for one year asked or two', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(anyCost, { minLength: 1, maxLength: 30 }), async (costs) => {
        const user = await db.user.create({ data: { iss: 'test', sub: uniqueSub('costs') } });
        const contract = (facility: string) => ({
          user_id: user.id,
          facility,
          location: 'Denver',
          state: 'CO',
          start_date: day('2026-01-05'),
          end_date: day('2026-04-05'),
          base_pay: 90000,
          status: 'completed',
        });
        const ids = [
          (await db.assignment.create({ data: contract('A') })).id,
          (await db.assignment.create({ data: contract('B') })).id,
        ];
        for (const c of costs) {
          const assignment_id = c.assignment < 0 ? null : (ids[c.assignment] ?? null);
          const base = { user_id: user.id, date: day(c.date), assignment_id };
          const where = async (id: number) => ({ where: { id, user_id: user.id } });
          if (c.trip) {
            const row = await db.mileageTrip.create({
              data: { ...base, miles: c.amount % 900, purpose: PURPOSES[c.kind] ?? 'other' },
            });
            if (c.change === 'delete') await db.mileageTrip.delete(await where(row.id));
            if (c.change === 'edit')
              await db.mileageTrip.update({ ...(await where(row.id)), data: { date: day(c.editDate) } });
          } else {
            const row = await db.expense.create({
              data: { ...base, amount: c.amount, category: CATEGORIES[c.kind % 4] ?? 'meals' },
            });
            if (c.change === 'delete') await db.expense.delete(await where(row.id));
            if (c.change === 'edit')
              await db.expense.update({
                ...(await where(row.id)),
                data: { date: day(c.editDate), assignment_id: null },
              });
          }
        }
        const live: Live = {
          trips: await db.mileageTrip.findMany({ where: { user_id: user.id } }),
          expenses: await db.expense.findMany({ where: { user_id: user.id } }),
        };
        const ctx = { db, userId: user.id, now: new Date('2026-11-27T12:00:00Z') } as unknown as Ctx;
        const loaded = await loadYears(ctx, [...YEARS].reverse());
        const fromMonths = costsByYear(await yearSums(ctx, YEARS, () => 'months'), YEARS);
        for (const year of YEARS) {
          const expected = costsFromRows(year, live);
          expect(loaded.costs.get(year), `${year}, both years asked`).toEqual(expected);
          expect(await yearCosts(ctx, year), `${year}, asked alone`).toEqual(expected);
          expect(fromMonths.get(year), `${year}, from the month sums`).toEqual(expected);
        }
      }),
      { numRuns: 25 },
    );
  });
});
