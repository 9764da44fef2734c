// Small helpers of the law-table generator: checked access to untyped reference JSON, dollars to cents,
// a CSV reader and a deterministic JSON writer.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export class ReferenceDataError extends Error {
  constructor(where: string, message: string) {
    super(`reference ${where}: ${message}`);
    this.name = 'ReferenceDataError';
  }
}

export function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function obj(v: Json | undefined, where: string): JsonObject {
  if (!isObject(v)) throw new ReferenceDataError(where, 'expected an object');
  return v;
}

export function arr(v: Json | undefined, where: string): Json[] {
  if (!Array.isArray(v)) throw new ReferenceDataError(where, 'expected an array');
  return v;
}

export function num(v: Json | undefined, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ReferenceDataError(where, 'expected a number');
  return v;
}

export function str(v: Json | undefined, where: string): string {
  if (typeof v !== 'string') throw new ReferenceDataError(where, 'expected a string');
  return v;
}

export function optStr(v: Json | undefined, where: string): string | null {
  return v === undefined || v === null ? null : str(v, where);
}

export function strList(v: Json | undefined, where: string): string[] {
  return arr(v, where).map((x, i) => str(x, `${where}[${i}]`));
}

/** Throws when `o` has a key outside `known`: an unknown key means the mapping may drop a figure. */
export function checkKeys(o: JsonObject, known: readonly string[], where: string): void {
  for (const k of Object.keys(o)) {
    if (!known.includes(k))
      throw new ReferenceDataError(where, `unknown key "${k}" (mapping does not handle it)`);
  }
}

/** Whole (or fractional) dollars to integer cents. */
export function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** `[[lower, rate], ...]` in dollars to brackets in cents, checked ascending from 0. */
export function brackets(v: Json | undefined, where: string): [number, number][] {
  const out = arr(v, where).map((b, i): [number, number] => {
    const pair = arr(b, `${where}[${i}]`);
    if (pair.length !== 2) throw new ReferenceDataError(where, `bracket ${i} is not [lower, rate]`);
    const rate = num(pair[1], `${where}[${i}][1]`);
    if (rate < 0 || rate >= 1)
      throw new ReferenceDataError(where, `bracket ${i} rate ${rate} is not a fraction`);
    return [cents(num(pair[0], `${where}[${i}][0]`)), rate];
  });
  if (out[0]?.[0] !== 0) throw new ReferenceDataError(where, 'first bracket must start at 0');
  out.forEach((b, i) => {
    const prev = out[i - 1];
    if (prev && prev[0] >= b[0]) throw new ReferenceDataError(where, 'bracket bounds must ascend');
  });
  return out;
}

/** RFC 4180 CSV (quoted fields, doubled quotes) into rows of objects keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      endField();
    } else {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    }
  }
  if (field !== '' || row.length > 0) endRow();
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((r, n) => {
    if (r.length !== header.length)
      throw new ReferenceDataError(`csv row ${n + 2}`, 'wrong number of fields');
    return Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']));
  });
}

/**
 * Deterministic JSON: two-space indent, insertion-ordered keys, and any array or object whose one-line
 * form is short kept on one line (brackets, monthly lodging). Ends with a newline.
 */
export function stringify(value: unknown): string {
  const write = (v: unknown, indent: string): string => {
    const flat = JSON.stringify(v);
    if (flat === undefined) throw new TypeError('value not serialisable');
    if (typeof v !== 'object' || v === null || flat.length + indent.length <= 100) return flat;
    const inner = indent + '  ';
    if (Array.isArray(v)) return `[\n${v.map((x) => inner + write(x, inner)).join(',\n')}\n${indent}]`;
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner)}`).join(',\n')}\n${indent}}`;
  };
  return write(value, '') + '\n';
}
