import { columnLabels, findHeader } from './detect/columns';
import { detectDelimiter, type Delimiter } from './detect/delimiter';
import { chunkDecoder, sniffEncoding, type Encoding } from './detect/encoding';
import { MAX_IMPORT_ROWS } from './kinds';
import { lineEndOf, MAX_COLUMNS, parseSlices, textSlices, type Limits } from './stream';

// An uploaded file as a table: decoded, split by its delimiter (csv-parse, quotes honoured), its header
// line found, every cell kept as the text it is (never evaluated). Each row keeps its line number in the
// file, the number a spreadsheet shows. The encoding and the delimiter are detected on a bounded sample;
// the text is then read a slice at a time (lib/imports/stream.ts), so a 25 MiB upload is refused at its
// first hostile line and never blocks the server.

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

const fail = (reason: string): TableResult => ({ ok: false, reason });
const plural = (n: number) => n.toLocaleString('en-US');

/** Bytes of the sample the delimiter is detected on: about fifty lines of a bank export. */
const SAMPLE_BYTES = 64 * 1024;

const LIMITS: Limits = {
  // Room for a report's preamble lines and blank lines around the rows.
  maxLines: MAX_IMPORT_ROWS + 100,
  tooManyLines: (lines) =>
    `This file has more than ${plural(lines - 1)} lines: import at most ${plural(MAX_IMPORT_ROWS)} rows at a time (split it by year or month).`,
};

/** The first lines of the text (the last, cut one dropped when more follows). */
function sampleOf(bytes: Uint8Array, start: number, encoding: Encoding): string {
  const end = Math.min(bytes.byteLength, start + SAMPLE_BYTES);
  const text = chunkDecoder(encoding)(bytes.subarray(start, end), true);
  if (end === bytes.byteLength) return text;
  const lastBreak = text.lastIndexOf('\n');
  return lastBreak > 0 ? text.slice(0, lastBreak + 1) : text;
}

export async function readTable(bytes: Uint8Array): Promise<TableResult> {
  const sniffed = sniffEncoding(bytes);
  if (!sniffed.ok) return fail(sniffed.reason);
  const { encoding, start } = sniffed;
  const sample = sampleOf(bytes, start, encoding);
  const delimiter = detectDelimiter(sample);
  const slices = textSlices(bytes, start, encoding);
  const parsed = await parseSlices(slices, delimiter ?? ',', LIMITS, lineEndOf(sample));
  if (!parsed.ok) return fail(parsed.reason);
  if (parsed.records.length === 0) return fail('The file is empty.');
  if (!delimiter) {
    return fail('Only one column was found: a CSV needs at least a date and an amount, separated by commas.');
  }
  const records = parsed.records;
  const headerIndex = findHeader(records.map((r) => r.cells));
  const header = headerIndex === null ? null : (records[headerIndex] ?? null);
  const rows = records.slice(headerIndex === null ? 0 : headerIndex + 1);
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
