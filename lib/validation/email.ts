import { z } from 'zod';

// The one rule for an email address we keep or mail (sign-up, an identity provider's claim, the mail
// sender): a single plain mailbox, local-part@domain. No list (a comma would mail a second address), no
// CR/LF (a header of our own), no display name, angle brackets, comments or quoted local part (each a way
// to hide a second address from a reader), and within RFC 5321's limits (§4.5.3.1).

export const ONE_EMAIL = 'Enter one email address, e.g. name@example.com';

/** RFC 5321 §4.5.3.1.3: a path is at most 256 octets with its angle brackets, so the address 254. */
const MAX_ADDRESS = 254;
/** §4.5.3.1.1: the local part; RFC 1035 §2.3.4: each label of the domain. */
const MAX_LOCAL = 64;
const MAX_LABEL = 63;

const withinLimits = (address: string) => {
  const at = address.lastIndexOf('@');
  const labels = address.slice(at + 1).split('.');
  return at <= MAX_LOCAL && labels.every((l) => l.length <= MAX_LABEL);
};

/**
 * One mailbox. Control characters are refused before the spaces around it are trimmed (a trailing CR/LF
 * is never trimmed into a valid address); zod's email pattern admits ASCII letters, digits and `_'+-.` in
 * the local part, so a comma, a space, `<>`, `()` or a quote is refused.
 */
export const emailAddress = z
  .string()
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, ONE_EMAIL)
  .trim()
  .max(MAX_ADDRESS, `Use at most ${MAX_ADDRESS} characters`)
  .regex(z.regexes.email, ONE_EMAIL)
  .refine(withinLimits, ONE_EMAIL);

/** The address when `value` is one mailbox by the rule above (trimmed), else null. */
export function oneMailbox(value: unknown): string | null {
  const parsed = emailAddress.safeParse(value);
  return parsed.success ? parsed.data : null;
}
