// `{ ...base, ...more }` off V8's slow path. In Node 20 an object literal that starts with a spread and goes
// on with more fields costs 1-1.5 µs for each field after the spread, and leaves objects whose shapes the
// code that reads them cannot predict: measured, a 22-field figure plus 6 fields took 12 µs by spread and
// 2 µs by Object.assign, and the year's computation as a whole ran 30% faster for that one change (issue
// 19). The engine and the views build such objects per item and per line on every computed view; ESLint
// keeps the spread-first form out of lib/tax and lib/views (eslint.config.mjs).
//
// Not for a large object on a hot path: a copy of two dozen fields, new or replaced, left V8 holding the result
// as a dictionary (hash-table properties), and every copy and read of it after was slow (12 µs a copy of the
// federal figures, a tenth of the year's computation; issue 19). Such an object is one literal
// (lib/tax/engine/federal.ts federalYear).
//
// Not for a client's input: Object.assign sets a `__proto__` key where a spread defines it.

/** A new object with `base`'s fields, then `more`'s (which win), in that order. */
export function withFields<A extends object, B extends object>(base: A, more: B): Omit<A, keyof B> & B {
  return Object.assign({}, base, more);
}
