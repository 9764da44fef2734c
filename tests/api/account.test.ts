import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { newUser } from '../helpers/http';

describe('/me and theme', () => {
  it('updates the profile fields and rejects others', async () => {
    const u = await newUser();
    const res = await u.call('PATCH', '/api/v1/me', {
      body: {
        first_name: 'Sam',
        employment_type: '1099',
        filing_status: 'married_joint',
        email_notifications: false,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Sam',
      employment_type: '1099',
      filing_status: 'married_joint',
      email_notifications: false,
    });
    const bad = await u.call('PATCH', '/api/v1/me', { body: { plan: 'pro' } });
    expect(bad.status).toBe(400);
    expect((await u.call('PATCH', '/api/v1/me', { body: { filing_status: 'widowed' } })).status).toBe(400);
    expect((await u.call('GET', '/api/v1/me')).body.first_name).toBe('Sam');
  });

  it('keeps an optional full name, null until given, and refuses a blank one', async () => {
    const u = await newUser();
    const me = await u.call('GET', '/api/v1/me');
    expect(me.body.full_name).toBeNull();
    const set = await u.call('PATCH', '/api/v1/me', { body: { full_name: '  Maya R. Lopez ' } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ full_name: 'Maya R. Lopez', first_name: me.body.first_name });
    for (const bad of ['', '   ', 'x'.repeat(201), 'Maya\u0000']) {
      const res = await u.call('PATCH', '/api/v1/me', { body: { full_name: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.details[0].path).toBe('full_name');
    }
    expect((await u.call('GET', '/api/v1/me')).body.full_name).toBe('Maya R. Lopez');
    const cleared = await u.call('PATCH', '/api/v1/me', { body: { full_name: null } });
    expect(cleared.body.full_name).toBeNull();
  });

  it('stores the theme', async () => {
    const u = await newUser();
    const res = await u.call('PATCH', '/api/v1/me/theme', { body: { theme: 'dark' } });
    expect(res).toMatchObject({ status: 200, body: { theme: 'dark' } });
    expect((await u.call('GET', '/api/v1/me')).body.theme).toBe('dark');
    expect((await u.call('PATCH', '/api/v1/me/theme', { body: { theme: 'blue' } })).status).toBe(400);
    expect((await u.call('PATCH', '/api/v1/me/theme', { body: {} })).status).toBe(400);
    expect((await u.call('GET', '/api/v1/me')).body.theme).toBe('dark');
  });
});

describe('quarterly payments', () => {
  it('409 for a second live payment of the same quarter; a deleted one frees it', async () => {
    const u = await newUser();
    const body = { year: 2026, quarter: 1, amount: 100 };
    const first = await u.call('POST', '/api/v1/quarterly-payments', { body });
    expect(first.status).toBe(201);
    const second = await u.call('POST', '/api/v1/quarterly-payments', { body });
    expect([second.status, second.body.error.code]).toEqual([409, 'conflict']);
    await u.call('DELETE', `/api/v1/quarterly-payments/${first.body.id}`);
    const third = await u.call('POST', '/api/v1/quarterly-payments', { body });
    expect(third.status).toBe(201);
    const restore = await u.call('PATCH', `/api/v1/quarterly-payments/${first.body.id}/restore`);
    expect(restore.status).toBe(409);
  });
});

describe('notifications', () => {
  it('lists unresolved first with page/limit, marks read, reads all', async () => {
    const u = await newUser();
    const db = await getDb();
    const base = { user_id: u.id, severity: 'warning', title: 't', body: 'b' };
    await db.notification.create({
      data: { ...base, type: 'visit_overdue', subject: 'taxhome', resolved_at: new Date() },
    });
    const open1 = await db.notification.create({
      data: { ...base, type: 'missing_docs', subject: 'taxhome' },
    });
    await db.notification.create({ data: { ...base, type: 'credential_expiring', subject: 'credential:1' } });
    const all = await u.call('GET', '/api/v1/notifications');
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.body.map((n: { resolved_at: string | null }) => n.resolved_at === null)).toEqual([
      true,
      true,
      false,
    ]);
    const page2 = await u.call('GET', '/api/v1/notifications?page=2&limit=2');
    expect(page2.body).toHaveLength(1);
    for (const q of ['page=0', 'limit=51', 'limit=0', 'page=x']) {
      expect((await u.call('GET', `/api/v1/notifications?${q}`)).status).toBe(400);
    }
    const read = await u.call('PATCH', `/api/v1/notifications/${open1.id}`, { body: { read: true } });
    expect(read.body.read_at).not.toBeNull();
    expect(
      (await u.call('PATCH', `/api/v1/notifications/${open1.id}`, { body: { read: 'yes' } })).status,
    ).toBe(400);
    const other = await newUser();
    expect(
      (await other.call('PATCH', `/api/v1/notifications/${open1.id}`, { body: { read: true } })).status,
    ).toBe(404);
    const readAll = await u.call('POST', '/api/v1/notifications/read-all');
    expect(readAll.body).toEqual({ updated: 2 });
    expect((await u.call('POST', '/api/v1/notifications')).status).toBe(405);
  });
});

describe('comparisons (read side)', () => {
  it('gets, deletes and restores a saved comparison; 404 across users', async () => {
    const u = await newUser();
    const db = await getDb();
    const c = await db.comparison.create({
      data: {
        user_id: u.id,
        name: 'A vs B',
        year: 2026,
        winner: 1,
        diff: 123,
        contract_a: '{}',
        contract_b: '{}',
      },
    });
    expect((await u.call('GET', '/api/v1/comparisons')).body.map((x: { id: number }) => x.id)).toEqual([
      c.id,
    ]);
    expect((await u.call('GET', `/api/v1/comparisons/${c.id}`)).body).toMatchObject({ winner: 1, diff: 123 });
    expect((await (await newUser()).call('GET', `/api/v1/comparisons/${c.id}`)).status).toBe(404);
    expect((await u.call('DELETE', `/api/v1/comparisons/${c.id}`)).status).toBe(204);
    expect((await u.call('GET', `/api/v1/comparisons/${c.id}`)).status).toBe(404);
    expect((await u.call('PATCH', `/api/v1/comparisons/${c.id}/restore`)).status).toBe(200);
  });
});
