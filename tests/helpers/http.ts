import { tokenFor, uniqueSub } from './auth';
import { dispatch } from './router';

const BASE = 'http://localhost:3000';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// Response bodies are read field by field in assertions; `any` keeps those reads short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await dispatch(new Request(`${BASE}${path}`, { method, headers, body }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** `call` signed in with `token`: the one request helper every test user carries. */
export function callAs(token: string) {
  // The body's type defaults to `any` like `call`'s: tests read the fields they assert on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return <T = any>(method: string, path: string, opts: Omit<CallOptions, 'token'> = {}) =>
    call<T>(method, path, { ...opts, token });
}

/** A fresh user: a token whose first use creates the account. */
export async function newUser(label?: string) {
  const sub = uniqueSub(label);
  const token = await tokenFor({ sub });
  const as = callAs(token);
  const me = await as('GET', '/api/v1/me');
  return { sub, token, id: me.body.id as number, call: as };
}
