import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedTables } from '@/lib/account/owned-tables';
import { resetPassword } from '@/lib/auth/password-reset';
import { sessionVersion } from '@/lib/auth/sessions';
import { getDb } from '@/lib/providers/db/client';
import { objectStore } from '@/lib/providers/storage/store';
import { builtinUser, fillAccount, useBuiltinIdentity, type BuiltinUser } from '../helpers/account';
import { call } from '../helpers/http';
import { dispatch } from '../helpers/router';
import { readZip } from '../helpers/zip';

// Erasure and export over every table a user owns. The expectation is read from prisma/schema.prisma here
// (every model with a `user_id` field), independently of lib/account/owned-tables.ts, which reads the
// database catalog: a model added to the schema with user data and missed by either fails these tests.

interface SchemaModel {
  table: string;
  /** Tables this model's relations point at (its parents). */
  parents: string[];
}

function schemaModelsWithUserId(): SchemaModel[] {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../prisma/schema.prisma'), 'utf8');
  const blocks = [...text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map((m) => ({
    name: m[1] ?? '',
    body: m[2] ?? '',
  }));
  const tableOf = new Map(blocks.map((b) => [b.name, /@@map\("(\w+)"\)/.exec(b.body)?.[1] ?? b.name]));
  return blocks
    .filter((b) => /^\s+user_id\s/m.test(b.body))
    .map((b) => ({
      table: tableOf.get(b.name) ?? b.name,
      parents: [...b.body.matchAll(/^\s+\w+\s+(\w+)\??\s+@relation\(fields:/gm)].map(
        (m) => tableOf.get(m[1] ?? '') ?? '',
      ),
    }));
}

async function countRows(table: string, userId: number): Promise<number> {
  const db = await getDb();
  const column = table === 'users' ? 'id' : 'user_id';
  const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "${table}" WHERE ${column} = $1`,
    userId,
  );
  return row?.n ?? -1;
}

async function rowsOf(userId: number, tables: readonly string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = { users: await countRows('users', userId) };
  for (const t of tables) out[t] = await countRows(t, userId);
  return out;
}

async function exportOf(token: string) {
  const res = await dispatch(
    new Request('http://localhost:3000/api/v1/me/export', { headers: { authorization: `Bearer ${token}` } }),
  );
  expect(res.status).toBe(200);
  return readZip(new Uint8Array(await res.arrayBuffer()));
}

const feedStatus = async (pathname: string) =>
  (await dispatch(new Request(`http://localhost:3000${pathname}`))).status;

async function pendingFor(userId: number) {
  const db = await getDb();
  return db.pendingFileDeletion.findMany({ where: { prefix: { contains: `/${userId}/` } } });
}

let restoreAuth: () => void;
beforeAll(() => {
  restoreAuth = useBuiltinIdentity();
});
afterAll(() => restoreAuth());

const schema = schemaModelsWithUserId();
const schemaTables = schema.map((m) => m.table);

describe('the tables a user owns', () => {
  it('are the schema models with a user_id, children before the tables they reference', async () => {
    expect(schemaTables).toEqual(expect.arrayContaining(['expenses', 'imports', 'income_documents']));
    const owned = (await ownedTables(await getDb())).map((t) => t.table);
    expect([...owned].sort()).toEqual([...schemaTables].sort());
    for (const m of schema)
      for (const parent of m.parents.filter((p) => owned.includes(p)))
        expect(owned.indexOf(m.table), `${m.table} before ${parent}`).toBeLessThan(owned.indexOf(parent));
  });
});

describe('a whole account: export, then erasure', () => {
  let u: BuiltinUser;
  let filled: Awaited<ReturnType<typeof fillAccount>>;
  beforeAll(async () => {
    u = await builtinUser('whole');
    filled = await fillAccount(u);
  });

  it('every schema table holds a row of the user (so the checks below cover each)', async () => {
    const rows = await rowsOf(u.id, schemaTables);
    for (const t of schemaTables) expect(rows[t], t).toBeGreaterThan(0);
  });

  it('the export has every row of every schema table, every file, and a manifest of counts', async () => {
    const entries = await exportOf(u.token);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}') as {
      tables: Record<string, number>;
      files: number;
      missing_files: number;
    };
    const rows = await rowsOf(u.id, schemaTables);
    for (const t of schemaTables) {
      const json = JSON.parse(entries.get(`json/${t}.json`)?.toString('utf8') ?? '[]') as unknown[];
      expect(json.length, t).toBe(rows[t]);
      expect(manifest.tables[t], t).toBe(rows[t]);
      const csv = entries.get(`csv/${t}.csv`)?.toString('utf8') ?? '';
      expect(csv.trimEnd().split('\r\n').length, t).toBe((rows[t] ?? 0) + 1);
    }
    // Secrets stay out, everywhere.
    const resets = entries.get('json/password_reset_tokens.json')?.toString('utf8') ?? '';
    expect(resets).not.toContain('token_hash');
    expect(entries.get('csv/password_reset_tokens.csv')?.toString('utf8')).not.toContain('token_hash');

    const files = [...entries.keys()].filter((n) => n.startsWith('files/'));
    expect(manifest).toMatchObject({ files: filled.files.size, missing_files: 0 });
    expect(files).toHaveLength(filled.files.size);
    const attached = files.map((n) => entries.get(n));
    for (const data of filled.files.values()) expect(attached).toContainEqual(Buffer.from(data));
    expect(files).toContain(`files/income/2026 W-2 Aya Healthcare #${filled.incomeDocumentId}.pdf`);
    expect(files).toContain(`files/imports/chase-card #${filled.importId}.csv`);
    const incomes = JSON.parse(entries.get('json/income_documents.json')?.toString('utf8') ?? '[]');
    expect(incomes[0]).toMatchObject({ agency: 'Aya Healthcare', box1_wages: 4_512_000 });
    expect(entries.get('README.txt')?.toString('utf8')).toContain('manifest.json');
  });

  it('erasure removes every row and file, and every secret that opened the account stops working', async () => {
    expect(await feedStatus(filled.calendarPath)).toBe(200);
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, deletedFiles: filled.files.size, filesPending: false });
    const rows = await rowsOf(u.id, schemaTables);
    expect(Object.entries(rows).filter(([, n]) => n !== 0)).toEqual([]);
    for (const key of filled.files.keys()) expect(await objectStore().exists(key), key).toBe(false);
    expect(await pendingFor(u.id)).toEqual([]);
    // The API token, the calendar address, the reset link and browser sessions.
    const me = await call('GET', '/api/v1/me', { token: u.token });
    expect([me.status, me.body.error.code]).toEqual([401, 'unauthorized']);
    expect(await feedStatus(filled.calendarPath)).toBe(404);
    const db = await getDb();
    await expect(resetPassword(db, filled.resetToken, 'a new password 1', new Date())).rejects.toThrow(
      /no longer valid/,
    );
    expect(await sessionVersion(db, u.id)).toBeNull();
    expect(await countRows('users', u.id)).toBe(0); // the token made no empty account
  });
});

