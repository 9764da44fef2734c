import { apiContracts } from '@/app/api/v1/operations';
import type { EndpointKind } from './report';

// BENCH_READS=all: besides the fixed reads (./measure.ts READS), every other signed-in GET of the contract,
// taken from the route contracts themselves (app/api/v1/operations.ts), so a read added to the API is
// measured without a change here. Issue 19's ratios hold for "every list and computed view"; the fixed set
// is the ones a worker opens most, and this pass covers the rest on the same heavy user.
//
// Left out: downloads (a contract with `file`: the export and the audit packet, which are jobs of their
// own) and operations without a token (health, the OpenAPI document). A record's `{id}` is the first
// record of its list; a `{year}` is this year. An operation that needs a query it is not given, or a
// record the heavy user has none of, is reported as not measured: an extra read is never a failure for
// answering 400 without its input.

export interface ExtraRead {
  path: string;
  kind: EndpointKind;
  /** Why it is not measured, when it is not. */
  skipped?: string;
}

/** The collection a record path belongs to: `/api/v1/expenses/{id}/restore` -> `/api/v1/expenses`. */
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{id}'));

async function firstId(baseUrl: string, token: string, collection: string): Promise<number | null> {
  const res = await fetch(`${baseUrl}${collection}?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) return null;
  const body = (await res.json()) as unknown;
  const first = Array.isArray(body) ? (body[0] as { id?: unknown } | undefined) : undefined;
  return typeof first?.id === 'number' ? first.id : null;
}

export async function extraReads(
  baseUrl: string,
  token: string,
  fixed: readonly string[],
): Promise<ExtraRead[]> {
  const measured = new Set(fixed.map((p) => p.split('?')[0]));
  const year = String(new Date().getUTCFullYear());
  const out: ExtraRead[] = [];
  for (const c of apiContracts()) {
    if (c.method !== 'GET' || c.auth === 'none' || c.file || measured.has(c.path)) continue;
    const kind: EndpointKind = c.list ? 'list' : 'read';
    let path = c.path.replace('{year}', year);
    if (path.includes('{id}')) {
      const id = await firstId(baseUrl, token, collectionOf(path));
      if (id === null) {
        out.push({ path, kind, skipped: 'the heavy user has no such record' });
        continue;
      }
      path = path.replace('{id}', String(id));
    }
    out.push({ path, kind });
  }
  return out;
}
