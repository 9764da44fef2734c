// Text as the packet prints it. The PDF uses the standard Helvetica fonts (no font file to ship or embed),
// which encode only Windows-1252 ("WinAnsi"): anything else would print as garbage, so accented letters
// outside it lose their accent and other symbols become "?". Money is integer cents until printed here.
import { formatDate } from '@/lib/core/dates';

/** The characters WinAnsi adds to Latin-1 (curly quotes, dashes, bullet, euro…). */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e,
  0x0178,
]);
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2713': 'Yes',
  '\u2717': 'No',
  '\u00a0': ' ',
};

function printable(cp: number): boolean {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa1 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);
}

/** A string Helvetica can print: tabs and line breaks become spaces, the rest is mapped or replaced. */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.replace(/[\t\r\n]+/g, ' ')) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    if (printable(cp)) out += ch;
    else if (REPLACEMENTS[ch]) out += REPLACEMENTS[ch];
    else {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => printable(c.codePointAt(0) ?? 0)) && base ? base : '?';
    }
  }
  return out;
}

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const countFormat = new Intl.NumberFormat('en-US');

/** Integer cents as dollars: 125050 → '$1,250.50'. */
export const usd = (cents: number): string => usdFormat.format(cents / 100);

/** 'YYYY-MM-DD' → 'Mar 14, 2026', as the app writes dates; '' for none. */
export const day = (value: string | null | undefined): string => (value ? formatDate(value) : '');

/** 12345 → '12,345'. */
export const count = (n: number): string => countFormat.format(n);
