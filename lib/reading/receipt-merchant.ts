import { amountsIn } from './text/amounts';
import { datesIn } from './text/dates';
import { trimNoise } from './text/lines';

// The merchant of a receipt: the first line at its top that reads as a name, not as an address, a phone
// number, a web address, a date, an amount or a greeting; without its store number. Pure.

/** Lines at the top of a receipt looked at for the name. */
const TOP_LINES = 6;

const STREET = /\b(ST|STREET|AVE|AVENUE|BLVD|RD|ROAD|DR|DRIVE|HWY|LN|LANE|WAY|PKWY|PLZ|SUITE|STE|EXIT)\b\.?/i;
const SKIP: RegExp[] = [
  /^\d+\s+\S/, // a street number: "1200 E COLFAX AVE"
  /\b[A-Z]{2},?\s*\d{5}(?:-\d{4})?\b/, // "DENVER, CO 80218"
  /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/, // a phone number
  /www\.|https?:|\.com\b|@/i,
  /^(tel|phone|fax|store|receipt|invoice|order|customer|merchant|cashier|register|terminal|server|table|guests?)\b/i,
  /^(thank|thanks|welcome)\b.*$/i,
];

/** "WELCOME TO SHELL" → "SHELL"; the store number and a trailing "STORE" go: "STARBUCKS STORE #10452" → "STARBUCKS". */
function cleaned(line: string): string {
  return line
    .replace(/^welcome\s+to\s+/i, '')
    .replace(/\s*(?:\bstore\b\s*)?(?:#|\bno\.?\s*)\s*\d+\s*$/i, '')
    .replace(/\s+\bstore\b\s*$/i, '')
    .replace(/[\s.,:;*'"-]+$/, '')
    .trim();
}

function looksLikeName(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '').length;
  const visible = line.replace(/\s/g, '').length;
  if (letters < 2 || letters / visible < 0.6) return false;
  if (amountsIn(line).length > 0 || datesIn(line).length > 0) return false;
  if (/\d/.test(line) && STREET.test(line)) return false;
  return !SKIP.some((re) => re.test(line));
}

/** The merchant's name as printed (at most 200 characters), or null. */
export function receiptMerchant(lines: string[]): string | null {
  for (const raw of lines.slice(0, TOP_LINES)) {
    const line = trimNoise(raw);
    // The first date or amount ends the header: the name comes before it.
    if (datesIn(line).length > 0 || amountsIn(line).length > 0) break;
    const name = cleaned(line);
    if (name && looksLikeName(name)) return name.replace(/\s+/g, ' ').slice(0, 200);
  }
  return null;
}
