// Agency names as people type them ("Aya Healthcare, Inc.", "aya healthcare") compared as one. Pure.

const SUFFIXES = /\b(inc|incorporated|llc|llp|lp|pllc|ltd|limited|corp|corporation|co|company)\b/g;

/** The key two spellings of one agency share: lower case, "&" as "and", no punctuation or legal suffix. */
export function agencyKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
