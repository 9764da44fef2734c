import { parseDate } from './detect/dates';
import { normalizeWord } from './detect/words';
import type { RowStatus } from './kinds';
import type { Resolved } from './settings';

// What expense and trip rows share: a line, a status with its reason in plain words, a date. Pure.

export interface RowBase {
  line: number;
  status: RowStatus;
  /** Why the row will not be imported (null when it will). */
  reason: string | null;
  date: string | null;
}

/** Cells that would run as a formula in a spreadsheet: kept as text here, escaped by every download. */
export const FORMULA_START = /^[=+\-@]/;

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

export function checkDate(raw: string, r: Resolved): Checked<string> {
  if (raw.trim() === '') return { ok: false, reason: 'No date' };
  const iso = r.dateFormat ? parseDate(raw, r.dateFormat) : null;
  if (iso) return { ok: true, value: iso };
  const format = r.dateFormat ? ` in the format ${r.dateFormat}` : '';
  return { ok: false, reason: `"${clip(raw)}" is not a date${format} between 2000 and 2100` };
}

/** Text as stored: single spaces, trimmed; too long is a reason, not a silent cut. */
export function checkText(raw: string, max: number, what: string): Checked<string> {
  const value = raw.replace(/\s+/g, ' ').trim();
  if (value.length > max)
    return { ok: false, reason: `${what} is longer than ${max.toLocaleString('en-US')} characters` };
  return { ok: true, value };
}

/** A value quoted in a reason, shortened so one bad cell cannot flood the preview. */
export function clip(value: string): string {
  const v = value.trim();
  return v.length > 40 ? `${v.slice(0, 37)}…` : v;
}

/** The worker's choice for a source word, else the suggestion, else the import's default. */
export function choiceFor<T extends string>(
  r: Resolved,
  word: string,
  suggest: (w: string) => T | 'skip' | null,
  fallback: T,
): T | 'skip' {
  const chosen = r.wordChoices.get(normalizeWord(word));
  return (chosen as T | 'skip' | undefined) ?? suggest(word) ?? fallback;
}

/** The first failure among checks, or null. */
export function firstProblem(checks: Checked<unknown>[]): string | null {
  for (const c of checks) if (!c.ok) return c.reason;
  return null;
}

export function statusOf(problem: string | null, skipped: string | null): Pick<RowBase, 'status' | 'reason'> {
  if (problem) return { status: 'failed', reason: problem };
  if (skipped) return { status: 'skipped', reason: skipped };
  return { status: 'ready', reason: null };
}
