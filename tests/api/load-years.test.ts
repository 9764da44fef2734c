import { describe, expect, it } from 'vitest';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { currentTaxHome, yearCosts } from '@/lib/views/load/year';
import { ASSIGNMENT_ARRAY, loadYears } from '@/lib/views/load/years';
import { Prisma } from '@/lib/generated/prisma/client';
import { uniqueSub } from '../helpers/auth';

// The one-statement loader of the computed views (lib/views/load/years.ts) against what Prisma reads
// of the same rows: the same models (Date objects where Prisma gives them, every column), the same costs,
// households and W-2 overtime, deleted rows and other users' rows left out.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('loadYears', () => {
  it("reads what Prisma reads of a user's years, in one statement", async () => {
    const db = await getDb();
    const [user, other] = await Promise.all(
      [0, 1].map(() => db.user.create({ data: { iss: 'test', sub: uniqueSub('years') } })),
    );
    const uid = user!.id;
    const home = { city: 'Omaha', state: 'NE', zip: '68102', address: '1 Elm', rent_amount: 120000 };
    await db.taxHome.create({ data: { user_id: uid, ...home, last_visit_date: day('2026-03-01') } });
    await db.taxHome.create({ data: { user_id: uid, ...home, city: 'Lincoln', voter_reg: true } });
    const gone = await db.taxHome.create({ data: { user_id: uid, ...home, city: 'Deleted' } });
    await db.taxHome.delete({ where: { id: gone.id } });
    await db.taxHome.create({ data: { user_id: other!.id, ...home, city: 'Theirs' } });
    const contract = (start: string, end: string, extra = {}) => ({
      user_id: uid,
      facility: `Hospital ${start}`,
      location: 'Denver',
      state: 'CO',
      start_date: day(start),
      end_date: day(end),
      base_pay: 90000,
      housing_stipend: 100000,
      status: 'completed',
      ...extra,
    });
    const a1 = await db.assignment.create({
      data: contract('2025-10-06', '2026-01-04', { overtime_pay: 5000 }),
    });
    await db.assignment.create({ data: contract('2026-02-02', '2026-05-03', { zip: '80202' }) });
    const a3 = await db.assignment.create({ data: contract('2024-02-02', '2024-05-03') });
    await db.assignment.delete({ where: { id: a3.id } });
    await db.assignment.create({ data: { ...contract('2026-02-02', '2026-05-03'), user_id: other!.id } });
    await db.householdProfile.create({ data: { user_id: uid, year: 2026, spouse_wages: 5000000 } });
    await db.householdProfile.create({ data: { user_id: uid, year: 2024, other_income: 100 } });
    const w2 = { user_id: uid, agency: 'Aya', kind: 'w2', year: 2026 };
    await db.incomeDocument.create({ data: { ...w2, box12_tt_overtime: 12000 } });
    await db.incomeDocument.create({ data: { ...w2, box12_tt_overtime: 3000 } });
    await db.incomeDocument.create({ data: { ...w2, year: 2025 } });
    const deletedW2 = await db.incomeDocument.create({ data: { ...w2, box12_tt_overtime: 99 } });
    await db.incomeDocument.delete({ where: { id: deletedW2.id } });
    await db.expense.createMany({
      data: [
        { user_id: uid, date: day('2026-03-02'), category: 'meals', amount: 1500, assignment_id: a1.id },
        { user_id: uid, date: day('2025-11-02'), category: 'licensing', amount: 9000 },
      ],
    });
    await db.mileageTrip.createMany({
      data: [
        { user_id: uid, date: day('2026-03-02'), miles: 40, purpose: 'work_travel', assignment_id: a1.id },
        { user_id: uid, date: day('2025-12-02'), miles: 400, purpose: 'tax_home_visit' },
      ],
    });

    const ctx = { db, userId: uid, now: new Date('2026-11-26T12:00:00Z') } as unknown as Ctx;
    await db.quarterlyPayment.createMany({
      data: [
        { user_id: uid, year: 2026, quarter: 1, amount: 50000 },
        { user_id: uid, year: 2026, quarter: 3, amount: 25000, deleted_at: new Date() },
        { user_id: uid, year: 2026, quarter: 2, amount: 9000, state: 'CO' },
        { user_id: uid, year: 2025, quarter: 4, amount: 1 },
      ],
    });
    const loaded = await loadYears(ctx, [2026, 2025], { payments: 2026 });
    expect((await loadYears(ctx, [2026])).payments).toBeUndefined();

    expect(loaded.records.home).toEqual(await currentTaxHome(ctx));
    expect(loaded.records.home?.city).toBe('Lincoln');
    const assignments = await db.assignment.findMany({
      where: { user_id: uid },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    });
    // The model's columns the views read, as Prisma reads them (../../lib/views/load/year.ts ViewAssignment).
    const viewed = assignments.map((a) => {
      const row: Partial<typeof a> = { ...a };
      for (const key of [
        'user_id',
        'contract_objstore_key',
        'created_at',
        'updated_at',
        'deleted_at',
      ] as const)
        delete row[key];
      return row;
    });
    expect(loaded.records.assignments).toEqual(viewed);
    expect(loaded.records.assignments).toHaveLength(2);
    const households = await db.householdProfile.findMany({
      where: { user_id: uid, year: { in: [2026, 2025] } },
    });
    expect([...loaded.households.values()]).toEqual(households);
    expect(loaded.reportedOvertime).toEqual(new Map([[2026, 15000]]));
    for (const year of [2026, 2025]) {
      expect(loaded.costs.get(year), String(year)).toEqual(await yearCosts(ctx, year));
    }
    expect(loaded.costs.get(2025)?.mileageDeduction).toBeGreaterThan(0);
    // The year's payments: its W-2s and pay stubs as Prisma reads them, and its estimated payments summed.
    const documents = await db.incomeDocument.findMany({
      where: { user_id: uid, year: 2026, kind: { in: ['w2', 'paystub'] } },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        agency: true,
        kind: true,
        box1_wages: true,
        box2_federal_tax_withheld: true,
        state_lines: true,
        local_lines: true,
        pay_date: true,
        box12_tt_overtime: true,
      },
    });
    expect(loaded.payments?.documents).toEqual(documents);
    expect(loaded.payments?.documents).toHaveLength(2);
    const byPayee = (e: { state: string | null; quarter: number }) => `${e.state}-${e.quarter}`;
    expect(
      [...(loaded.payments?.estimated ?? [])].sort((a, b) => byPayee(a).localeCompare(byPayee(b))),
    ).toEqual([
      { state: 'CO', quarter: 2, amount: 9000 },
      { state: null, quarter: 1, amount: 50000 },
    ]);
  });

  it("keeps each assignment's array as the columns build it, after every kind of write", async () => {
    const db = await getDb();
    const user = await db.user.create({ data: { iss: 'test', sub: uniqueSub('view-json') } });
    const base = {
      user_id: user.id,
      facility: 'St. Mary\'s "North" \\ Tower',
      location: 'Denver',
      state: 'CO',
      start_date: day('2026-01-05'),
      end_date: day('2026-04-05'),
      base_pay: 90000,
      status: 'upcoming',
    };
    const made = await db.assignment.create({ data: { ...base, zip: '80202' } });
    await db.assignment.createMany({ data: [base, { ...base, facility: 'Ünïcode ✓', agency: 'Aya' }] });
    await db.assignment.update({
      where: { id: made.id },
      data: { end_date: day('2026-05-03'), overtime_pay: 1234, status: 'active', zip: null },
    });
    await db.$executeRaw`UPDATE assignments SET housing_stipend = housing_stipend + 1 WHERE user_id = ${user.id}`;
    await db.assignment.delete({ where: { id: made.id } }); // soft
    const drift = (where: Prisma.Sql) => db.$queryRaw<{ kept: string | null; built: string }[]>`
      SELECT a.view_json AS kept, ${ASSIGNMENT_ARRAY} AS built FROM assignments a WHERE ${where}`;
    const rows = await drift(Prisma.sql`a.user_id = ${user.id}`);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.kept).toBe(row.built);
    // Every assignment in the database, those the other suites wrote included.
    const all = await drift(Prisma.sql`a.view_json IS DISTINCT FROM ${ASSIGNMENT_ARRAY}`);
    expect(all).toEqual([]);
  });
});
