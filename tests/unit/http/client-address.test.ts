import { describe, expect, it } from 'vitest';
import { clientAddressFrom, proxyEntryProblem, trustedProxies } from '@/lib/core/client-address';

// The client is read from the right of X-Forwarded-For, whose last entry the app's own server appended
// (the socket's peer); entries of trusted proxies are skipped, nothing a client wrote is believed.

const none = trustedProxies([]);
const local = trustedProxies(['127.0.0.0/8', '::1', '10.0.0.0/8']);

describe('clientAddressFrom', () => {
  it.each([
    ['no proxy trusted: the peer, whatever was claimed', '203.0.113.9, 127.0.0.1', none, '127.0.0.1'],
    ['no header at all', null, none, 'unknown'],
    [
      'the peer is a trusted proxy: the address it saw',
      '198.51.100.1, 203.0.113.9, 127.0.0.1',
      local,
      '203.0.113.9',
    ],
    ['two trusted hops', '198.51.100.1, 203.0.113.9, 10.1.2.3, 127.0.0.1', local, '203.0.113.9'],
    [
      'a dual-stack peer (::ffff:) is its IPv4 address',
      '203.0.113.9, ::ffff:127.0.0.1',
      local,
      '203.0.113.9',
    ],
    ['IPv6 loopback proxy', '2001:db8::7, ::1', local, '2001:db8::7'],
    ['only trusted entries: the leftmost', '10.0.0.1, 127.0.0.1', local, '10.0.0.1'],
    ['a claimed non-address before the peer is never the client', 'not-an-ip, 127.0.0.1', none, '127.0.0.1'],
  ])('%s', (_label, header, proxies, expected) => {
    expect(clientAddressFrom(header, proxies)).toBe(expected);
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it.each([
    ['10.0.0.0/8', null],
    ['::1', null],
    ['2001:db8::/32', null],
    ['192.168.1.1', null],
    ['10.0.0.0/33', '"10.0.0.0/33" has a prefix outside 0-32'],
    ['proxy.internal', '"proxy.internal" is not an IP address or CIDR block'],
    ['10.0.0.0/8/1', '"10.0.0.0/8/1" is not an IP address or CIDR block'],
  ])('%s', (entry, problem) => {
    expect(proxyEntryProblem(entry)).toBe(problem);
  });
});
