import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { call, newUser } from '../helpers/http';
import { fillYear, type TestUser } from '../helpers/records';
import { dispatch } from '../helpers/router';

// The calendar feed: POST /api/v1/me/calendar-secret makes the address, GET /api/calendar/<secret>.ics
// serves it without a token; the feed is read back with ical.js, as a calendar app would.

const Y = new Date().getUTCFullYear();

interface Event {
  uid: string;
  date: string;
  summary: string;
}

async function feed(url: string) {
  const res = await dispatch(new Request(url));
  const text = await res.text();
  if (res.status !== 200) return { res, events: [] as Event[] };
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, date: e.startDate.toString(), summary: e.summary };
  });
  return { res, events };
}

const summaries = (events: Event[]) => events.map((e) => `${e.date} ${e.summary}`);

async function rotate(u: TestUser): Promise<string> {
  const res = await u.call('POST', '/api/v1/me/calendar-secret');
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(Date.parse(res.body.createdAt)).toBeGreaterThan(0);
  return res.body.url as string;
}

describe('calendar feed', () => {
  let u: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([newUser('calendar'), newUser('calendar-other')]);
    await fillYear(u);
    await fillYear(other, 'Zephyr Regional Hospital');
    // 396 days in Phoenix: its 365th day is November 30 of this year.
    const res = await u.call('POST', '/api/v1/assignments', {
      body: {
        facility: 'Banner Health',
        location: 'Phoenix',
        state: 'AZ',
        start_date: `${Y - 1}-12-01`,
        end_date: `${Y}-12-31`,
        base_pay: 100000,
      },
    });
    expect(res.status).toBe(201);
  });

  it('serves the dates of the user, and only theirs, as iCalendar', async () => {
    const url = await rotate(u);
    const { res, events } = await feed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const lines = summaries(events);
    expect(lines).toEqual(
      expect.arrayContaining([
        '2026-01-05 Assignment starts: Denver Health (Denver, CO)',
        '2026-04-05 Assignment ends: Denver Health (Denver, CO)',
        '2027-08-31 RN license expires',
        `${Y}-11-30 12-month limit: Phoenix, AZ`,
      ]),
    );
    if (Y === 2026 || Y === 2027) {
      expect(lines.some((l) => l.startsWith('2027-04-15 Colorado 2026 tax return due ('))).toBe(true);
      // The federal return is one of the year's returns too (the filing year's dates)
      expect(lines).toContain('2027-04-15 Federal 2026 tax return due (Form 1040)');
    }
    expect(lines.some((l) => l.includes('estimated tax'))).toBe(false); // a W-2 worker pays none
    expect(lines.some((l) => l.includes('Zephyr'))).toBe(false);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('adds the federal estimated-tax due dates for a 1099 worker', async () => {
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: '1099' } });
    const { events } = await feed(await rotate(u));
    const quarters = events.filter(
      (e) => e.summary.startsWith(`Federal estimated tax due: Q`) && e.summary.endsWith(` ${Y}`),
    );
    expect(quarters.map((e) => e.summary)).toEqual(
      [1, 2, 3, 4].map((q) => `Federal estimated tax due: Q${q} ${Y}`),
    );
    expect(quarters[3]?.date.startsWith(`${Y + 1}-01-1`)).toBe(true);
    await u.call('PATCH', '/api/v1/me', { body: { employment_type: 'w2' } });
  });

  it('a free user’s feed leaves out the state deadlines (a Pro view)', async () => {
    await (await getDb()).user.update({ where: { id: other.id }, data: { trial_ends_at: null } });
    const { events } = await feed(await rotate(other));
    expect(events.some((e) => e.summary.includes('tax return due'))).toBe(false);
    expect(summaries(events)).toContain(
      '2026-01-05 Assignment starts: Zephyr Regional Hospital (Denver, CO)',
    );
  });

  it('a rotated, unknown, malformed or turned-off secret is 404; the API needs a token', async () => {
    const old = await rotate(u);
    const current = await rotate(u);
    expect((await feed(old)).res.status).toBe(404);
    expect((await feed(current)).res.status).toBe(200);
    const base = current.slice(0, current.lastIndexOf('/') + 1);
    for (const file of [
      `${randomBytes(32).toString('base64url')}.ics`,
      'abc.ics',
      current.slice(base.length, -4),
    ]) {
      const { res } = await feed(`${base}${file}`);
      expect(res.status).toBe(404);
    }
    expect((await u.call('DELETE', '/api/v1/me/calendar-secret')).status).toBe(204);
    expect((await feed(current)).res.status).toBe(404);
    expect((await call('POST', '/api/v1/me/calendar-secret')).status).toBe(401);
    expect((await call('DELETE', '/api/v1/me/calendar-secret')).status).toBe(401);
  });
});
