// Capture's calls to the JSON API (/api/v1) with a Bearer token minted for the browser's session
// (app/api/capture/token). Browser only. Every failure is one of three kinds, because the queue treats
// them differently: no connection or a server in trouble (try again later), signed out (stop until the
// worker signs in), or a refusal of the request itself (show the worker why; sending it again would not help).

export type Outcome<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; kind: 'later' | 'signed-out' | 'refused'; message: string };

let cached: { token: string; until: number; minted: number } | null = null;

/** Forgets the token (a 401 with it: it expired early, or the account changed). */
export function dropToken(): void {
  cached = null;
}

async function token(): Promise<Outcome<string>> {
  if (cached && cached.until > Date.now()) return { ok: true, status: 200, body: cached.token };
  let res: Response;
  try {
    res = await fetch('/api/capture/token', { method: 'POST', credentials: 'same-origin' });
  } catch {
    return { ok: false, kind: 'later', message: 'No connection' };
  }
  if (res.status === 401) return { ok: false, kind: 'signed-out', message: 'sign in again to send.' };
  if (!res.ok) return { ok: false, kind: 'later', message: `The server answered ${res.status}` };
  const body = (await res.json()) as { token: string; expiresAt: string };
  // A minute early: a token that expires in flight would be refused.
  cached = { token: body.token, until: Date.parse(body.expiresAt) - 60_000, minted: Date.now() };
  return { ok: true, status: 200, body: body.token };
}

type Envelope = {
  error?: { code?: string; message?: string; details?: { path: string; message: string }[] };
};

/** The API's error envelope as one sentence: the message, and each field's problem. */
function reasonOf(body: unknown, status: number): string {
  const error = (body as Envelope | null)?.error;
  if (!error?.message) return `The server refused it (${status}).`;
  const details = (error.details ?? []).map((d) => `${d.path.replace(/_/g, ' ')}: ${d.message}`);
  return details.length > 0 ? `${details.join('; ')}.` : error.message;
}

/** A write (or read) of the API; `key` is the action's Idempotency-Key. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  key?: string,
): Promise<Outcome<T>> {
  const bearer = await token();
  if (!bearer.ok) return bearer;
  const headers: Record<string, string> = { Authorization: `Bearer ${bearer.body}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return { ok: false, kind: 'later', message: 'No connection' };
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, body: parsed as T };
  if (res.status === 401) {
    // A token just minted and refused: this session cannot use the API (an account of a sign-in provider
    // the API does not trust); an older one expired early and a new one is asked for next time.
    const fresh = cached !== null && Date.now() - cached.minted < 10_000;
    dropToken();
    return fresh
      ? {
          ok: false,
          kind: 'signed-out',
          message:
            'the app could not send with your sign-in. Sign out and in again; if it still fails, log these on the Expenses, Mileage or Tax home page.',
        }
      : { ok: false, kind: 'later', message: 'The sign-in expired: trying again' };
  }
  // Throttled, our side failing, or the first send of this action still running: the same action, later.
  const inUse = (parsed as Envelope | null)?.error?.code === 'idempotency_key_in_use';
  if (res.status === 429 || res.status >= 500 || inUse)
    return { ok: false, kind: 'later', message: reasonOf(parsed, res.status) };
  return { ok: false, kind: 'refused', message: reasonOf(parsed, res.status) };
}

/** One PUT of a photo to the signed upload address the API gave (our file store, or S3). */
export async function putPhoto(url: string, photo: Blob): Promise<Outcome<null>> {
  try {
    const res = await fetch(url, { method: 'PUT', headers: { 'Content-Type': photo.type }, body: photo });
    if (res.ok) return { ok: true, status: res.status, body: null };
    // An expired address (403) is asked for again on the next try.
    return { ok: false, kind: 'later', message: `The file store answered ${res.status}` };
  } catch {
    return { ok: false, kind: 'later', message: 'No connection' };
  }
}
