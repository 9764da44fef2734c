import { describe, expect, it } from 'vitest';
import { withFields } from '@/lib/core/with-fields';

// withFields stands in for `{ ...base, ...more }` on the engine's hot paths (lib/core/with-fields.ts): the
// same object, fields in the same order (the API's answers keep their key order), and the base untouched.

describe('withFields', () => {
  it("is the spread's object: base's fields, then more's, which win", () => {
    const base = { a: 1, b: 'two', c: null as string | null, nested: { x: 1 } };
    const more = { c: 'three', d: [4] };
    const got = withFields(base, more);
    expect(got).toEqual({ ...base, ...more });
    expect(Object.keys(got)).toEqual(Object.keys({ ...base, ...more }));
    expect(JSON.stringify(got)).toBe(JSON.stringify({ ...base, ...more }));
    expect(got.nested).toBe(base.nested);
  });

  it('makes a new object and leaves both inputs as they were', () => {
    const base = Object.freeze({ a: 1 });
    const more = Object.freeze({ b: 2 });
    const got = withFields(base, more);
    expect(got).not.toBe(base);
    expect(base).toEqual({ a: 1 });
    expect(more).toEqual({ b: 2 });
  });
});
