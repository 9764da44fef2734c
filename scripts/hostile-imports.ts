// npm run hostile-imports — hostile CSV imports against the production build (run `npx next build` first).
// For each file: upload it (POST /imports/upload-url + the signed PUT), start its import (POST /imports) and
// report the answer and the time to it, the longest GET /api/v1/health answer meanwhile (polled one after
// another), and the growth of the server's resident memory (its whole process tree) over its idle level.
// A server that dies is reported and started again for the next file. HOSTILE_PORT fixes the port,
// HOSTILE_ONLY runs only the files whose name contains it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleRss, treeRss } from './bench/server';
import { raw, startLive, type Live } from './harden/live';

const MiB = 1024 * 1024;

/** `cells` one-character cells per line, lines until `bytes`: each line stays under the 64 KiB record limit. */
function shortCellsLongLines(bytes: number, cells: number): Buffer {
  const line = Buffer.from(`${Array.from({ length: cells }, () => '1').join(',')}\n`);
  const out = Buffer.alloc(Math.floor(bytes / line.length) * line.length);
  for (let at = 0; at < out.length; at += line.length) line.copy(out, at);
  return out;
}

function oneLine(bytes: number, delimited: boolean): Buffer {
  const out = Buffer.alloc(bytes, 0x61);
  if (delimited) for (let i = 1; i < bytes; i += 2) out[i] = 0x2c;
  return out;
}

/** A real-looking card statement near the upload limit: 19,000 rows of 1,300 bytes (a long memo). */
function wideRows(rows: number): Buffer {
  const memo = 'x'.repeat(1250);
  const lines = ['Transaction Date,Description,Amount,Memo'];
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(`01/${day}/2026,SHELL OIL #${i},-${(10 + (i % 90)).toFixed(2)},${memo}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const FILES: [string, () => Buffer][] = [
  ['24 MiB of short cells in 64 KB lines', () => shortCellsLongLines(24 * MiB, 32_000)],
  ['24 MiB of short cells in 2 KB lines', () => shortCellsLongLines(24 * MiB, 1_000)],
  ['one 8 MiB line with delimiters', () => oneLine(8 * MiB, true)],
  ['one 8 MiB line without delimiters', () => oneLine(8 * MiB, false)],
  ['24 MiB card statement, 19,000 long rows', () => wideRows(19_000)],
];

interface Outcome {
  status: number;
  code: string;
  ms: number;
}

async function upload(live: Live, token: string, bytes: Buffer): Promise<string> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const file = { file_name: 'export.csv', content_type: 'text/csv', file_size: bytes.byteLength };
  const res = await raw(live.port, 'POST', '/api/v1/imports/upload-url', auth, JSON.stringify(file));
  if (res.status !== 200) throw new Error(`upload-url answered ${res.status}: ${res.body}`);
  const { uploadUrl, objstoreKey } = JSON.parse(res.body) as { uploadUrl: string; objstoreKey: string };
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'text/csv' },
  });
  if (put.status !== 200) throw new Error(`the upload answered ${put.status}`);
  return objstoreKey;
}

/** Polls health one request after another until `done` settles; the longest answer in ms (negative: the
 * request failed after that many ms, minus one). */
async function longestHealth(live: Live, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true));
  let longest = 0;
  while (!finished) {
    const started = Date.now();
    try {
      const res = await fetch(`http://127.0.0.1:${live.port}/api/v1/health`, {
        signal: AbortSignal.timeout(60_000),
      });
      await res.text();
    } catch {
      return -(Date.now() - started) - 1;
    }
    longest = Math.max(longest, Date.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return longest;
}

async function importOnce(live: Live, token: string, key: string): Promise<Outcome> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = Date.now();
  try {
    const body = JSON.stringify({ objstore_key: key, kind: 'expenses' });
    const res = await raw(live.port, 'POST', '/api/v1/imports', auth, body);
    const parsed = JSON.parse(res.body || '{}') as { error?: { code?: string; message?: string } };
    const code = parsed.error ? `${parsed.error.code}: ${parsed.error.message}` : 'preview';
    return { status: res.status, code, ms: Date.now() - started };
  } catch (err) {
    return { status: 0, code: `no answer (${String(err)})`, ms: Date.now() - started };
  }
}

const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`;

async function alive(live: Live): Promise<boolean> {
  try {
    return (await raw(live.port, 'GET', '/api/v1/health')).status === 200;
  } catch {
    return false;
  }
}

const SUB = 'hostile-imports';

/** A built-in account exists only through sign-up: made here, in the embedded database, before the server opens it. */
async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-hostile-'));
  process.env.DATA_DIR = dataDir;
  const { openDatabase } = await import('@/lib/providers/db/client');
  const { BUILTIN_ISS } = await import('@/lib/auth/keys');
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.user.create({ data: { iss: BUILTIN_ISS, sub: SUB, email: `${SUB}@harden.test` } });
  } finally {
    await handle.close();
  }
  return dataDir;
}

async function main(): Promise<void> {
  const port = process.env.HOSTILE_PORT ? Number(process.env.HOSTILE_PORT) : undefined;
  const live = await startLive({ DATA_DIR: await prepareDataDir() }, port);
  let failed = false;
  try {
    const only = process.env.HOSTILE_ONLY;
    for (const [name, make] of FILES.filter(([n]) => !only || n.includes(only))) {
      const token = await live.token(SUB);
      const bytes = make();
      const key = await upload(live, token, bytes);
      await new Promise((r) => setTimeout(r, 1500));
      const before = treeRss(live.server.pid);
      const sampler = sampleRss(live.server.pid, 50);
      const answer = importOnce(live, token, key);
      const [outcome, health] = await Promise.all([answer, longestHealth(live, answer)]);
      const { peak } = sampler.stop();
      const up = await alive(live);
      console.log(
        `${name} (${mb(bytes.byteLength)}): ${outcome.status} after ${outcome.ms} ms (${outcome.code.slice(0, 160)}); ` +
          `longest health ${health < 0 ? `no answer (failed after ${-health - 1} ms)` : `${health} ms`}; RSS ${mb(before)} → peak ${mb(peak)} ` +
          `(+${mb(peak - before)}); server ${up ? 'up' : 'DOWN'}`,
      );
      if (!up || outcome.status >= 500 || outcome.status === 0) failed = true;
      if (!up) await live.restart();
    }
  } finally {
    await live.server.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
