import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, money, name200, recordBody, stateCode, zip } from '@/lib/validation/common';

// Every message a worker reads says what to do, not what zod expected (lib/validation/messages.ts).
const schema = recordBody({
  name: name200.min(1),
  amount: money,
  date: isoDate,
  state: stateCode,
  zip: zip.optional(),
  count: z.int().min(1).max(12),
  flag: z.boolean().optional(),
  kind: z.enum(['a', 'b']).optional(),
});
const valid = { name: 'x', amount: 1, date: '2026-03-02', state: 'TX', count: 1 };

function messageFor(over: Record<string, unknown>): string {
  const result = schema.safeParse({ ...valid, ...over });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map((i) => i.message).join(' | ');
}

describe('plain validation messages', () => {
  it.each([
    ['a name too long', { name: 'x'.repeat(201) }, 'Use at most 200 characters'],
    ['an empty name', { name: '' }, 'Required'],
    ['a missing name', { name: undefined }, 'Required'],
    ['cents over the cap', { amount: 1_000_000_001 }, 'Use at most $10,000,000 (amounts are in cents)'],
    ['negative cents', { amount: -1 }, 'Use 0 or more'],
    ['fractional cents', { amount: 1.5 }, 'Use a whole number'],
    ['text for a number', { amount: 'ten' }, 'Use a number'],
    ['an impossible date', { date: '2026-02-30' }, 'Use a real date, YYYY-MM-DD'],
    ['an unknown state', { state: 'XX' }, 'Use a two-letter state code, e.g. TX'],
    ['a missing state', { state: undefined }, 'Required'],
    ['a short ZIP', { zip: '123' }, 'A five-digit ZIP code'],
    ['a count too small', { count: 0 }, 'Use 1 or more'],
    ['a count too big', { count: 13 }, 'Use 12 or less'],
    ['text for a boolean', { flag: 'yes' }, 'Use true or false'],
    ['an unknown option', { kind: 'c' }, 'Choose one of: a, b'],
    ['an unknown field', { extra: 1 }, 'Remove this field, which cannot be set: extra'],
  ])('%s', (_label, over, message) => {
    expect(messageFor(over)).toBe(message);
  });
});
