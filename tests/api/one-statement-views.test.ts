import { describe, expect, it } from 'vitest';
import { todayOf } from '@/lib/core/dates';
import { getDb } from '@/lib/providers/db/client';
import { checklist } from '@/lib/views/income/checklist';
import { reconcile } from '@/lib/views/income/reconcile';
import type { IncomeDocumentKind } from '@/lib/records/income-documents/resource';
import { keepHomeBalance, taxHomeTest } from '@/lib/tax/compliance';
import { assignmentProfitability, computeYear } from '@/lib/tax/engine';
import { mileageRatePeriods, zipDistanceMiles } from '@/lib/tax/law';
import { taxHomeFacts } from '@/lib/views/audit';
import { loadYearInput } from '@/lib/views/load/years';
import { newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';

// Views that read one statement each (issue 19's bench of every read): the tax home test and cost-benefit
// (lib/views/tax-home), the income documents' checklist and reconciliation (lib/views/load/income-documents.ts).
// Their answers must be the rules' own over the records read the plain way, through Prisma, as the views
// did before: every kind of record each filter leaves out is here (another year, another home, the
// trash, other purposes and categories).

type User = Awaited<ReturnType<typeof newUser>>;
const YEAR = new Date().getUTCFullYear();
const day = (year: number, month: number, d: number) => new Date(Date.UTC(year, month - 1, d));
const iso = (d: Date) => d.toISOString().slice(0, 10);

async function userWithRecords(): Promise<User> {
  const u = await newUser();
  const first = await u.call('POST', '/api/v1/tax-home', {
    body: { address: '9 Old Rd', city: 'Lincoln', state: 'NE', zip: '68508', rent_amount: 90_000 },
  });
  const current = await u.call('POST', '/api/v1/tax-home', {
    body: { address: '1 Main', city: 'Austin', state: 'TX', zip: '78701', rent_amount: 150_000 },
  });
  expect([first.status, current.status]).toEqual([201, 201]);
  for (const [start, end, zip] of [
    [`${YEAR - 1}-10-05`, `${YEAR}-01-03`, '77030'],
    [`${YEAR}-01-05`, `${YEAR}-04-05`, '78702'],
    [`${YEAR}-06-01`, `${YEAR}-08-30`, '10001'],
  ] as const) {
    const a = await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Mercy',
        location: 'Houston',
        state: 'TX',
        zip,
        start_date: start,
        end_date: end,
        base_pay: 120_000,
        housing_stipend: 70_000,
        mie_stipend: 20_000,
      },
    });
    expect(a.status).toBe(201);
  }
  const db = await getDb();
  const mine = { user_id: u.id };
  await db.taxHomeCost.createMany({
    data: [
      { ...mine, category: 'rent', amount: 150_000, month: 1, year: YEAR },
      { ...mine, category: 'rent', amount: 150_000, month: 1, year: YEAR },
      { ...mine, category: 'mortgage', amount: 210_000, month: 3, year: YEAR },
      { ...mine, category: 'utilities', amount: 9_000, month: 2, year: YEAR },
      { ...mine, category: 'rent', amount: 150_000, month: 4, year: YEAR - 1 },
    ],
  });
  const gone = await db.taxHomeCost.create({
    data: { ...mine, category: 'rent', amount: 1, month: 5, year: YEAR },
  });
  await db.taxHomeCost.delete({ where: { id: gone.id } });
  await db.mileageTrip.createMany({
    data: [
      { ...mine, date: day(YEAR, 2, 14), miles: 180, purpose: 'tax_home_visit' },
      { ...mine, date: day(YEAR, 8, 1), miles: 205, purpose: 'tax_home_visit' },
      { ...mine, date: day(YEAR, 3, 3), miles: 40, purpose: 'work_travel' },
      { ...mine, date: day(YEAR - 1, 12, 20), miles: 300, purpose: 'tax_home_visit' },
    ],
  });
  const trip = await db.mileageTrip.create({
    data: { ...mine, date: day(YEAR, 5, 5), miles: 999, purpose: 'tax_home_visit' },
  });
  await db.mileageTrip.delete({ where: { id: trip.id } });
  await db.taxHomeDoc.createMany({
    data: [
      { ...mine, doc_type: 'lease', title: 'Lease', date: day(YEAR, 1, 2) },
      { ...mine, doc_type: 'utility_bill', title: 'Water', date: day(YEAR, 2, 2) },
      { ...mine, doc_type: 'utility_bill', title: 'Power', date: day(YEAR, 3, 2) },
    ],
  });
  const doc = await db.taxHomeDoc.create({
    data: { ...mine, doc_type: 'voter_registration', title: 'Card', date: day(YEAR, 1, 9) },
  });
  await db.taxHomeDoc.delete({ where: { id: doc.id } });
  // Visits: two on the current home, one on the first home (written directly, as a visit once logged
  // there), one deleted.
  await db.taxHomeVisit.createMany({
    data: [
      { ...mine, tax_home_id: current.body.id, arrived: day(YEAR, 2, 14), left: day(YEAR, 2, 16) },
      { ...mine, tax_home_id: current.body.id, arrived: day(YEAR, 8, 1), left: day(YEAR, 8, 3) },
      { ...mine, tax_home_id: first.body.id, arrived: day(YEAR, 5, 1), left: day(YEAR, 5, 9) },
    ],
  });
  const visit = await db.taxHomeVisit.create({
    data: { ...mine, tax_home_id: current.body.id, arrived: day(YEAR, 9, 1), left: day(YEAR, 9, 2) },
  });
  await db.taxHomeVisit.delete({ where: { id: visit.id } });
  return u;
}

