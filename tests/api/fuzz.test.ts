import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@/lib/core/errors';
import { apiGateDecision } from '@/lib/http/api-gate';
import { errorResponse } from '@/lib/http/respond';
import { apiDocument } from '@/app/api/v1/document';
import { anyRequest, operations, type FuzzRequest, type OpenApiLike } from '../fuzz/openapi-fuzz';
import { newUser } from '../helpers/http';
import { dispatch } from '../helpers/router';

// Property: whatever a client sends to any operation of the OpenAPI document, the answer is never a 5xx
// (except 503 not_configured, by design, for a provider this server has no key for), and every error is
// the one envelope with the response's X-Request-Id. Requests pass the server's gate first
// (lib/http/api-gate.ts), the way the server runs them. A few hundred runs here; scripts/fuzz.ts sends
// >= 10,000 to a live server.

const BASE = 'http://localhost:3000';
const doc = apiDocument(BASE) as unknown as OpenApiLike;
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

async function send(r: FuzzRequest, token: string): Promise<Response> {
  const headers = { ...r.headers, ...(r.withToken ? { authorization: `Bearer ${token}` } : {}) };
  const decision = apiGateDecision(r.method, r.path);
  if (decision && 'error' in decision) {
    const requestId = crypto.randomUUID();
    const res = errorResponse(decision.error, requestId);
    res.headers.set('X-Request-Id', requestId);
    return res;
  }
  const path = decision?.rewrite ?? r.path;
  return dispatch(new Request(`${BASE}${path}`, { method: r.method, headers, body: r.body }));
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers every operation', () => {
    expect(operations(doc).length).toBeGreaterThan(50);
  });

  it(`answers ${RUNS} hostile requests without a 5xx, errors in the envelope`, async () => {
    const user = await newUser('fuzz');
    await fc.assert(
      fc.asyncProperty(anyRequest(doc), async (r) => {
        const res = await send(r, user.token);
        const text = await res.text();
        const label = `${r.method} ${r.path} ${JSON.stringify(r.body)?.slice(0, 200)} -> ${res.status} ${text.slice(0, 300)}`;
        // Success bodies may be files (the audit packet, the export); every error is JSON.
        const json = (res.headers.get('content-type') ?? '').includes('json');
        const body =
          text && json ? (JSON.parse(text) as { error?: { code?: string; requestId?: string } }) : null;
        if (res.status >= 500) {
          expect([label, body?.error?.code]).toEqual([label, 'not_configured']);
        }
        if (res.status >= 400) {
          expect(body?.error?.code && body.error.code in ERRORS, label).toBe(true);
          expect(body?.error?.requestId, label).toBe(res.headers.get('x-request-id'));
        }
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
  }, 120_000);
});
