import { z } from 'zod';
import { STATE_CODES } from '@/lib/tax/law/types';
import './messages';

// Every range, enum and format of decisions §4–§6, once. Record schemas are strict: an unknown field is a
// 400; the server-owned fields (`id`, `user_id`, timestamps) are dropped before parsing (lib/http/route.ts).

export const SERVER_OWNED_FIELDS = ['id', 'user_id', 'created_at', 'updated_at', 'deleted_at'] as const;

export const MAX_CENTS = 1_000_000_000;
export const money = z
  .int()
  .min(0, 'Use 0 or more')
  .max(MAX_CENTS, 'Use at most $10,000,000 (amounts are in cents)')
  .meta({ description: 'Integer cents, 0 to 1,000,000,000' });
/** A real calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date().meta({ description: 'Calendar date, YYYY-MM-DD', example: '2026-03-02' });
export const stateCode = z
  .enum(STATE_CODES, {
    error: (iss) => (iss.input === undefined ? 'Required' : 'Use a two-letter state code, e.g. TX'),
  })
  .meta({ description: 'Two-letter code of a US state or DC' });
export const text = (max: number) => z.string().trim().max(max);
export const name200 = text(200);
export const description500 = text(500);
export const notes1000 = text(1000);
export const address255 = text(255);
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

export const MAX_INT4 = 2_147_483_647;

/**
 * A whole number in a query string or path, `min` to `max`: the final pipe carries the range, so the
 * OpenAPI document (which shows the parsed side of a parameter) states an integer with both bounds.
 */
export const queryInt = (min: number, max: number, inner = MAX_INT4) =>
  digits(inner).pipe(z.int().min(min).max(max));

export const idParam = z.object({
  id: digits(MAX_INT4).pipe(z.int().min(1, 'Must be a positive id').max(MAX_INT4)),
});
export type IdParam = z.infer<typeof idParam>;

export const yearParam = z
  .string()
  .regex(/^\d{4}$/, 'A four-digit year')
  .transform(Number)
  .pipe(z.int().min(2000, 'Between 2000 and 2100').max(2100, 'Between 2000 and 2100'));

export const booleanFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .pipe(z.boolean());

/** Offset pagination (spec §4): limit 1–200 (default 100), offset 0 and up (default 0); no clamping. */
export const pageQuery = {
  limit: queryInt(1, 200, 1_000_000).default(100),
  offset: queryInt(0, MAX_INT4).default(0),
  deleted: booleanFlag.default(false),
};

export const listQuery = z.object(pageQuery);
export const yearListQuery = z.object({ ...pageQuery, year: yearParam.optional() });
export type ListQuery = z.infer<typeof listQuery>;
export type YearListQuery = z.infer<typeof yearListQuery>;

/** The PATCH body of a resource: the create fields, each optional, still strict. */
export function partialBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape).partial();
}