/** The test the plain way: five reads through Prisma, as before. */
async function expectedTest(u: User) {
  const db = await getDb();
  const where = { user_id: u.id };
  const [home, assignments, docs, costCount, visits] = await Promise.all([
    db.taxHome.findFirst({ where, orderBy: [{ created_at: 'desc' }, { id: 'desc' }] }),
    db.assignment.findMany({ where, orderBy: [{ start_date: 'asc' }, { id: 'asc' }] }),
    db.taxHomeDoc.findMany({ where, select: { doc_type: true }, distinct: ['doc_type'] }),
    db.taxHomeCost.count({ where }),
    db.taxHomeVisit.findMany({ where }),
  ]);
  return taxHomeTest({
    today: todayOf(new Date()),
    taxHome: home && { ...taxHomeFacts(home), city: home.city },
    docTypes: docs.map((d) => d.doc_type),
    costCount,
    visits: visits
      .filter((v) => v.tax_home_id === home?.id)
      .map((v) => ({ arrived: iso(v.arrived), left: iso(v.left) })),
    assignments: assignments.map((a) => ({
      location: a.location,
      state: a.state,
      start_date: iso(a.start_date),
      end_date: iso(a.end_date),
      milesFromHome: home ? zipDistanceMiles(a.zip, home.zip) : null,
    })),
  });
}

/** The balance the plain way: the year's input, and Prisma's aggregates of costs and trips home. */
async function expectedBalance(u: User, year: number) {
  const db = await getDb();
  const mine = { user_id: u.id };
  const home = await db.taxHome.findFirstOrThrow({
    where: mine,
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  });
  const costs = await db.taxHomeCost.findMany({ where: { ...mine, year } });
  const trips = await db.mileageTrip.findMany({ where: { ...mine, purpose: 'tax_home_visit' } });
  const now = new Date();
  const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
  const input = await loadYearInput({ db, now, requestId: 'test', userId: u.id, user }, year);
  const recordedByMonth: Record<number, number> = {};
  for (const c of costs) recordedByMonth[c.month] = (recordedByMonth[c.month] ?? 0) + c.amount;
  const plain = { ...input, household: undefined };
  return keepHomeBalance({
    year,
    recordedByMonth,
    rentRecordedMonths: [
      ...new Set(costs.filter((c) => c.category === 'rent' || c.category === 'mortgage').map((c) => c.month)),
    ],
    monthlyRent: home.rent_amount,
    away: computeYear(plain)
      .items.filter((it) => it.stipendsTaxableReason !== 'not_away_from_home')
      .map((it) => it.assignment),
    visitMiles: mileageRatePeriods(year).map((p) => ({
      miles: trips
        .filter((t) => iso(t.date) >= p.from && iso(t.date) <= p.to)
        .reduce((s, t) => s + t.miles, 0),
      centsPerMile: p.centsPerMile,
    })),
    taxWithHome: computeYear(plain).totals.totalTax,
    taxWithoutHome: computeYear({ ...plain, taxHome: null }).totals.totalTax,
  });
}

