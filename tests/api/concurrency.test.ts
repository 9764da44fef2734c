import { describe, expect, it } from 'vitest';
import { tokenFor, uniqueSub } from '../helpers/auth';
import { call, newUser } from '../helpers/http';

// Valid concurrent requests of one user must all succeed: 409 `conflict` is only for a real duplicate.
// (Before: 6 concurrent first requests of a new user gave 1 × 200 and 5 × 409, because the just-in-time
// user was created with find-then-insert; concurrent PATCH /me and creates gave about a third 409s.)

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('concurrent requests of one user', () => {
  it('6 concurrent first requests of a new user: 6 × 200, one user', async () => {
    const token = await tokenFor({ sub: uniqueSub('jit') });
    const results = await Promise.all(Array.from({ length: 6 }, () => call('GET', '/api/v1/me', { token })));
    expect(statuses(results)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
  });

  it('concurrent PATCH /me and creates: no 409', async () => {
    const u = await newUser();
    // Both sides re-run the notification rules (employment type and assignments change reminders).
    const assignment = (i: number) => ({
      facility: `Hospital ${i}`,
      location: 'Denver',
      state: 'CO',
      start_date: '2026-01-05',
      end_date: '2026-04-05',
      base_pay: 90000,
      housing_stipend: 900000,
    });
    const work = Array.from({ length: 24 }, (_, i) =>
      i % 2
        ? u.call('PATCH', '/api/v1/me', {
            body: { first_name: `Name ${i}`, employment_type: i % 4 === 1 ? '1099' : 'w2' },
          })
        : i % 4
          ? u.call('POST', '/api/v1/assignments', { body: assignment(i) })
          : u.call('POST', '/api/v1/expenses', {
              body: { date: '2026-03-01', category: 'meals', amount: 100 + i },
            }),
    );
    const results = await Promise.all(work);
    expect(results.filter((r) => r.status >= 300).map((r) => [r.status, r.body?.error?.code])).toEqual([]);
  });

  it('4 connections creating expenses for a while: no 409', async () => {
    const u = await newUser();
    const deadline = Date.now() + 3_000;
    let created = 0;
    const failures: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        while (Date.now() < deadline) {
          const res = await u.call('POST', '/api/v1/expenses', {
            body: { date: '2026-04-01', category: 'supplies', amount: 1000 + lane },
          });
          if (res.status === 201) created++;
          else failures.push(res.status);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(created).toBeGreaterThan(4);
    const list = await u.call('GET', '/api/v1/expenses?year=2026&limit=1');
    expect(Number(list.headers.get('x-total-count'))).toBe(created);
  });

  it('a second payment for the same quarter is still 409', async () => {
    const u = await newUser();
    const body = { year: 2026, quarter: 2, amount: 50000 };
    const [a, b] = await Promise.all([
      u.call('POST', '/api/v1/quarterly-payments', { body }),
      u.call('POST', '/api/v1/quarterly-payments', { body }),
    ]);
    expect(statuses([a, b])).toEqual([201, 409]);
  });
});
