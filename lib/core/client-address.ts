import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

// The client's address, for the per-address sign-in and reset-mail limits (lib/auth/throttle.ts).
//
// X-Forwarded-For is written by whoever sent the request: a client can put any address in it. Next.js's
// own server only fills it in when it is missing (`x-forwarded-for ??= socket address`), so behind
// `next start` alone a client that sends one was believed. The app's HTTP server therefore appends the
// address of the socket it accepted (recordPeer, called by lib/http/server-gate.ts), as every proxy hop does,
// and the client is read from the right: the last entry is the peer that really connected; while that
// entry is a proxy named in TRUSTED_PROXIES, the entry before it (the address that proxy saw) is taken
// instead. With no trusted proxy (the default) the client is the socket's peer, whatever it claims.

/** Adds the socket's peer to the request's X-Forwarded-For, before Next.js sees the request. */
export function recordPeer(req: IncomingMessage): void {
  const peer = req.socket?.remoteAddress;
  if (!peer) return;
  const claimed = req.headers['x-forwarded-for'];
  const before = Array.isArray(claimed) ? claimed.join(', ') : claimed;
  req.headers['x-forwarded-for'] = before ? `${before}, ${peer}` : peer;
}

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 (a dual-stack socket's notation). */
function normalize(address: string): string {
  const a = address.trim().replace(/^\[|\]$/g, '');
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a;
}

/** A problem with one entry of TRUSTED_PROXIES, or null when it is an address or a CIDR block. */
export function proxyEntryProblem(entry: string): string | null {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(normalize(address));
  if (!family || extra !== undefined) return `"${entry}" is not an IP address or CIDR block`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max ? null : `"${entry}" has a prefix outside 0-${max}`;
}

/** The set of trusted proxies from TRUSTED_PROXIES' entries (validated by lib/env.ts). */
export function trustedProxies(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [raw = '', bits] = entry.split('/');
    const address = normalize(raw);
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const trusted = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address from the request's X-Forwarded-For (see above); 'unknown' when there is none. */
export function clientAddressFrom(forwardedFor: string | null, proxies: BlockList): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalize)
    .filter((a) => a.length > 0);
  let i = hops.length - 1;
  while (i > 0 && trusted(proxies, hops[i] as string)) i--;
  return hops[i] ?? 'unknown';
}
