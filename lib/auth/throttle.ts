import 'server-only';
import { env } from '@/lib/env';
import { clientAddressFrom } from '@/lib/core/client-address';
import { limiterFor } from '@/lib/providers/rate-limit/limiter';

// Sign-in attempts are limited per account and per client address, in the API's limiter store (so the
// limit holds across instances with Redis or Upstash). Both are counted before the password is checked:
// past either limit no password is hashed at all. The same answer whether the account exists or not, so
// the limit reveals nothing either.
//
// Per account, every attempt counts, right or wrong: no one account can be tried more than 10 times a
// minute, from wherever.
//
// Per address, only failures count (a wrong password, an unknown email). Many nurses share one address on
// a hospital's Wi-Fi, and when every sign-in counted, 30 honest ones in a minute (a shift change) locked
// the whole network out. The address's attempt is taken before the hash, as before (so a burst of guesses
// sent at once cannot run past the limit while the first are being hashed), and given back when the
// password was right (signInSucceeded); an attempt refused by the account's limit checked no password
// and is given back at once. Successes are not counted under a ceiling of their own: the address limit is
// there against guessing across many accounts (password spraying), which the per-account limit cannot
// see, and a right password is no guess; it tells the client nothing it did not know. Each account still
// spends its own budget on every attempt, so a ceiling on successes would stop no attack the two limits
// do not, and would only bring the shared network's lock-out back at a higher number.

export const SIGN_IN_PER_ACCOUNT = 10;
/** Failed sign-ins a minute from one address (right passwords are given back). */
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

const accountKey = (email: string) => `signin:account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `signin:address:${address}`;
const addressLimiter = () => limiterFor('signin', SIGN_IN_PER_ADDRESS);

/**
 * Counts a sign-in attempt, before its password is checked: false when this account has used its attempts
 * of the last minute or this address its failures, and then no password may be checked. Until
 * signInSucceeded says otherwise, the attempt counts as a failure of the address.
 */
export async function allowSignIn(email: string, address: string, now = Date.now()): Promise<boolean> {
  const [account, network] = await Promise.all([
    limiterFor('signin', SIGN_IN_PER_ACCOUNT).limit(accountKey(email), now),
    addressLimiter().limit(addressKey(address), now),
  ]);
  if (network.success && !account.success) await addressLimiter().refund(addressKey(address), now);
  return account.success && network.success;
}

/** The password of the attempt allowed at `now` was right: the address gets that attempt back. */
export function signInSucceeded(address: string, now: number): Promise<void> {
  return addressLimiter().refund(addressKey(address), now);
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
