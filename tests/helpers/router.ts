import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { wasChecked } from '@/lib/http/check-response';
import { contractOf } from '@/lib/http/endpoint';

// Calls the real route handlers in-process: every app/**/route.ts is found on disk and matched the way the
// App Router does (static segments before [param], [...catchAll] last). Every answer of an /api/v1
// operation must have been checked against its contract (lib/http/check-response.ts): a test cannot pass
// on a response the OpenAPI document does not describe.

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
interface RouteFile {
  segments: string[];
  file: string;
  rank: number[];
}

const APP = path.resolve(import.meta.dirname, '../../app');

function collect(dir: string, segments: string[], out: RouteFile[]): void {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry.startsWith('(')) collect(full, segments, out);
      else collect(full, [...segments, entry], out);
    } else if (entry === 'route.ts') {
      const rank = segments.map((s) => (s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0));
      out.push({ segments, file: full, rank });
    }
  }
}

const routes: RouteFile[] = [];
collect(APP, [], routes);
routes.sort((a, b) => {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const d = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
});

function match(route: RouteFile, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const seg = route.segments[i] as string;
    if (seg.startsWith('[...')) {
      if (i >= parts.length) return null;
      params[seg.slice(4, -1)] = parts.slice(i).map(decodeURIComponent);
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.startsWith('[')) params[seg.slice(1, -1)] = decodeURIComponent(part);
    else if (seg !== part) return null;
  }
  return parts.length === route.segments.length ? params : null;
}

export async function dispatch(req: Request): Promise<Response> {
  const parts = new URL(req.url).pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const params = match(route, parts);
    if (!params) continue;
    const mod = (await import(route.file)) as Record<string, Handler | undefined>;
    const handler = mod[req.method];
    if (!handler) return new Response(null, { status: 405 });
    const res = await handler(req, { params: Promise.resolve(params) });
    if (contractOf(handler) && !wasChecked(res)) {
      throw new Error(`${req.method} ${route.file}: the answer skipped the contract check`);
    }
    return res;
  }
  return new Response(null, { status: 404 });
}
