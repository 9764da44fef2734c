import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedTables } from '@/lib/account/owned-tables';
import { getDb } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { objectStore } from '@/lib/providers/storage/store';
import { call, newUser } from '../helpers/http';
import { fillYear, type TestUser } from '../helpers/records';
import { dispatch } from '../helpers/router';
import { startS3 } from '../helpers/s3';
import { startStripeFake, type StripeFake } from '../helpers/stripe-fake';
import { readZip } from '../helpers/zip';

// "Your data": GET /api/v1/me/export (everything as one ZIP) and DELETE /api/v1/me (erasure).

type Filled = Awaited<ReturnType<typeof fillYear>>;

async function exportOf(u: TestUser) {
  const res = await dispatch(
    new Request('http://localhost:3000/api/v1/me/export', {
      headers: { authorization: `Bearer ${u.token}` },
    }),
  );
  return { res, entries: await readZip(new Uint8Array(await res.arrayBuffer())) };
}

/** Rows of the user in every owned table, trash included (raw SQL sees past the soft-delete filter). */
async function rowsLeft(userId: number): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const table of ['users', ...(await ownedTables(db)).map((t) => t.table)]) {
    const column = table === 'users' ? 'id' : 'user_id';
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE ${column} = $1`,
      userId,
    );
    out[table] = row?.n ?? -1;
  }
  return out;
}

const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)?.toString('utf8') ?? 'null') as Record<string, unknown>[];

describe('GET /api/v1/me/export', () => {
  let u: TestUser;
  let mine: Filled;
  let theirs: Filled;
  beforeAll(async () => {
    const [a, b] = await Promise.all([newUser('export'), newUser('export-other')]);
    u = a;
    [mine, theirs] = await Promise.all([fillYear(a), fillYear(b, 'Zephyr Regional Hospital')]);
    await u.call('DELETE', `/api/v1/expenses/${mine.expenseId}`); // in the trash: still the user's data
  });

  it('every table as JSON and CSV, the account without secrets, every file byte for byte', async () => {
    const { res, entries } = await exportOf(u);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="travel-ledger-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const names = [...entries.keys()];
    for (const { table } of await ownedTables(await getDb()))
      expect(names).toEqual(expect.arrayContaining([`json/${table}.json`, `csv/${table}.csv`]));
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'csv/account.csv']));

    const account = JSON.parse(entries.get('account.json')?.toString('utf8') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(account).toMatchObject({ id: u.id, email: `${u.sub}@example.test` });
    expect(Object.keys(account)).not.toContain('password_hash');
    expect(Object.keys(account)).not.toContain('calendar_token_hash');
    expect(entries.get('csv/account.csv')?.toString('utf8')).not.toContain('password_hash');

    const expenses = json(entries, 'json/expenses.json');
    expect(expenses).toHaveLength(2);
    const trashed = expenses.find((e) => e.id === mine.expenseId);
    expect(trashed).toMatchObject({
      date: '2026-03-14',
      amount: 1250,
      description: 'Walgreens',
      user_id: u.id,
    });
    expect(String(trashed?.deleted_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Withheld: the API record the database keeps beside each expense and trip is not data of its own.
    for (const table of ['expenses', 'mileage_trips'])
      for (const row of json(entries, `json/${table}.json`))
        expect(Object.keys(row)).not.toContain('api_json');
    for (const row of json(entries, 'json/assignments.json'))
      expect(Object.keys(row)).not.toContain('view_json');
    const csv = entries.get('csv/expenses.csv')?.toString('utf8') ?? '';
    expect(csv).not.toContain('api_json');
    expect(csv.startsWith('\uFEFFid,user_id,date,category,amount,description,assignment_id')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
    expect(json(entries, 'json/assignments.json')[0]).toMatchObject({
      facility: 'Denver Health',
      start_date: '2026-01-05',
    });

    const files = names.filter((n) => n.startsWith('files/'));
    expect(files).toHaveLength(4);
    expect(files).toContain(`files/receipts/2026-03-14 Walgreens 12.50 #${mine.expenseId}.jpg`);
    const attached = files.map((n) => entries.get(n));
    for (const data of mine.files.values()) expect(attached).toContainEqual(Buffer.from(data));

    const everything = Buffer.concat([...entries.values()]);
    expect(everything.includes('Zephyr Regional Hospital')).toBe(false);
    for (const data of theirs.files.values()) expect(everything.includes(Buffer.from(data))).toBe(false);
  });

  it('401 without a token', async () => {
    expect((await call('GET', '/api/v1/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/v1/me', () => {
  let fake: StripeFake;
  const saved = { key: process.env.STRIPE_SECRET_KEY, base: process.env.STRIPE_API_BASE };
  const stripe = (on: boolean) => {
    if (on) Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.url });
    else for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE']) delete process.env[k];
    resetEnvCache();
  };
  beforeAll(async () => {
    fake = await startStripeFake();
  });
  afterAll(async () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: saved.key, STRIPE_API_BASE: saved.base });
    if (!saved.key) delete process.env.STRIPE_SECRET_KEY;
    if (!saved.base) delete process.env.STRIPE_API_BASE;
    resetEnvCache();
    await fake.close();
  });

  async function subscriber(label: string) {
    const u = await newUser(label);
    const filled = await fillYear(u);
    const customer = `cus_${label}_${u.id}`;
    await (
      await getDb()
    ).user.update({ where: { id: u.id }, data: { stripe_customer_id: customer, plan: 'pro' } });
    return {
      u,
      filled,
      customer,
      live: fake.addSubscription(customer),
      old: fake.addSubscription(customer, 'canceled'),
    };
  }

  it('asks for a confirmation: a wrong or missing one deletes nothing', async () => {
    stripe(true);
    const { u, filled } = await subscriber('keep');
    const before = await rowsLeft(u.id);
    for (const body of [{ confirm: 'yes' }, { confirm: 'delete' }, {}, { confirm: 'DELETE', extra: 1 }]) {
      const res = await u.call('DELETE', '/api/v1/me', { body });
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_error']);
    }
    expect((await u.call('DELETE', '/api/v1/me')).status).toBe(415);
    expect(await rowsLeft(u.id)).toEqual(before);
    for (const key of filled.files.keys()) expect(await objectStore().exists(key)).toBe(true);
    expect(fake.to('/v1/subscriptions')).toHaveLength(0);
  });

  it('cancels the subscription, removes every row, then every file: nothing of the user is left', async () => {
    stripe(true);
    const { u, filled, live, old } = await subscriber('erase');
    const bystander = await newUser('erase-bystander');
    const kept = await fillYear(bystander, 'Zephyr Regional Hospital');
    await u.call('DELETE', `/api/v1/expenses/${filled.expenseId}`); // trash goes too
    await u.call('POST', '/api/v1/me/calendar-secret');
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: ` ${u.sub}@EXAMPLE.test ` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deleted: true,
      canceledSubscriptions: 1,
      deletedFiles: 4,
      filesPending: false,
    });
    expect(res.body.backups).toMatch(/backups/);
    expect(fake.subscriptions.get(live.id)?.status).toBe('canceled');
    expect(fake.to(`/v1/subscriptions/${old.id}`)).toHaveLength(0); // already canceled: left alone
    expect(Object.values(await rowsLeft(u.id)).every((n) => n === 0)).toBe(true);
    for (const key of filled.files.keys()) expect(await objectStore().exists(key)).toBe(false);
    // Someone else's account is untouched.
    expect((await rowsLeft(bystander.id)).expenses).toBe(2);
    for (const key of kept.files.keys()) expect(await objectStore().exists(key)).toBe(true);
  });

  it('503 without Stripe for a user who has a subscription: nothing deleted, so nobody is billed for nothing', async () => {
    stripe(true);
    const { u } = await subscriber('nostripe');
    stripe(false);
    const before = await rowsLeft(u.id);
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    expect([res.status, res.body.error.code]).toEqual([503, 'not_configured']);
    expect(await rowsLeft(u.id)).toEqual(before);
  });

  it('a user who never subscribed needs no Stripe; 401 without a token', async () => {
    stripe(false);
    const u = await newUser('free-erase');
    await fillYear(u);
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    expect(res.body).toMatchObject({ deleted: true, canceledSubscriptions: 0, deletedFiles: 4 });
    expect((await rowsLeft(u.id)).users).toBe(0);
    expect((await call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } })).status).toBe(401);
  });
});

describe('deleting a prefix from S3 (s3rver)', () => {
  it('removes every object under it, and only those', async () => {
    const s3 = await startS3('account-delete');
    try {
      const store = objectStore();
      const put = async (key: string) => {
        const url = await store.uploadUrl(key, 'application/pdf', 3, new Date(Date.now() + 60_000));
        const res = await fetch(url, {
          method: 'PUT',
          body: 'pdf',
          headers: { 'content-type': 'application/pdf' },
        });
        expect(res.status).toBe(200);
      };
      await Promise.all(['receipts/41/a.pdf', 'receipts/41/b.pdf', 'receipts/410/c.pdf'].map(put));
      expect(await store.deletePrefix('receipts/41/')).toBe(2);
      expect(await store.exists('receipts/41/a.pdf')).toBe(false);
      expect(await store.exists('receipts/410/c.pdf')).toBe(true);
      expect(await store.deletePrefix('receipts/41/')).toBe(0);
    } finally {
      await s3.stop();
    }
  });
});
