import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import { chunkDecoder, type Encoding } from './detect/encoding';

// The text of an upload, read in bounded slices: a slice is decoded, checked (line length, line count, a NUL
// character) and only then handed to the CSV parser, and the event loop gets a turn after each slice, so one
// user's hostile file neither holds the whole text twice nor keeps the server from answering anyone else.
// A file is refused at the first limit it passes, with the reason in plain words.

/** Bytes decoded per slice: small enough that a slice costs about a millisecond. */
const SLICE_BYTES = 64 * 1024;
/** The longest line: far above any real export's, far below a file that is not a CSV. */
export const MAX_LINE_CHARS = 65_536;
/**
 * Line ends, named: left to discover them, csv-parse looks again at every character of a line until the
 * first line end, which makes a long first line cost the square of its length. Any of the three serves a
 * sample; the whole file is read with the one its sample uses (each candidate costs time per character).
 */
export const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

/** The line end of a sample: CR LF (Windows), LF, or CR alone (old Mac exports); LF for none. */
export function lineEndOf(sample: string): string {
  const i = sample.search(/[\r\n]/);
  if (i < 0 || sample[i] === '\n') return '\n';
  return sample[i + 1] === '\n' ? '\r\n' : '\r';
}

/** The most columns a line may have: real exports have a few dozen. */
export const MAX_COLUMNS = 100;
/**
 * The most cells a file may hold: 20,000 rows of 30 columns. Each cell is a string of its own (about 40
 * bytes however short), so this, not the file's size, bounds the memory a file takes.
 */
export const MAX_CELLS = 600_000;

export interface Limits {
  /** Lines of text (preamble and header included) past which the file is refused. */
  maxLines: number;
  /** Why a file with too many lines is refused. */
  tooManyLines: (lines: number) => string;
}

export interface ParsedRecord {
  line: number;
  cells: string[];
}

export type Parsed = { ok: true; records: ParsedRecord[] } | { ok: false; reason: string };

const plural = (n: number) => n.toLocaleString('en-US');
const SPLIT = 'Split the file or export it again as CSV.';

export const lineTooLong = (line: number) =>
  `Line ${plural(line)} is longer than ${plural(MAX_LINE_CHARS)} characters, which no CSV export has. ${SPLIT}`;

function csvProblem(err: CsvError): string {
  const line = (err as CsvError & { lines?: number }).lines ?? 1;
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return `A quoted value near line ${line} is never closed.`;
  // A line that long is refused by the line scan first: a record gets this long across lines only.
  if (err.code === 'CSV_MAX_RECORD_SIZE') {
    return `A quoted value near line ${plural(line)} runs on for more than ${plural(MAX_LINE_CHARS)} characters: check that its quotes are closed, or export the file again as CSV.`;
  }
  return `Line ${line} could not be read as CSV.`;
}

/** Slices of the text after `start`, each decoded whole (a character split across slices comes out once). */
export function* textSlices(bytes: Uint8Array, start: number, encoding: Encoding): Generator<string> {
  const decode = chunkDecoder(encoding);
  for (let at = start; at < bytes.byteLength; at += SLICE_BYTES) {
    const end = Math.min(at + SLICE_BYTES, bytes.byteLength);
    yield decode(bytes.subarray(at, end), end === bytes.byteLength);
  }
}

const BREAK_OR_NUL = /\r\n?|\n|\u0000/g;

/**
 * Counts lines (ended by CR LF, LF or CR alone) and the current line's length across slices; says why the
 * text is refused, if it is. Linear: one regular-expression pass over each slice.
 */
class LineScanner {
  line = 1;
  private length = 0;
  /** The previous slice ended in CR: an LF opening this one ends no second line. */
  private afterCr = false;
  constructor(private readonly limits: Limits) {}

  /** The reason to refuse the text once `slice` is added to it, or null. */
  scan(slice: string): string | null {
    let from = this.afterCr && slice.startsWith('\n') ? 1 : 0;
    this.afterCr = false;
    BREAK_OR_NUL.lastIndex = from;
    for (let m = BREAK_OR_NUL.exec(slice); m; m = BREAK_OR_NUL.exec(slice)) {
      this.length += m.index - from;
      if (this.length > MAX_LINE_CHARS) return lineTooLong(this.line);
      if (m[0] === '\u0000') {
        return `Line ${plural(this.line)} holds a NUL character (a zero byte), which a CSV export never has. Export the file again as CSV.`;
      }
      from = m.index + m[0].length;
      this.afterCr = m[0] === '\r' && from === slice.length;
      this.line++;
      this.length = 0;
      if (this.line > this.limits.maxLines) return this.limits.tooManyLines(this.line);
    }
    this.length += slice.length - from;
    return this.length > MAX_LINE_CHARS ? lineTooLong(this.line) : null;
  }
}

/**
 * Parses the text with `delimiter`, a slice at a time with a turn of the event loop between slices. Cells
 * are trimmed text (never evaluated); blank lines are dropped; each record keeps its line number.
 */
export async function parseSlices(
  slices: Iterable<string>,
  delimiter: string,
  limits: Limits,
  lineEnd: string | string[] = RECORD_DELIMITERS,
): Promise<Parsed> {
  const scanner = new LineScanner(limits);
  const parser = parse({
    delimiter,
    info: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_LINE_CHARS,
    record_delimiter: lineEnd,
  });
  const records: ParsedRecord[] = [];
  let cells = 0;
  let problem: string | null = null;
  const refuse = (reason: string) => {
    problem ??= reason;
    parser.destroy();
  };
  // With `info`, each record comes as { record, info } (csv-parse's typings only describe plain rows).
  parser.on('data', (r: { record: string[]; info: { lines: number } }) => {
    if (problem) return;
    if (r.record.length > MAX_COLUMNS) {
      return refuse(
        `Line ${plural(r.info.lines)} has ${plural(r.record.length)} columns: a CSV export has at most ${MAX_COLUMNS}. ${SPLIT}`,
      );
    }
    cells += r.record.length;
    if (cells > MAX_CELLS) {
      return refuse(
        `This file has more than ${plural(MAX_CELLS)} cells (rows times columns) by line ${plural(r.info.lines)}: import fewer rows at a time (split it by year or month).`,
      );
    }
    records.push({ line: r.info.lines, cells: r.record });
  });
  const finished = new Promise<void>((resolve) => {
    parser.on('error', (err) => {
      problem ??= err instanceof CsvError ? csvProblem(err) : 'The file could not be read as CSV.';
      resolve();
    });
    parser.on('close', resolve);
    parser.on('end', resolve);
  });
  for (const slice of slices) {
    const reason = scanner.scan(slice);
    if (reason) refuse(reason);
    if (problem || parser.destroyed) break;
    parser.write(slice);
    await nextTurn();
  }
  if (!problem && !parser.destroyed) parser.end();
  await finished;
  return problem ? { ok: false, reason: problem } : { ok: true, records };
}
