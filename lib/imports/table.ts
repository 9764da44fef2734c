import { CsvError, parse } from 'csv-parse/sync';
import { columnLabels, findHeader } from './detect/columns';
import { detectDelimiter, type Delimiter } from './detect/delimiter';
import { decodeCsv, type Encoding } from './detect/encoding';
import { MAX_IMPORT_ROWS } from './kinds';

// An uploaded file as a table: decoded, split by its delimiter (csv-parse, quotes honoured), its header
// line found, every cell kept as the text it is (never evaluated). Each row keeps its line number in the
// file, the number a spreadsheet shows. Pure; limits keep a 25 MiB upload from exhausting memory.

export interface TableRow {
  line: number;
  cells: string[];
}

export interface Table {
  encoding: Encoding;
  delimiter: Delimiter;
  /** Line of the column names; null when the file has none (then columns are "Column 1"…). */
  headerLine: number | null;
  columns: string[];
  rows: TableRow[];
}

export type TableResult = { ok: true; table: Table } | { ok: false; reason: string };

/** The longest line we read: far above any real export's, far below a file that is not a CSV. */
const MAX_LINE_CHARS = 65_536;
const MAX_COLUMNS = 100;

const fail = (reason: string): TableResult => ({ ok: false, reason });
const plural = (n: number) => n.toLocaleString('en-US');

function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function csvProblem(err: CsvError): string {
  const line = (err as CsvError & { lines?: number }).lines;
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return `A quoted value near line ${line} is never closed.`;
  if (err.code === 'CSV_MAX_RECORD_SIZE') {
    return `Line ${line} is longer than ${plural(MAX_LINE_CHARS)} characters: is this really a CSV export?`;
  }
  return `Line ${line} could not be read as CSV.`;
}

type Parsed = { ok: true; rows: TableRow[] } | { ok: false; reason: string };

function parseRows(text: string, delimiter: Delimiter): Parsed {
  try {
    // With `info`, each record comes as { record, info } (csv-parse's typings only describe plain rows).
    const records = parse(text, {
      delimiter,
      info: true,
      trim: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: MAX_LINE_CHARS,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { ok: true, rows: records.map((r) => ({ line: r.info.lines, cells: r.record })) };
  } catch (err) {
    if (err instanceof CsvError) return { ok: false, reason: csvProblem(err) };
    throw err;
  }
}

export function readTable(bytes: Uint8Array): TableResult {
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) return fail(decoded.reason);
  const { text, encoding } = decoded;
  if (text.trim() === '') return fail('The file is empty.');
  const lines = lineCount(text);
  if (lines > MAX_IMPORT_ROWS + 100) {
    return fail(
      `This file has ${plural(lines)} lines: import at most ${plural(MAX_IMPORT_ROWS)} rows at a time (split it by year or month).`,
    );
  }
  const delimiter = detectDelimiter(text);
  if (!delimiter) {
    // No delimiter splits it cleanly: say why a comma-separated reading fails, when it does.
    const comma = parseRows(text, ',');
    return fail(
      comma.ok
        ? 'Only one column was found: a CSV needs at least a date and an amount, separated by commas.'
        : comma.reason,
    );
  }
  const parsed = parseRows(text, delimiter);
  if (!parsed.ok) return fail(parsed.reason);
  const headerIndex = findHeader(parsed.rows.map((r) => r.cells));
  const header = headerIndex === null ? null : (parsed.rows[headerIndex] ?? null);
  const rows = parsed.rows.slice(headerIndex === null ? 0 : headerIndex + 1);
  if (rows.length === 0) return fail('There are no rows under the column names.');
  if (rows.length > MAX_IMPORT_ROWS) {
    return fail(
      `This file has ${plural(rows.length)} rows: import at most ${plural(MAX_IMPORT_ROWS)} at a time.`,
    );
  }
  const width = Math.min(
    MAX_COLUMNS,
    Math.max(header?.cells.length ?? 0, ...rows.slice(0, 500).map((r) => r.cells.length)),
  );
  return {
    ok: true,
    table: {
      encoding,
      delimiter,
      headerLine: header?.line ?? null,
      columns: columnLabels(header?.cells ?? null, width),
      rows,
    },
  };
}
