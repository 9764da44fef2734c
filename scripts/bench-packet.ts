// npm run bench:packet — how long the audit packet takes, and how big it is, for the heavy benchmark user
// (5 years, 40 contracts, 5,000 expenses, 10,000 trips; prisma/seed/heavy.ts) plus PACKET_FILES receipts of
// 150 KB each (default 200) in the embedded file store. Fresh databases, dropped at the end:
// BENCH_MODES=postgres,embedded (default both; postgres needs a local server); PACKET_OUT=<file> keeps
// this year's PDF to look at.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPacketPdf, buildPacketZip } from '@/lib/views/audit-packet/service';
import type { Ctx } from '@/lib/core/context';
import { openDatabase, type Db } from '@/lib/providers/db/client';
import { env, resetEnvCache } from '@/lib/env';
import { objectPath } from '@/lib/providers/storage/local';
import { seedHeavyUser } from '../prisma/seed/heavy';
import { embeddedMode, postgresMode, type Mode } from './bench/modes';

const MODES = (process.env.BENCH_MODES ?? 'postgres,embedded').split(',').map((m) => m.trim());
const FILES = Number(process.env.PACKET_FILES ?? '200');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Gives the year's first FILES expenses a 150 KB "receipt" in the embedded store. */
async function attachReceipts(db: Db, userId: number, year: number): Promise<void> {
  const expenses = await db.expense.findMany({
    where: { user_id: userId, date: { gte: new Date(`${year}-01-01`) } },
    orderBy: { id: 'asc' },
    take: FILES,
  });
  for (const e of expenses) {
    const key = `receipts/${userId}/${randomBytes(8).toString('hex')}-receipt.jpg`;
    const file = objectPath(env(), key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(150_000));
    await db.expense.update({ where: { id: e.id }, data: { receipt_objstore_key: key } });
  }
}

async function streamSize(stream: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stream.getReader();
  let bytes = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
  return bytes;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

async function run(mode: Mode): Promise<void> {
  // The receipts go to a folder of their own (the embedded mode's database folder is removed with it).
  const files = mkdtempSync(path.join(tmpdir(), 'tl-packet-files-'));
  process.env.DATA_DIR = files;
  resetEnvCache();
  const handle = await openDatabase(mode.open);
  try {
    const now = new Date();
    const year = now.getUTCFullYear();
    const seeded = await seedHeavyUser(handle.db, { sub: 'bench-packet', now });
    await attachReceipts(handle.db, seeded.userId, year);
    const user = await handle.db.user.findUniqueOrThrow({ where: { id: seeded.userId } });
    const ctx: Ctx = { db: handle.db, user, userId: user.id, now, requestId: 'bench' };
    console.log(
      `\n${mode.name}: seeded ${seeded.expenses} expenses, ${seeded.mileageTrips} trips, ${FILES} receipts`,
    );
    for (const y of [year, year - 1]) {
      const started = performance.now();
      const pdf = await buildPacketPdf(ctx, y);
      const pdfMs = performance.now() - started;
      if (process.env.PACKET_OUT && y === year) writeFileSync(process.env.PACKET_OUT, pdf);
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      const zipStarted = performance.now();
      const zipBytes = await streamSize(await buildPacketZip(ctx, y));
      const zipMs = performance.now() - zipStarted;
      const rss = process.memoryUsage().rss;
      console.log(
        `  ${y}: PDF ${pdfMs.toFixed(0)} ms, ${mb(pdf.length)}, ${pages} pages | ZIP ${zipMs.toFixed(0)} ms, ${mb(zipBytes)} | RSS ${mb(rss)}`,
      );
    }
  } finally {
    await handle.close();
    await mode.cleanup();
    rmSync(files, { recursive: true, force: true });
  }
}

for (const name of MODES) {
  const mode = name === 'postgres' ? await postgresMode(ADMIN_URL) : embeddedMode();
  if (typeof mode === 'string') console.log(`postgres: skipped, ${mode}`);
  else await run(mode);
}
