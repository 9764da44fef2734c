// npm run bench:import [-- --rows 10000] — how fast a CSV import previews and commits, in rows per second.
// Writes a card-statement CSV and a drive log of N rows (default 10,000) into the embedded object store of a
// temporary DATA_DIR, then times the services behind POST /imports (preview), PATCH /imports/:id (a new
// preview) and POST /imports/:id/commit (one transaction). Runs on an in-memory PGlite, or on PostgreSQL with
// DATABASE_URL (a throwaway local database: the script writes a user and N rows into it).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-bench-import-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_REQUESTS = '0';

const { openDatabase } = await import('@/lib/providers/db/client');
const { env } = await import('@/lib/env');
const { objectPath } = await import('@/lib/providers/storage/local');
const { commitImport } = await import('@/lib/imports/commit');
const { createImport, updateImport } = await import('@/lib/imports/create');

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('rows') ?? '10000');

const merchants = [
  'SHELL OIL',
  'MARRIOTT DENVER',
  'CHIPOTLE',
  'PARKMOBILE',
  'FIGS SCRUBS',
  'NURSYS',
  'VERIZON',
];
const categories = ['Gas', 'Travel', 'Food & Drink', 'Travel', 'Shopping', 'Professional Services', 'Bills'];

function day(i: number): string {
  const d = new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/2026`;
}

function cardCsv(n: number): string {
  const lines = ['Transaction Date,Post Date,Description,Category,Type,Amount,Memo'];
  for (let i = 0; i < n; i++) {
    const m = i % merchants.length;
    const cents = 100 + ((i * 7919) % 50_000);
    lines.push(
      `${day(i)},${day(i)},"${merchants[m]} #${i}",${categories[m]},Sale,-${(cents / 100).toFixed(2)},`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function driveCsv(n: number): string {
  const lines = ['START_DATE*,END_DATE*,CATEGORY*,START*,STOP*,MILES*,NOTES'];
  for (let i = 0; i < n; i++) {
    lines.push(
      `${day(i)} 07:00,${day(i)} 07:30,Business,"Home ${i}, Denver, CO","Hospital, Denver, CO",${(5 + (i % 90)).toFixed(1)},`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function store(userId: number, name: string, text: string): string {
  const key = `imports/${userId}/${randomUUID()}-${name}`;
  const file = objectPath(env(), key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return key;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await run();
  return [out, performance.now() - started];
}

const rate = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;

const handle = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true },
);
try {
  const user = await handle.db.user.create({
    data: { iss: 'bench', sub: randomUUID(), email: 'bench@example.test' },
  });
  const ctx = { db: handle.db, user, userId: user.id, now: new Date(), requestId: randomUUID() };
  console.log(`Import bench: ${ROWS.toLocaleString('en-US')} rows, ${handle.kind}, Node ${process.version}`);
  for (const [kind, name, text] of [
    ['expenses', 'card.csv', cardCsv(ROWS)],
    ['mileage', 'drives.csv', driveCsv(ROWS)],
  ] as const) {
    const key = store(user.id, name, text);
    const [created, previewMs] = await timed(() => createImport(ctx, { kind, objstore_key: key }));
    const change =
      kind === 'expenses'
        ? { category_map: { Bills: 'phone_internet' as const } }
        : { default_purpose: 'other' as const };
    const [, updateMs] = await timed(() => updateImport(ctx, created.id, change));
    const [committed, commitMs] = await timed(() => commitImport(ctx, created.id));
    const kb = Math.round(Buffer.byteLength(text) / 1024);
    console.log(
      `${kind.padEnd(8)} ${kb} KB · preview ${Math.round(previewMs)} ms (${rate(ROWS, previewMs)}) · ` +
        `new preview ${Math.round(updateMs)} ms · commit ${Math.round(commitMs)} ms ` +
        `(${rate(committed.imported_count, commitMs)}, ${committed.imported_count.toLocaleString('en-US')} written)`,
    );
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
