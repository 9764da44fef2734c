import { describe, expect, it } from 'vitest';
import { todayOf } from '@/lib/core/dates';
import { getDb } from '@/lib/providers/db/client';
import { visitSuggestions, type VisitCandidate } from '@/lib/tax/compliance';
import { newUser } from '../helpers/http';
import { responseCacheOff } from '../helpers/response-cache';

// GET /tax-home/visit-suggestions reads one statement that applies the rule's filters in the database and
// keeps the newest days only (lib/records/visits/summary.ts). Its answer must be the rule's own over every
// record, read here the plain way: each live trip home, each expense tied to no assignment and each document
// whose text names the home city, up to today, minus those a live visit cites or covers. More days than a
// page, in two years, with every kind of record the filters leave out.

type User = Awaited<ReturnType<typeof newUser>>;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.UTC(...ymd(), 0, 0, 0) - n * DAY);
function ymd(): [number, number, number] {
  const now = new Date();
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
}
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The rule over every record, as the view read them before it was one statement. */
async function expected(u: User, city: string) {
  const db = await getDb();
  const today = todayOf(new Date());
  const mine = { user_id: u.id };
  const named = (text: string) => text.toLowerCase().includes(city.trim().toLowerCase());
  const [trips, expenses, docs, visits, home] = await Promise.all([
    db.mileageTrip.findMany({ where: { ...mine, purpose: 'tax_home_visit' } }),
    db.expense.findMany({ where: { ...mine, assignment_id: null } }),
    db.taxHomeDoc.findMany({ where: mine }),
    db.taxHomeVisit.findMany({ where: mine }),
    db.taxHome.findFirstOrThrow({ where: mine, orderBy: [{ created_at: 'desc' }, { id: 'desc' }] }),
  ]);
  const candidates: VisitCandidate[] = [
    ...trips.map((t) => ({
      source: 'trip' as const,
      id: t.id,
      date: iso(t.date),
      label: `Trip home, ${t.miles} miles${t.destination ? ` to ${t.destination}` : ''}`,
    })),
    ...expenses
      .filter((e) => named(e.description))
      .map((e) => ({
        source: 'expense' as const,
        id: e.id,
        date: iso(e.date),
        label: `Expense: ${e.description}`,
      })),
    ...docs
      .filter((d) => named(d.title))
      .map((d) => ({
        source: 'document' as const,
        id: d.id,
        date: iso(d.date),
        label: `Document: ${d.title}`,
      })),
  ];
  const spans = visits.map((v) => ({ ...v, arrived: iso(v.arrived), left: iso(v.left) }));
  const year = today.slice(0, 4);
  return {
    lastVisit: home.last_visit_date ? iso(home.last_visit_date) : null,
    suggestions: visitSuggestions(candidates, spans, today),
    tripsHomeThisYear: trips.filter((t) => iso(t.date) <= today && iso(t.date).startsWith(year)).length,
  };
}

