import { parse } from 'csv-parse/sync';
import { RECORD_DELIMITERS } from '../stream';

// Which character separates the columns: the one that splits the first lines into the same number of
// columns (more than one) most often. Quotes are honoured (csv-parse), so a comma inside "Denver, CO" never
// counts. A few preamble lines (a report title, an account number) do not change the answer. Callers pass a
// bounded sample (the first lines), never the whole file: this parses it once per candidate. Pure.

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const SAMPLE_LINES = 50;

/** How many sample lines share the most common column count (counts of 1 score nothing). */
function score(text: string, delimiter: Delimiter): number {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      to_line: SAMPLE_LINES,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 65_536,
      // Named, not discovered: discovery re-reads a long first line at every character (quadratic).
      record_delimiter: RECORD_DELIMITERS,
    });
  } catch {
    return 0;
  }
  const counts = new Map<number, number>();
  for (const r of records) counts.set(r.length, (counts.get(r.length) ?? 0) + 1);
  let best = 0;
  for (const [columns, lines] of counts) if (columns > 1) best = Math.max(best, lines * Math.min(columns, 4));
  return best;
}

/** The delimiter of the text, or null when no candidate gives more than one column. */
export function detectDelimiter(text: string): Delimiter | null {
  let best: { delimiter: Delimiter; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    const s = score(text, delimiter);
    // Earlier candidates win ties: the comma is by far the most common.
    if (s > 0 && (!best || s > best.score)) best = { delimiter, score: s };
  }
  return best?.delimiter ?? null;
}