describe('erasure of a user who imported a CSV and saved income documents', () => {
  // Before: DELETE /me answered 500 (foreign key imports_user_id_fkey) after removing every file.
  it('answers 200 and leaves nothing', async () => {
    const u = await builtinUser('import-erase');
    const filled = await fillAccount(u);
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: u.email.toUpperCase() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await countRows('imports', u.id)).toBe(0);
    expect(await countRows('income_documents', u.id)).toBe(0);
    expect(await objectStore().exists(filled.keys.w2)).toBe(false);
  });
});

describe('a table added with a user_id', () => {
  const db = getDb();
  beforeAll(async () => {
    // A model added later, child of expenses: no code in lib/account names it.
    await (
      await db
    ).$executeRawUnsafe(
      `CREATE TABLE "erasure_probe_notes" (id SERIAL PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
        expense_id INTEGER REFERENCES expenses(id), note TEXT NOT NULL, objstore_key TEXT)`,
    );
  });
  afterAll(async () => {
    await (await db).$executeRawUnsafe('DROP TABLE IF EXISTS "erasure_probe_notes"');
  });

  it('is exported and erased with no change to the code', async () => {
    const u = await builtinUser('probe');
    const filled = await fillAccount(u);
    await (
      await db
    ).$executeRawUnsafe(
      `INSERT INTO "erasure_probe_notes" (user_id, expense_id, note, objstore_key) VALUES ($1, $2, 'kept', $3)`,
      u.id,
      filled.expenseId,
      filled.keys.receipt,
    );
    const entries = await exportOf(u.token);
    expect(JSON.parse(entries.get('json/erasure_probe_notes.json')?.toString('utf8') ?? '[]')).toMatchObject([
      { note: 'kept', user_id: u.id },
    ]);
    expect([...entries.keys()].some((n) => n.startsWith('files/erasure-probe-notes/'))).toBe(true);
    const res = await u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await countRows('erasure_probe_notes', u.id)).toBe(0);
    expect(await countRows('users', u.id)).toBe(0);
  });
});

describe('erasure while the same user writes', () => {
  it('every request gets an answer below 500, and nothing of the user is left', async () => {
    const u = await builtinUser('erase-race');
    const filled = await fillAccount(u);
    const expense = (i: number) =>
      u.call('POST', '/api/v1/expenses', {
        body: {
          date: '2026-05-01',
          category: 'supplies',
          amount: 100 + i,
          assignment_id: filled.assignmentId,
        },
      });
    // The erasure starts first; new records follow at staggered moments, some while its transaction runs:
    // those wait for it, then find the account gone (401, not a foreign key error's 500). Changes of existing
    // records race it too: each takes the user's row lock first, as the erasure does, so neither deadlocks.
    const change = (i: number) =>
      u.call('PATCH', `/api/v1/assignments/${filled.assignmentId}`, {
        body: { housing_stipend: 900_000 + i },
      });
    // Changes started just before the erasure hold their user-row lock while it asks for its own.
    const early = Array.from({ length: 4 }, (_, i) => change(100 + i));
    const erasure = u.call('DELETE', '/api/v1/me', { body: { confirm: 'DELETE' } });
    const later = (ms: number, fn: () => ReturnType<typeof expense>) =>
      new Promise<Awaited<ReturnType<typeof expense>>>((resolve) => setTimeout(() => resolve(fn()), ms));
    const results = await Promise.all([
      erasure,
      ...Array.from({ length: 30 }, (_, i) => later(i * 40, () => (i % 2 ? change(i) : expense(i)))),
    ]);
    results.push(...(await Promise.all(early)));
    const statuses = results.map((r) => r.status);
    console.log('STATUSES', statuses.join(','));
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(results.map((r) => r.body)),
    ).toEqual([]);
    expect(statuses[0]).toBe(200);
    const rows = await rowsOf(u.id, schemaTables);
    expect(Object.entries(rows).filter(([, n]) => n !== 0)).toEqual([]);
  });
});
