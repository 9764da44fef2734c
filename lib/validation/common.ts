import { z } from 'zod';
import { DATE_RANGE_PARAM } from '@/lib/core/dates';
import { STATE_CODES } from '@/lib/tax/law/types';
import './messages';

// Every range, enum and format of docs/api-guide.md §4–§6, once. Record schemas are strict: an unknown field is a
// 400; the server-owned fields (`id`, `user_id`, timestamps) are dropped before parsing (lib/http/route.ts).

export const SERVER_OWNED_FIELDS = ['id', 'user_id', 'created_at', 'updated_at', 'deleted_at'] as const;

export const MAX_CENTS = 1_000_000_000;
export const money = z
  .int()
  .min(0, 'Use 0 or more')
  .max(MAX_CENTS, 'Use at most $10,000,000 (amounts are in cents)')
  .meta({ description: 'Integer cents, 0 to 1,000,000,000' });
/**
 * The calendar dates a client may send and the app keeps: 1900-01-01 to 2100-12-31, the years the engine and
 * the law tables reason about (a birth year from 1900, a contract up to 2100). Written once here; the
 * engine refuses a stored date far outside it (lib/core/dates.ts ENGINE_FIRST_YEAR, ENGINE_LAST_YEAR).
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2100-12-31';
const DATE_RANGE_MESSAGE = `Use a date from ${FIRST_DATE} to ${LAST_DATE}`;
/** A real calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31 (ISO strings compare as dates). */
export const isoDate = z.iso
  .date()
  // Only a string of the date's shape is held to the range: any other already has the format's message.
  .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || (v >= FIRST_DATE && v <= LAST_DATE), {
    message: DATE_RANGE_MESSAGE,
    params: { [DATE_RANGE_PARAM]: true },
  })
  .meta({
    description: `Calendar date, YYYY-MM-DD, from ${FIRST_DATE} to ${LAST_DATE}`,
    example: '2026-03-02',
  });
export const stateCode = z
  .enum(STATE_CODES, {
    error: (iss) => (iss.input === undefined ? 'Required' : 'Use a two-letter state code, e.g. TX'),
  })
  .meta({ description: 'Two-letter code of a US state or DC' });

// PostgreSQL refuses NUL in text (22021) and no field here has a use for other control characters, so
// every request string is checked once, in these helpers. Free text (descriptions, notes) may keep tabs
// and line breaks, which a pasted contract note legitimately holds; one-line fields (names, places, keys)
// may not. A pattern (not a refinement) so that the OpenAPI document states the rule too.
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const NO_CONTROL_BUT_WHITESPACE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const noControl = 'Must not contain control characters';

/** A one-line string of at most `max` characters, trimmed, without control characters. */
export const line = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).regex(NO_CONTROL, noControl);
/** Free text: like `line`, but tabs and line breaks are allowed. */
export const freeText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).regex(NO_CONTROL_BUT_WHITESPACE, noControl);
export const name200 = line(200);
export const description500 = freeText(500);
export const notes1000 = freeText(1000);
export const address255 = line(255);
/** An object store key as a client sends it back (docs/api-guide.md §7 keys are at most 512 characters). */
export const objstoreKey = line(512);

/** PostgreSQL `integer` (int4): ids and references beyond it would fail in the database (22003). */
export const INT4_MAX = 2_147_483_647;
/** A reference to a record by id, e.g. `assignment_id`. */
export const recordId = z.int().min(1).max(INT4_MAX, `Must be an id from 1 to ${INT4_MAX}`);
export const zip = z.string().regex(/^\d{5}$/, 'A five-digit ZIP code');

/** A strict object for request bodies: unknown keys are rejected. */
export function recordBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape);
}

const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.int().max(max));

/**
 * A whole number in a query string or path, `min` to `max`: the final pipe carries the range, so the
 * OpenAPI document (which shows the parsed side of a parameter) states an integer with both bounds.
 */
export const queryInt = (min: number, max: number, inner = INT4_MAX) =>
  digits(inner).pipe(z.int().min(min).max(max));

export const idParam = z.object({
  id: digits(INT4_MAX).pipe(z.int().min(1, 'Must be a positive id').max(INT4_MAX)),
});

export const yearParam = z
  .string()
  .regex(/^\d{4}$/, 'A four-digit year')
  .transform(Number)
  .pipe(z.int().min(2000, 'Between 2000 and 2100').max(2100, 'Between 2000 and 2100'));

/**
 * The one reading of a `?year=` a page or a download was given: the year when it is a four-digit year from
 * 2000 to 2100, else undefined (the caller's default, usually this year).
 */
export function yearIn(value: unknown): number | undefined {
  const parsed = yearParam.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const booleanFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .pipe(z.boolean());

/** Offset pagination (docs/api-guide.md §4): limit 1–200 (default 100), offset 0 and up (default 0); no clamping. */
export const pageQuery = {
  limit: queryInt(1, 200, 1_000_000).default(100),
  offset: queryInt(0, INT4_MAX).default(0),
  deleted: booleanFlag.default(false),
};

export const listQuery = z.object(pageQuery);
export const yearListQuery = z.object({ ...pageQuery, year: yearParam.optional() });
export type ListQuery = z.infer<typeof listQuery>;
export type YearListQuery = z.infer<typeof yearListQuery>;

/** Every record's `deleted_at` (docs/api-guide.md §6): null while live, the time it went to the trash after. */
export const deletedAt = z.iso
  .datetime()
  .nullable()
  .meta({ description: 'null while the record is live; when it was deleted, while it is in the trash' });
