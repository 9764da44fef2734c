import { describe, expect, it } from 'vitest';
import { call } from '../helpers/http';

describe('GET /api/v1/health', () => {
  it('answers without a token or rate limit', async () => {
    const res = await call('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
