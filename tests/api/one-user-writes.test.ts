import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';
import { recordBodies } from '../helpers/record-bodies';

// One user writing to many resources at once, from several connections, with the account's erasure in the
// middle, never gets an answer >= 500. (Before: each write locked the user's row through its foreign key
// and then asked for a stronger lock on it (the data_version bump, the notification sync's FOR UPDATE,
// the erasure's DELETE), so two writers could wait for each other: PostgreSQL broke the deadlock by
// failing one of them, answered 503 "unavailable" after the retries, while the database was up.)

type User = Awaited<ReturnType<typeof newUser>>;

const bodies = recordBodies;
const paths = Object.keys(bodies);

/** One lane: create, change and delete records of one resource after another; every answer's status. */
async function lane(u: User, lane: number, until: number, seen: { status: number; what: string }[]) {
  for (let i = lane; Date.now() < until; i += 8) {
    const path = paths[i % paths.length] as string;
    const body = bodies[path]?.(i) ?? {};
    const made = await u.call('POST', path, { body });
    seen.push({ status: made.status, what: `POST ${path} ${made.body?.error?.message ?? ''}` });
    if (made.status !== 201) continue;
    const one = `${path}/${made.body.id}`;
    const patched = await u.call('PATCH', one, { body });
    seen.push({ status: patched.status, what: `PATCH ${path} ${patched.body?.error?.message ?? ''}` });
    const notes = await u.call('GET', '/api/v1/notifications');
    const note = (notes.body as { id: number }[] | undefined)?.[0];
    if (note) {
      const read = await u.call('PATCH', `/api/v1/notifications/${note.id}`, { body: { read: true } });
      seen.push({ status: read.status, what: `PATCH notification ${read.body?.error?.message ?? ''}` });
    }
    if (i % 5 === 0) {
      // The user's own row: a plain change, and a new calendar address (a unique column: FOR UPDATE).
      const me = await u.call('PATCH', '/api/v1/me', { body: { first_name: `Nurse ${i}` } });
      seen.push({ status: me.status, what: `PATCH /me ${me.body?.error?.message ?? ''}` });
      const feed = await u.call('POST', '/api/v1/me/calendar-secret');
      seen.push({ status: feed.status, what: `POST calendar-secret ${feed.body?.error?.message ?? ''}` });
    }
    if (i % 3 === 0) {
      const gone = await u.call('DELETE', one);
      seen.push({ status: gone.status, what: `DELETE ${path} ${gone.body?.error?.message ?? ''}` });
    }
  }
}

describe('one user writing from 8 connections', () => {
  it('writes to different resources and the erasure in the middle: no answer >= 500', async () => {
    const u = await newUser('many-writes');
    const seen: { status: number; what: string }[] = [];
    const until = Date.now() + 6_000;
    const erase = (async () => {
      await new Promise((r) => setTimeout(r, 4_000));
      const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
      seen.push({ status: res.status, what: `DELETE /me ${res.body?.error?.message ?? ''}` });
    })();
    await Promise.all([...Array.from({ length: 8 }, (_, l) => lane(u, l, until, seen)), erase]);
    const failed = seen.filter((s) => s.status >= 500).map((s) => `${s.status} ${s.what}`);
    console.log(`${seen.length} writes, ${failed.length} answered >= 500`);
    expect(failed).toEqual([]);
    expect(seen.find((s) => s.what.startsWith('DELETE /me'))?.status).toBe(200);
    expect(seen.length).toBeGreaterThan(30); // enough work that writers overlapped, on a busy machine too
  });
});
