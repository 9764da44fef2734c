import 'server-only';
import { env } from '@/lib/env';
import { clientAddressFrom } from '@/lib/core/client-address';
import { limiterFor } from '@/lib/rate-limit/limiter';

// Sign-in attempts are limited per account and per client address, in the API's limiter store (so the
// limit holds across instances with Upstash). Each attempt counts, right or wrong, and is counted before
// the password is checked: past the limit no password is hashed at all. The same answer whether the
// account exists or not, so the limit reveals nothing either.

export const SIGN_IN_PER_ACCOUNT = 10;
export const SIGN_IN_PER_ADDRESS = 30;
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAILS_PER_ADDRESS = 10;

/**
 * The client's address: the peer that connected, or, behind proxies named in TRUSTED_PROXIES, the address
 * the outermost of them saw (lib/core/client-address.ts). What a client claims is never believed.
 */
export function clientAddress(headers: Headers): string {
  return clientAddressFrom(headers.get('x-forwarded-for'), env().trustedProxies);
}

async function allow(name: string, limits: [string, number][], now: number): Promise<boolean> {
  const results = await Promise.all(limits.map(([key, max]) => limiterFor(name, max).limit(key, now)));
  return results.every((r) => r.success);
}

/** False when this account or this address has used its sign-in attempts of the last minute. */
export function allowSignIn(email: string, address: string, now = Date.now()): Promise<boolean> {
  const account = email.trim().toLowerCase();
  return allow(
    'signin',
    [
      [`signin:account:${account}`, SIGN_IN_PER_ACCOUNT],
      [`signin:address:${address}`, SIGN_IN_PER_ADDRESS],
    ],
    now,
  );
}

/** False when too many reset emails were asked for this address or account in the last minute. */
export function allowResetMail(email: string, address: string, now = Date.now()): Promise<boolean> {
  return allow(
    'reset',
    [
      [`reset:account:${email.trim().toLowerCase()}`, RESET_MAILS_PER_ACCOUNT],
      [`reset:address:${address}`, RESET_MAILS_PER_ADDRESS],
    ],
    now,
  );
}
