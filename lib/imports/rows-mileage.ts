import { purposeFor } from './detect/words';
import type { TripPurpose } from './kinds';
import {
  checkDate,
  checkText,
  choiceFor,
  clip,
  firstProblem,
  statusOf,
  type Checked,
  type RowBase,
} from './rows-common';
import { cell, type Resolved } from './settings';
import type { TableRow } from './table';

// Trip rows from table rows: the date, the miles (decimals rounded to whole miles, as the log keeps them),
// the purpose and the places. The purpose comes from the source's words, mapped like an expense's category:
// its purpose column ("Tax home visit", "Licensing") and its business/personal column ("Business",
// "Personal", "Unclassified"). A drive the file marks personal (or unclassified, not imported) stays so
// whatever its purpose says; a business drive takes its purpose word's purpose. Pure.

export interface TripRow extends RowBase {
  miles: number | null;
  purpose: TripPurpose | null;
  origin: string;
  destination: string;
  notes: string;
  /** The source's own words: the purpose word, else the business/personal word ('' without either). */
  source_purpose: string;
}

const MILES = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/** "12.4", "1,204.6 mi", "12 miles" → whole miles (half up); 1 to 5,000 per trip (docs/api-guide.md §5). */
export function readMiles(raw: string): Checked<number> {
  const text = raw.trim().replace(/\s*(mi|miles?)\.?$/i, '');
  if (text === '') return { ok: false, reason: 'No miles' };
  const m = MILES.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) {
    return { ok: false, reason: `"${clip(raw)}" is not a number of miles` };
  }
  const tenths = Number((m[1] ?? '0').replace(/,/g, '')) * 10 + Number((m[2] ?? '0').slice(0, 1));
  const miles = Math.floor((tenths + 5) / 10);
  if (miles < 1) return { ok: false, reason: `${text} miles rounds to 0: a trip is 1 to 5,000 whole miles` };
  if (miles > 5000) return { ok: false, reason: `${text} miles is more than 5,000 in one trip` };
  return { ok: true, value: miles };
}

const DECIDES_ALONE = new Set<string>(['skip', 'personal']);

/** The purpose and the source word that decided it. */
function purposeOf(cells: string[], r: Resolved): { purpose: TripPurpose | 'skip'; word: string } {
  const kind = cell(cells, r.columns.classification).trim();
  const word = cell(cells, r.columns.purpose).trim();
  const byKind = kind === '' ? null : choiceFor(r, kind, purposeFor, r.defaultPurpose);
  if (byKind !== null && (DECIDES_ALONE.has(byKind) || word === '')) return { purpose: byKind, word: kind };
  if (word === '') return { purpose: r.defaultPurpose, word: '' };
  return { purpose: choiceFor(r, word, purposeFor, r.defaultPurpose), word };
}

export function tripRow(row: TableRow, r: Resolved): TripRow {
  const { cells, line } = row;
  const date = checkDate(cell(cells, r.columns.date), r);
  const miles = readMiles(cell(cells, r.columns.miles));
  const origin = checkText(cell(cells, r.columns.origin), 200, 'The start place');
  const destination = checkText(cell(cells, r.columns.destination), 200, 'The destination');
  const notes = checkText(cell(cells, r.columns.notes), 1000, 'The notes');
  const { purpose, word } = purposeOf(cells, r);
  const purposeSkip = purpose === 'skip' ? `Purpose "${clip(word)}" is set to not import` : null;
  const userSkip = r.skip.has(line) ? 'Skipped by you' : null;
  return {
    line,
    ...statusOf(firstProblem([date, miles, origin, destination, notes]), purposeSkip ?? userSkip),
    date: date.ok ? date.value : null,
    miles: miles.ok ? miles.value : null,
    purpose: purpose === 'skip' ? null : purpose,
    origin: origin.ok ? origin.value : '',
    destination: destination.ok ? destination.value : '',
    notes: notes.ok ? notes.value : '',
    source_purpose: cell(cells, r.columns.purpose).trim() || cell(cells, r.columns.classification).trim(),
  };
}
