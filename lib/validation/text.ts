// Characters PostgreSQL cannot store: NUL (U+0000) in `text` (SQLSTATE 22021) and in `jsonb` (22P05), and
// half of a UTF-16 surrogate pair, which `jsonb` refuses as an escape (22P05) and `text` would silently turn
// into U+FFFD. Every request (lib/http/route.ts) and every signed webhook event (lib/providers/billing/stripe.ts) is
// checked here, once, before anything reads it. Pure.

const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_MESSAGE = 'Remove the NUL character (\\u0000) or broken character from this text';

export function hasUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path ("items.2.description"; '' for the value itself) of the first string or object key in a parsed
 * JSON value that holds such a character, or null when there is none.
 */
export function findUnstorable(value: unknown, path = ''): string | null {
  const stack: [unknown, string][] = [[value, path]];
  const join = (base: string, key: string | number) => (base ? `${base}.${key}` : String(key));
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, at] = item;
    if (typeof v === 'string') {
      if (hasUnstorable(v)) return at;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(at, i)]);
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] ?? ['', undefined];
        if (hasUnstorable(key)) return join(at, key.replace(UNSTORABLE_GLOBAL, '?'));
        stack.push([inner, join(at, key)]);
      }
    }
  }
  return null;
}

const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, 'g');
