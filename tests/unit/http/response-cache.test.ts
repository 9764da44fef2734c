import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedResponse } from '@/lib/http/response-cache';

const page = (body: string): CachedResponse => ({
  status: 200,
  headers: [['content-type', 'application/json']],
  body,
});

describe('ResponseCache', () => {
  it('answers a stored page for the same user, version and key only', () => {
    const cache = new ResponseCache(1 << 20);
    cache.set(1, 5, '/a', page('[1]'));
    expect(cache.get(1, 5, '/a')?.body).toBe('[1]');
    expect(cache.get(1, 6, '/a')).toBeUndefined();
    expect(cache.get(1, 4, '/a')).toBeUndefined();
    expect(cache.get(2, 5, '/a')).toBeUndefined();
    expect(cache.get(1, 5, '/b')).toBeUndefined();
  });

  it('keeps answering after the same page is stored again (concurrent misses of one key)', () => {
    const cache = new ResponseCache(1 << 20);
    for (let i = 0; i < 10; i++) cache.set(1, 0, '/dashboard', page(`{"n":${i}}`));
    expect(cache.get(1, 0, '/dashboard')?.body).toBe('{"n":9}');
    expect(cache.size.entries).toBe(1);
  });

  it('drops every page of a user when a newer version is stored', () => {
    const cache = new ResponseCache(1 << 20);
    cache.set(1, 1, '/a', page('a1'));
    cache.set(1, 1, '/b', page('b1'));
    cache.set(2, 1, '/a', page('other user'));
    cache.set(1, 2, '/a', page('a2'));
    expect(cache.get(1, 2, '/a')?.body).toBe('a2');
    expect(cache.get(1, 2, '/b')).toBeUndefined();
    expect(cache.get(1, 1, '/b')).toBeUndefined();
    expect(cache.get(2, 1, '/a')?.body).toBe('other user');
    expect(cache.size.entries).toBe(2);
  });

  it('refuses a page computed at an older version than one it already holds', () => {
    const cache = new ResponseCache(1 << 20);
    cache.set(1, 3, '/a', page('new'));
    cache.set(1, 2, '/a', page('old'));
    expect(cache.get(1, 3, '/a')?.body).toBe('new');
    expect(cache.get(1, 2, '/a')).toBeUndefined();
  });

  it('evicts the least recently used pages to stay within its byte budget', () => {
    const cache = new ResponseCache(4_000);
    const body = 'x'.repeat(700);
    for (const user of [1, 2, 3, 4]) cache.set(user, 0, '/p', page(body));
    expect(cache.get(1, 0, '/p')?.body).toBe(body); // 1 is now the most recent
    cache.set(5, 0, '/p', page(body));
    cache.set(6, 0, '/p', page(body));
    expect(cache.size.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.get(1, 0, '/p')?.body).toBe(body);
    expect(cache.get(2, 0, '/p')).toBeUndefined();
    expect(cache.get(6, 0, '/p')?.body).toBe(body);
  });

  it('does not store a page larger than a quarter of its budget', () => {
    const cache = new ResponseCache(4_000);
    cache.set(1, 0, '/small', page('[]'));
    cache.set(1, 0, '/huge', page('x'.repeat(2_000)));
    expect(cache.get(1, 0, '/huge')).toBeUndefined();
    expect(cache.get(1, 0, '/small')?.body).toBe('[]');
  });
});
