import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '../generated/openapi';
import { dispatch } from './router';

// A client generated from the OpenAPI document (openapi-typescript types + openapi-fetch) that calls the
// real route handlers in-process. Every request is recorded as "METHOD /path/{template}", so a test can
// check that it called every documented operation.

export const called = new Set<string>();

export function apiClient(token?: string) {
  const client = createClient<paths>({
    baseUrl: 'http://localhost:3000',
    fetch: (req) => dispatch(req),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    // /per-diem's place is one object parameter whose keys travel as ?zip=… (form, exploded).
    querySerializer: { object: { style: 'form', explode: true } },
  });
  client.use({
    onRequest({ request, schemaPath }) {
      called.add(`${request.method} ${schemaPath}`);
    },
  });
  return client;
}

/** The call's result after checking its status, 200 unless named (the body passed the contract check). */
export async function expectStatus<R extends { response: Response }>(
  call: Promise<R>,
  ...statuses: number[]
) {
  const result = await call;
  const allowed = statuses.length > 0 ? statuses : [200];
  expect(allowed, `answered ${result.response.status}`).toContain(result.response.status);
  return result;
}

/** A value the call must have answered. */
export function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The call answered no body');
  return value;
}
