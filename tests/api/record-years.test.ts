import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { recordYears } from '@/lib/records/years';
import { newUser } from '../helpers/http';

describe('recordYears: the years a picker offers', () => {
  it('every year that holds a live record, each year an assignment spans, and the current and next year', async () => {
    const u = await newUser();
    await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'F',
        location: 'Denver',
        state: 'CO',
        start_date: '2017-11-06',
        end_date: '2019-02-03',
        base_pay: 1,
      },
    });
    await u.call('POST', '/api/v1/expenses', { body: { date: '2012-05-01', category: 'travel', amount: 1 } });
    await u.call('POST', '/api/v1/quarterly-payments', { body: { year: 2010, quarter: 1, amount: 1 } });
    const { body: trip } = await u.call('POST', '/api/v1/mileage', {
      body: { date: '2008-05-01', miles: 3, purpose: 'work_travel' },
    });
    await u.call('DELETE', `/api/v1/mileage/${trip.id}`); // deleted records offer no year
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { id: u.id } });
    const now = new Date();
    const y = now.getUTCFullYear();
    const years = await recordYears({ db, now, requestId: 'test', userId: u.id, user });
    expect(years).toEqual([y + 1, y, 2019, 2018, 2017, 2012, 2010]);
  });
});
