import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { todayOf } from '@/lib/core/dates';
import { csvLine, type CsvValue } from '@/lib/views/exports/csv';
import type { FileDownload } from '@/lib/http/download';
import { addStoredFiles, missingFilesNote, splitByPresence } from '@/lib/http/zip/stored-files';
import { zipWriter } from '@/lib/http/zip/zip-writer';
import { accountFiles } from './files';
import { ownedTables, type Row } from './owned-tables';
import { accountRow, ownedRows, tableColumns } from './rows';

// GET /me/export: everything the user has here, as one ZIP: each table the user owns (owned-tables.ts,
// read from the schema, so none is left out) as JSON and as CSV (records in the trash included, marked by
// deleted_at), the account itself (without secrets), every attached file, and manifest.json last, with
// the rows written per table and the files, counted while the archive was written.

export interface ExportManifest {
  exported_at: string;
  /** Rows written per table (json/<table>.json), trash included. */
  tables: Record<string, number>;
  /** Files under files/. */
  files: number;
  /** Files a record names that storage does not hold (listed in README.txt). */
  missing_files: number;
}

async function* jsonArray(rows: AsyncIterable<Row>, counted?: () => void): AsyncGenerator<string> {
  let first = true;
  for await (const row of rows) {
    yield `${first ? '[\n' : ',\n'}${JSON.stringify(row)}`;
    first = false;
    counted?.();
  }
  yield first ? '[]\n' : '\n]\n';
}

const cell = (v: unknown): CsvValue =>
  v === null || v === undefined || typeof v === 'string' || typeof v === 'number'
    ? v
    : typeof v === 'boolean'
      ? String(v)
      : JSON.stringify(v);

/** CSV with the table's columns, a byte-order mark for Excel, formulas neutralized (lib/views/exports/csv.ts). */
async function* csvTable(columns: Promise<string[]>, rows: AsyncIterable<Row>): AsyncGenerator<string> {
  const names = await columns;
  yield `\uFEFF${csvLine(names)}`;
  for await (const row of rows) yield csvLine(names.map((c) => cell(row[c])));
}

async function* one(row: Promise<Row>): AsyncGenerator<Row> {
  yield await row;
}

async function collect(rows: AsyncIterable<Row>): Promise<Row[]> {
  const out: Row[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function* each(rows: Promise<Row[]>): AsyncGenerator<Row> {
  yield* await rows;
}

function readme(missing: string): string {
  return [
    'Your Travel Ledger data',
    '',
    'account.json, csv/account.csv   your account (no password or secret is included)',
    'json/<table>.json               every record of each kind, one JSON object per record',
    'csv/<table>.csv                 the same records as spreadsheets',
    'files/                          every attached file: receipts/, tax-home/, contracts/, credentials/,',
    '                                income/ (W-2s, 1099s, pay stubs), imports/ (files you imported)',
    'manifest.json                   how many records of each kind and how many files this archive holds',
    '',
    'Money is in cents (12550 = $125.50). Dates are YYYY-MM-DD, times are UTC.',
    'Records you deleted are included while they are in the trash: their deleted_at is set.',
    missing,
  ].join('\r\n');
}

export async function exportAccount(ctx: Ctx): Promise<FileDownload> {
  const { db, userId } = ctx;
  const tables = await ownedTables(db);
  const { present, missing } = await splitByPresence(await accountFiles(db, userId, tables));
  const manifest: ExportManifest = {
    exported_at: ctx.now.toISOString(),
    tables: Object.fromEntries(tables.map((t) => [t.table, 0])),
    files: present.length,
    missing_files: missing.length,
  };
  const zip = zipWriter(ctx.now);
  // Every statement at once, each read once for both of a table's entries: one after another, each waited
  // its turn behind every other request's on a busy embedded database, and each table was read twice (an
  // export took 2-5 s under 8 connections in issue 36's fuzz). The rows are the user's own records, held
  // while the archive is written; a failure is reported by the entry that reads it.
  const account = accountRow(db, userId);
  const accountColumns = tableColumns(db, 'users');
  const reads = new Map(tables.map((t) => [t.table, collect(ownedRows(db, t.table, userId))]));
  for (const read of [account, accountColumns, ...reads.values()]) read.catch(() => undefined);
  zip.add('README.txt', async () => readme(missingFilesNote(missing)));
  zip.add('account.json', async () => `${JSON.stringify(await account, null, 2)}\n`);
  zip.add('csv/account.csv', () => csvTable(accountColumns, one(account)));
  for (const { table, columns } of tables) {
    const counted = () => void (manifest.tables[table] = (manifest.tables[table] ?? 0) + 1);
    const rows = reads.get(table) ?? Promise.resolve([]);
    zip.add(`json/${table}.json`, () => jsonArray(each(rows), counted));
    // The columns came with the table list: one catalog query for all of them, not one per table.
    zip.add(`csv/${table}.csv`, () => csvTable(Promise.resolve(columns), each(rows)));
  }
  addStoredFiles(zip, present, 'files/');
  // Last: its counts are those of the entries above, as written.
  zip.add('manifest.json', async () => `${JSON.stringify(manifest, null, 2)}\n`);
  zip.end();
  return {
    body: zip.stream,
    filename: `travel-ledger-export-${todayOf(ctx.now)}.zip`,
    contentType: 'application/zip',
  };
}
