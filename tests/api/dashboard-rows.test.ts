import { describe, expect, it } from 'vitest';
import { uploadedKey } from '../helpers/files';
import { newUser } from '../helpers/http';
import { recordBodies } from '../helpers/record-bodies';

// The dashboard's expenses and trips are JSON the database builds (lib/views/dashboard-rows.ts): each
// must be the very object the API answers for that record, field for field, newest first, this year's and
// live ones only.

const assignmentBody = recordBodies['/api/v1/assignments']!;

describe('GET /dashboard rows', () => {
  it('are the records as the API serializes them, newest first, live and of this year only', async () => {
    const u = await newUser();
    const other = await newUser();
    const year = new Date().getUTCFullYear();
    const assignment = await u.call('POST', '/api/v1/assignments', { body: assignmentBody(1) });
    expect(assignment.status).toBe(201);
    const receipt = await uploadedKey(u, 'receipts');
    const expenses = [
      { date: `${year}-03-02`, category: 'meals', amount: 1500 },
      {
        date: `${year}-03-02`,
        category: 'lodging',
        amount: 90000,
        description: 'Week 1 "motel" – café',
        assignment_id: assignment.body.id,
        receipt_objstore_key: receipt,
      },
      { date: `${year}-01-15`, category: 'supplies', amount: 7500, description: 'Scrubs' },
    ];
    const trips = [
      {
        date: `${year}-02-01`,
        miles: 412,
        purpose: 'tax_home_visit',
        origin: 'Denver, CO',
        destination: 'Omaha',
      },
      {
        date: `${year}-02-03`,
        miles: 12,
        purpose: 'work_travel',
        notes: 'Clinic\nand back',
        assignment_id: assignment.body.id,
      },
    ];
    const ids = { expenses: [] as number[], trips: [] as number[] };
    for (const body of expenses) {
      const res = await u.call('POST', '/api/v1/expenses', { body });
      expect(res.status).toBe(201);
      ids.expenses.push(res.body.id);
    }
    for (const body of trips) {
      const res = await u.call('POST', '/api/v1/mileage', { body });
      expect(res.status).toBe(201);
      ids.trips.push(res.body.id);
    }
    // Left out: a deleted expense, one of last year, and another user's.
    const gone = await u.call('POST', '/api/v1/expenses', {
      body: { date: `${year}-04-01`, category: 'meals', amount: 1 },
    });
    expect((await u.call('DELETE', `/api/v1/expenses/${gone.body.id}`)).status).toBe(204);
    await u.call('POST', '/api/v1/expenses', {
      body: { date: `${year - 1}-12-31`, category: 'meals', amount: 2 },
    });
    await other.call('POST', '/api/v1/expenses', {
      body: { date: `${year}-05-01`, category: 'meals', amount: 3 },
    });
    // An edit moves updated_at past created_at: both must come back as the API writes them.
    await u.call('PATCH', `/api/v1/expenses/${ids.expenses[2]}`, { body: { amount: 7600 } });

    // Documents (one with a file) and costs: newest first, the costs by month.
    const lease = await uploadedKey(u, 'tax-home-docs', 'lease.pdf');
    const docIds: number[] = [];
    for (const body of [
      {
        doc_type: 'lease',
        title: 'Lease',
        date: `${year}-01-01`,
        objstore_key: lease,
        file_name: 'lease.pdf',
      },
      { doc_type: 'utility_bill', title: 'Power – March', date: `${year}-03-10` },
      { doc_type: 'other', title: 'Old', date: `${year - 1}-12-01` },
    ]) {
      const res = await u.call('POST', '/api/v1/tax-home-docs', { body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      docIds.push(res.body.id);
    }
    const costIds: number[] = [];
    for (const body of [
      { category: 'rent', amount: 95000, month: 3, year, description: 'March rent' },
      { category: 'utilities', amount: 12000, month: 11, year },
      { category: 'rent', amount: 95000, month: 12, year: year - 1 },
    ]) {
      const res = await u.call('POST', '/api/v1/tax-home-costs', { body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      costIds.push(res.body.id);
    }
    const home = await u.call('POST', '/api/v1/tax-home', { body: recordBodies['/api/v1/tax-home']!(2) });
    expect(home.status, JSON.stringify(home.body)).toBe(201);

    const dash = await u.call('GET', '/api/v1/dashboard');
    expect(dash.status).toBe(200);
    const own = async (path: string, id: number) => (await u.call('GET', `/api/v1/${path}/${id}`)).body;
    // Newest first, the later id first on the same day.
    const expectedExpenses = await Promise.all(
      [ids.expenses[1]!, ids.expenses[0]!, ids.expenses[2]!].map((id) => own('expenses', id)),
    );
    const expectedTrips = await Promise.all([ids.trips[1]!, ids.trips[0]!].map((id) => own('mileage', id)));
    expect(dash.body.expenses).toEqual(expectedExpenses);
    expect(dash.body.mileageTrips).toEqual(expectedTrips);
    expect(dash.body.taxHomeDocs).toEqual(
      await Promise.all([docIds[1]!, docIds[0]!].map((id) => own('tax-home-docs', id))),
    );
    expect(dash.body.taxHomeCosts).toEqual(
      await Promise.all([costIds[1]!, costIds[0]!].map((id) => own('tax-home-costs', id))),
    );
    expect(dash.body.taxHome).toEqual(await own('tax-home', home.body.id));
    expect(dash.body.assignments.map((a: { id: number }) => a.id)).toEqual([assignment.body.id]);
    // Same keys in the same order as the record's own answer.
    expect(Object.keys(dash.body.expenses[0])).toEqual(Object.keys(expectedExpenses[0]));
    expect(Object.keys(dash.body.mileageTrips[0])).toEqual(Object.keys(expectedTrips[0]));
  });
});
