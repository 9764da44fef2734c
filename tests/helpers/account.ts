import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { registerUser } from '@/lib/auth/accounts';
import { issueAccessToken } from '@/lib/auth/keys';
import { getDb } from '@/lib/providers/db/client';
import { resetEnvCache } from '@/lib/env';
import { callAs } from './http';
import { fixture, uploadCsv } from './imports';
import { fillYear, upload } from './records';

// A whole account for the erasure and export tests: a built-in user (its token must stop working, and no
// empty account may be made for it afterwards) with a record in every table a user can own, each kind of
// file, a calendar feed address and a password reset link.

const AUTH_VARS = ['AUTH_JWKS_URL', 'AUTH_ISSUER', 'APP_URL'] as const;

/** The built-in identity instead of the suite's external JWKS (as tests/api/builtin-identity.test.ts);
 * answers the function that restores the previous settings. */
export function useBuiltinIdentity(): () => void {
  const saved = Object.fromEntries(AUTH_VARS.map((v) => [v, process.env[v]]));
  delete process.env.AUTH_JWKS_URL;
  delete process.env.AUTH_ISSUER;
  process.env.APP_URL = 'http://localhost:3000';
  resetEnvCache();
  return () => {
    for (const v of AUTH_VARS) {
      if (saved[v] === undefined) delete process.env[v];
      else process.env[v] = saved[v];
    }
    resetEnvCache();
  };
}

export type BuiltinUser = Awaited<ReturnType<typeof builtinUser>>;

export async function builtinUser(label: string) {
  const db = await getDb();
  const email = `${label}-${randomUUID()}@example.test`;
  const user = await registerUser(db, { email, password: 'correct horse', first_name: 'Sam' }, new Date());
  const { token } = await issueAccessToken(user, new Date());
  return { id: user.id, sub: user.sub, email, token, call: callAs(token) };
}

/** fillYear, plus a W-2 with its PDF, a committed CSV import, a payment, a comparison, a notification, a
 * calendar feed, a reset link and a write's idempotency key: every table a user owns holds a row. */
export async function fillAccount(u: BuiltinUser) {
  const db = await getDb();
  const year = await fillYear(u);
  const files = new Map(year.files);
  const pdf = new Uint8Array(randomBytes(300));
  const w2Key = await upload(u, '/api/v1/income-documents/upload-url', 'w2 2026.pdf', 'application/pdf', pdf);
  files.set(w2Key, pdf);
  const w2 = await u.call('POST', '/api/v1/income-documents', {
    body: {
      agency: 'Aya Healthcare',
      year: 2026,
      kind: 'w2',
      box1_wages: 4_512_000,
      objstore_key: w2Key,
      file_name: 'w2 2026.pdf',
      content_type: 'application/pdf',
      file_size: pdf.length,
    },
  });
  expect(w2.status, JSON.stringify(w2.body)).toBe(201);
  const csv = fixture('chase-card.csv');
  const csvKey = await uploadCsv(u, csv, 'chase-card.csv');
  files.set(csvKey, csv);
  const started = await u.call('POST', '/api/v1/imports', {
    body: { objstore_key: csvKey, kind: 'expenses' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const committed = await u.call('POST', `/api/v1/imports/${started.body.id}/commit`);
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  const payment = await u.call('POST', '/api/v1/quarterly-payments', {
    body: { year: 2026, quarter: 1, amount: 100_000 },
  });
  expect(payment.status).toBe(201);
  const household = await u.call('PUT', '/api/v1/household/2026', {
    body: { spouse_wages: 5_000_000, dependents_under_17: 1 },
  });
  expect(household.status, JSON.stringify(household.body)).toBe(200);
  await db.comparison.create({
    data: {
      user_id: u.id,
      name: 'A vs B',
      year: 2026,
      winner: 1,
      diff: 1,
      contract_a: '{}',
      contract_b: '{}',
    },
  });
  await db.notification.create({
    data: { user_id: u.id, type: 'test', subject: 'x', severity: 'info', title: 'A note' },
  });
  const resetToken = randomBytes(32).toString('base64url');
  await db.passwordResetToken.create({
    data: {
      user_id: u.id,
      token_hash: createHash('sha256').update(resetToken).digest('hex'),
      expires_at: new Date(Date.now() + 3_600_000),
    },
  });
  // A visit home citing one of the year's trips (fillYear wrote the tax home and the trip).
  const trips = await u.call('GET', '/api/v1/mileage?year=2026');
  // Sent from the phone: its Idempotency-Key is kept a day (lib/http/idempotency.ts).
  const visit = await u.call('POST', '/api/v1/tax-home-visits', {
    body: { arrived: '2026-03-01', left: '2026-03-03', mileage_trip_id: trips.body[0]?.id ?? null },
    headers: { 'Idempotency-Key': `visit-${u.id}` },
  });
  expect(visit.status, JSON.stringify(visit.body)).toBe(201);
  const feed = await u.call('POST', '/api/v1/me/calendar-secret');
  expect(feed.status).toBe(200);
  return {
    ...year,
    files,
    incomeDocumentId: w2.body.id as number,
    importId: started.body.id as number,
    keys: { ...year.keys, w2: w2Key, csv: csvKey },
    calendarPath: new URL(feed.body.url as string).pathname,
    resetToken,
  };
}
