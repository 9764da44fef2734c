import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { todayOf } from '@/lib/core/dates';
import { csvLine, type CsvValue } from '@/lib/exports/csv';
import type { FileDownload } from '@/lib/exports/download';
import { addStoredFiles, missingFilesNote, splitByPresence } from '@/lib/zip/stored-files';
import { zipWriter } from '@/lib/zip/zip-writer';
import { accountFiles } from './files';
import { OWNED_TABLES, type Row } from './owned-tables';
import { accountRow, ownedRows, tableColumns } from './rows';

// GET /me/export: everything the user has here, as one ZIP: each table as JSON and as CSV (records in the
// trash included, marked by deleted_at), the account itself (without secrets), and every attached file.

async function* jsonArray(rows: AsyncIterable<Row>): AsyncGenerator<string> {
  let first = true;
  for await (const row of rows) {
    yield `${first ? '[\n' : ',\n'}${JSON.stringify(row)}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

const cell = (v: unknown): CsvValue =>
  v === null || v === undefined || typeof v === 'string' || typeof v === 'number'
    ? v
    : typeof v === 'boolean'
      ? String(v)
      : JSON.stringify(v);

/** CSV with the table's columns, a byte-order mark for Excel, formulas neutralized (lib/exports/csv.ts). */
async function* csvTable(columns: Promise<string[]>, rows: AsyncIterable<Row>): AsyncGenerator<string> {
  const names = await columns;
  yield `\uFEFF${csvLine(names)}`;
  for await (const row of rows) yield csvLine(names.map((c) => cell(row[c])));
}

async function* one(row: Promise<Row>): AsyncGenerator<Row> {
  yield await row;
}

function readme(missing: string): string {
  return [
    'Your Travel Ledger data',
    '',
    'account.json, csv/account.csv   your account (no password or secret is included)',
    'json/<table>.json               every record of each kind, one JSON object per record',
    'csv/<table>.csv                 the same records as spreadsheets',
    'files/                          every attached file: receipts/, tax-home/, contracts/, credentials/',
    '',
    'Money is in cents (12550 = $125.50). Dates are YYYY-MM-DD, times are UTC.',
    'Records you deleted are included while they are in the trash: their deleted_at is set.',
    missing,
  ].join('\r\n');
}

export async function exportAccount(ctx: Ctx): Promise<FileDownload> {
  const { db, userId } = ctx;
  const { present, missing } = await splitByPresence(await accountFiles(db, userId));
  const zip = zipWriter(ctx.now);
  zip.add('README.txt', async () => readme(missingFilesNote(missing)));
  zip.add('account.json', async () => `${JSON.stringify(await accountRow(db, userId), null, 2)}\n`);
  zip.add('csv/account.csv', () => csvTable(tableColumns(db, 'users'), one(accountRow(db, userId))));
  for (const { table } of OWNED_TABLES) {
    zip.add(`json/${table}.json`, () => jsonArray(ownedRows(db, table, userId)));
    zip.add(`csv/${table}.csv`, () => csvTable(tableColumns(db, table), ownedRows(db, table, userId)));
  }
  addStoredFiles(zip, present, 'files/');
  zip.end();
  return {
    body: zip.stream,
    filename: `travel-ledger-export-${todayOf(ctx.now)}.zip`,
    contentType: 'application/zip',
  };
}