/** The answer with the cache on, then again computed with it off: both must be `want`. */
async function bothWays(u: User, path: string, want: unknown) {
  const res = await u.call('GET', path);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(want);
  responseCacheOff(true);
  try {
    expect((await u.call('GET', path)).body).toEqual(want);
  } finally {
    responseCacheOff(false);
  }
}

describe('the tax home views in one statement each', () => {
  it('GET /tax-home/test answers the rule over the records read the plain way', async () => {
    const u = await userWithRecords();
    const want = await expectedTest(u);
    // The current home's two live visits and its lease: the filters above matter to the answer.
    const said = JSON.stringify(want);
    expect(said).toContain('A lease or mortgage statement');
    expect(said).toContain('2 visits home');
    expect(said).toContain('5 tax home costs');
    await bothWays(u, '/api/v1/tax-home/test', want);
  });

  it('GET /tax-home/cost-benefit answers the balance over the records read the plain way, each year', async () => {
    const u = await userWithRecords();
    for (const year of [YEAR, YEAR - 1]) {
      const want = await expectedBalance(u, year);
      expect(want.visitMiles).toBeGreaterThan(0);
      // This year: January and March's recorded costs fall on days away. Last year: its one cost (April) is
      // a month at home, not charged; October to December, away with no rent recorded, count the home's rent.
      if (year === YEAR) expect(want.homeCosts).toBeGreaterThan(0);
      else expect([want.homeCosts, want.rentFromHome > 0]).toEqual([0, true]);
      await bothWays(u, `/api/v1/tax-home/cost-benefit?year=${year}`, want);
    }
  });

  it('GET /income-documents/checklist and /reconciliation answer the rules over the records read the plain way', async () => {
    const u = await userWithRecords();
    const db = await getDb();
    const mine = { user_id: u.id };
    const agencies = await db.assignment.findMany({ where: mine, select: { agency: true } });
    const agency = agencies[0]!.agency;
    await db.incomeDocument.createMany({
      data: [
        { ...mine, agency, year: YEAR, kind: 'w2', box1_wages: 2_400_000, box5_medicare_wages: 2_500_000 },
        { ...mine, agency: 'Aya', year: YEAR, kind: 'w2', box1_wages: 10_000 },
        { ...mine, agency, year: YEAR, kind: 'paystub', box1_wages: 100_000 },
        { ...mine, agency, year: YEAR - 1, kind: 'w2', box1_wages: 1_000 },
      ],
    });
    const gone = await db.incomeDocument.create({
      data: { ...mine, agency: 'Zeta', year: YEAR, kind: 'w2', box1_wages: 5 },
    });
    await db.incomeDocument.delete({ where: { id: gone.id } });
    const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    const employmentType = user.employment_type as 'w2' | '1099';
    for (const year of [YEAR, YEAR - 1]) {
      const documents = (
        await db.incomeDocument.findMany({
          where: { ...mine, year },
          orderBy: [{ agency: 'asc' }, { id: 'asc' }],
        })
      ).map((d) => ({ ...d, kind: d.kind as IncomeDocumentKind }));
      const assignments = await db.assignment.findMany({
        where: {
          ...mine,
          start_date: { lte: new Date(`${year}-12-31`) },
          end_date: { gte: new Date(`${year}-01-01`) },
        },
        orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
      });
      const list = checklist({
        year,
        employmentType,
        assignments: assignments.map((a) => ({ id: a.id, facility: a.facility, agency: a.agency })),
        documents: documents.map((d) => ({ id: d.id, agency: d.agency, kind: d.kind })),
      });
      const ctx = { db, now: new Date(), requestId: 'test', userId: u.id, user };
      const items = assignmentProfitability(computeYear(await loadYearInput(ctx, year))).assignments;
      const reconciled = reconcile({ year, employmentType, items, documents });
      expect(documents.length).toBeGreaterThan(0);
      await bothWays(u, `/api/v1/income-documents/checklist?year=${year}`, list);
      await bothWays(u, `/api/v1/income-documents/reconciliation?year=${year}`, reconciled);
    }
  });
});