async function userWithRecords(city: string) {
  const u = await newUser();
  const h = await u.call('POST', '/api/v1/tax-home', {
    body: { address: '1 Main', city, state: 'NE', zip: '68102' },
  });
  expect(h.status).toBe(201);
  const db = await getDb();
  const mine = { user_id: u.id };
  const a = await u.call('POST', '/api/v1/assignments', {
    body: {
      facility: 'Mercy',
      location: 'Denver',
      state: 'CO',
      start_date: iso(daysAgo(400)),
      end_date: iso(daysAgo(300)),
      base_pay: 100_000,
    },
  });
  // 80 trips home every 5 days back from yesterday (into last year), and one tomorrow.
  await db.mileageTrip.createMany({
    data: [
      ...Array.from({ length: 80 }, (_, i) => ({
        ...mine,
        date: daysAgo(1 + 5 * i),
        miles: 100 + i,
        purpose: 'tax_home_visit',
        destination: i % 3 === 0 ? city : '',
      })),
      { ...mine, date: daysAgo(-1), miles: 5, purpose: 'tax_home_visit' },
      { ...mine, date: daysAgo(2), miles: 7, purpose: 'work_travel' },
    ],
  });
  const lower = city.toLowerCase();
  await db.expense.createMany({
    data: [
      { ...mine, date: daysAgo(1), category: 'other', amount: 100, description: `Groceries in ${lower}` },
      {
        ...mine,
        date: daysAgo(3),
        category: 'other',
        amount: 200,
        description: `${city.toUpperCase()} dentist`,
      },
      { ...mine, date: daysAgo(8), category: 'other', amount: 300, description: 'Nothing to do with home' },
      {
        ...mine,
        date: daysAgo(13),
        category: 'other',
        amount: 400,
        description: `Rent ${city}`,
        assignment_id: a.body.id,
      },
      { ...mine, date: daysAgo(-2), category: 'other', amount: 500, description: `Later in ${city}` },
    ],
  });
  await db.taxHomeDoc.createMany({
    data: [
      { ...mine, doc_type: 'utility_bill', title: `${city} water`, date: daysAgo(4) },
      { ...mine, doc_type: 'utility_bill', title: 'Power bill', date: daysAgo(9) },
    ],
  });
  const trips = await db.mileageTrip.findMany({ where: mine, orderBy: { date: 'desc' } });
  const deletedExpense = await db.expense.create({
    data: { ...mine, date: daysAgo(6), category: 'other', amount: 1, description: `Gone ${city}` },
  });
  await db.expense.delete({ where: { id: deletedExpense.id } });
  const visit = (arrived: Date, left: Date, extra: Record<string, number> = {}) =>
    u.call('POST', '/api/v1/tax-home-visits', { body: { arrived: iso(arrived), left: iso(left), ...extra } });
  // Covers the days 20-30 back; cites the trip of day 36 from a day of its own; a deleted one cites day 41's.
  expect((await visit(daysAgo(30), daysAgo(20))).status).toBe(201);
  const cited = trips.find((t) => iso(t.date) === iso(daysAgo(36)));
  expect((await visit(daysAgo(200), daysAgo(200), { mileage_trip_id: cited!.id })).status).toBe(201);
  const gone = trips.find((t) => iso(t.date) === iso(daysAgo(41)));
  const deleted = await visit(daysAgo(41), daysAgo(41), { mileage_trip_id: gone!.id });
  expect((await u.call('DELETE', `/api/v1/tax-home-visits/${deleted.body.id}`)).status).toBe(204);
  return u;
}

describe('GET /tax-home/visit-suggestions in one statement', () => {
  it.each([['Omaha'], ['Port_Town']])(
    'answers what the rule gives over every record (%s), with the cache on and off',
    async (city) => {
      const u = await userWithRecords(city);
      const want = await expected(u, city);
      // The page is full and the filters left records out, so a wrong filter changes the answer.
      expect(want.suggestions).toHaveLength(50);
      const res = await u.call('GET', '/api/v1/tax-home/visit-suggestions');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(want);
      responseCacheOff(true);
      try {
        expect((await u.call('GET', '/api/v1/tax-home/visit-suggestions')).body).toEqual(want);
      } finally {
        responseCacheOff(false);
      }
    },
  );

  it('a city is matched as text: an underscore in it is not a wildcard', async () => {
    const u = await userWithRecords('Port_Town');
    const db = await getDb();
    await db.expense.create({
      data: { user_id: u.id, date: daysAgo(2), category: 'other', amount: 9, description: 'PortXTown fuel' },
    });
    const res = await u.call('GET', '/api/v1/tax-home/visit-suggestions');
    const found = res.body.suggestions.flatMap((s: { found: string[] }) => s.found);
    expect(found).toContain('Expense: PORT_TOWN dentist');
    expect(found).not.toContain('Expense: PortXTown fuel');
  });

  // The expenses' match is an ILIKE pattern the trigram index answers: the city's `%` and `\` are escaped,
  // so `%` does not stand for any text and `\` does not turn the next letter into a plain one.
  it.each([
    ['Bay%Side', 'Bayxx Side parking', 'BAY%SIDE parking'],
    ['Back\\Bay', 'BackBay parking', 'back\\bay parking'],
  ])('a city is matched as text: %s', async (city, other, named) => {
    const u = await newUser();
    const h = await u.call('POST', '/api/v1/tax-home', {
      body: { address: '1 Main', city, state: 'NE', zip: '68102' },
    });
    expect(h.status).toBe(201);
    const db = await getDb();
    for (const [days, description] of [
      [2, other],
      [3, named],
    ] as const) {
      await db.expense.create({
        data: { user_id: u.id, date: daysAgo(days), category: 'other', amount: 9, description },
      });
    }
    const res = await u.call('GET', '/api/v1/tax-home/visit-suggestions');
    const found = res.body.suggestions.flatMap((s: { found: string[] }) => s.found);
    expect(found).toEqual([`Expense: ${named}`]);
  });

  it('without a tax home: nothing to suggest', async () => {
    const u = await newUser();
    const res = await u.call('GET', '/api/v1/tax-home/visit-suggestions');
    expect(res.body).toEqual({ lastVisit: null, suggestions: [], tripsHomeThisYear: 0 });
  });
});
