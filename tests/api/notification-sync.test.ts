import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/providers/db/client';
import { syncNotifications } from '@/lib/reminders/sync';
import { newUser } from '../helpers/http';

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const open = async (u: Awaited<ReturnType<typeof newUser>>) =>
  (await u.call('GET', '/api/v1/notifications')).body
    .filter((n: { resolved_at: string | null }) => n.resolved_at === null)
    .map((n: { type: string }) => n.type)
    .sort();

describe('notifications act on their own', () => {
  it('appear after a write, stay single when synced again, and resolve when the cause goes away', async () => {
    const u = await newUser();
    const cred = await u.call('POST', '/api/v1/credentials', {
      body: { type: 'bls', name: 'BLS', expiration_date: iso(30) },
    });
    expect(await open(u)).toEqual(['credential_expiring']);
    const db = await getDb();
    const again = await syncNotifications(db, u.id, new Date());
    expect([again.toCreate.length, again.toUpdate.length, again.toResolve.length]).toEqual([0, 0, 0]);
    await u.call('PATCH', `/api/v1/credentials/${cred.body.id}`, { body: { expiration_date: iso(400) } });
    expect(await open(u)).toEqual([]);
    const all = (await u.call('GET', '/api/v1/notifications')).body;
    expect(all).toHaveLength(1);
    expect(all[0].resolved_at).not.toBeNull();
  });

  it('flags a tax home visit overdue and a rented-out property, then clears them', async () => {
    const u = await newUser();
    const home = await u.call('POST', '/api/v1/tax-home', {
      body: {
        address: '9 Elm',
        city: 'Omaha',
        state: 'NE',
        rent_amount: 90000,
        last_visit_date: iso(-45),
        property_rented_out: true,
      },
    });
    expect(await open(u)).toEqual(['missing_docs', 'property_rented_out', 'visit_overdue']);
    await u.call('PATCH', `/api/v1/tax-home/${home.body.id}`, {
      body: { last_visit_date: iso(0), property_rented_out: false },
    });
    await u.call('POST', '/api/v1/tax-home-docs', {
      body: { doc_type: 'lease', title: 'Lease', date: iso(0) },
    });
    expect(await open(u)).toEqual([]);
  });
});

describe('a sync racing a write of the same user', () => {
  const day = (offsetDays: number) => new Date(`${iso(offsetDays)}T00:00:00Z`);

  it('applies no diff read before a write that committed ahead of its lock', async () => {
    const u = await newUser();
    const db = await getDb();
    // Written straight to the database, so no request's own sync has run: the rules want a notification.
    const cred = await db.credential.create({
      data: { user_id: u.id, type: 'bls', name: 'BLS', expiration_date: day(30) },
    });
    // The user's own change lands between the sync's reads and its transaction (Prisma's $transaction,
    // wrapped): the credential is renewed, so the notification read before it is no longer wanted.
    const racing = new Proxy(db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key !== '$transaction' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          await u.call('PATCH', `/api/v1/credentials/${cred.id}`, { body: { expiration_date: iso(400) } });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const diff = await syncNotifications(racing, u.id, new Date());
    expect(diff.toCreate).toEqual([]);
    expect(await open(u)).toEqual([]);
  });

  it('applies the diff it read when nothing was written meanwhile', async () => {
    const u = await newUser();
    const db = await getDb();
    await db.credential.create({
      data: { user_id: u.id, type: 'bls', name: 'BLS', expiration_date: day(30) },
    });
    const diff = await syncNotifications(db, u.id, new Date());
    expect(diff.toCreate.map((n) => n.type)).toEqual(['credential_expiring']);
    expect(await open(u)).toEqual(['credential_expiring']);
  });
});
