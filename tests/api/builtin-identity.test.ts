import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { authenticate, registerUser } from '@/lib/auth/accounts';
import { BUILTIN_ISS, issueAccessToken } from '@/lib/auth/keys';
import { getDb } from '@/lib/providers/db/client';
import { withBuiltinIdentity } from '../helpers/builtin';
import { call } from '../helpers/http';

// The built-in identity a newcomer gets with no identity provider configured (docs/api-guide.md §1, §2): email +
// password accounts, the app's own ES256 issuer and its JWKS. The rest of the suite uses an external JWKS.

withBuiltinIdentity();

describe('built-in identity', () => {
  it('signs up, checks the password, and mints a token the API and the JWKS accept', async () => {
    const db = await getDb();
    const email = `nurse-${randomUUID()}@example.test`;
    const user = await registerUser(db, { email, password: 'correct horse', first_name: 'Ana' }, new Date());
    expect(user.iss).toBe(BUILTIN_ISS);
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(await authenticate(db, email, 'wrong password')).toBeNull();
    expect((await authenticate(db, email.toUpperCase(), 'correct horse'))?.id).toBe(user.id);
    await expect(
      registerUser(db, { email, password: 'another one', first_name: 'B' }, new Date()),
    ).rejects.toThrow(/exists/);

    const { token } = await issueAccessToken(user, new Date());
    const me = await call('GET', '/api/v1/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, email, first_name: 'Ana' });

    const jwks = await call('GET', '/.well-known/jwks.json');
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwks.body.keys[0].d).toBeUndefined(); // the public half only
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.body));
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ iss: 'http://localhost:3000', aud: 'travel-tax-api', sub: user.sub });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });
});

describe('a deleted built-in account', () => {
  it('stays deleted: its unexpired token gets 401, and no empty account is made for it', async () => {
    const db = await getDb();
    const email = `gone-${randomUUID()}@example.test`;
    const user = await registerUser(db, { email, password: 'correct horse', first_name: 'Gone' }, new Date());
    const { token } = await issueAccessToken(user, new Date());
    expect((await call('GET', '/api/v1/me', { token })).status).toBe(200);
    const erased = await call('DELETE', '/api/v1/me', { token, body: { confirm: 'DELETE' } });
    expect(erased.status).toBe(200);

    const after = await call('GET', '/api/v1/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
    expect(after.body.error.message).toMatch(/no longer exists/);
    expect(await call('GET', '/api/v1/assignments', { token })).toMatchObject({ status: 401 });
    expect(await db.user.count({ where: { iss: BUILTIN_ISS, sub: user.sub } })).toBe(0);
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('serves the OpenAPI 3.1 document without a token', async () => {
    const res = await call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toContain('/api/v1/assignments/{id}');
  });
});
