// Money in a line of a document's text, as printed or as text recognition returns it: "$1,234.56",
// "22.28", "-389.37", "$ 24.00", and the recognizer's usual slips: a decimal comma ("1,99"), letters for
// digits inside a number ("2O.48", "l2.99"), "S" for "$". Pure.

export interface Amount {
  /** Signed cents. */
  cents: number;
  /** Where the amount stands in the line (index of its first and after its last character). */
  start: number;
  end: number;
  /** Printed with a dollar sign. */
  dollar: boolean;
}

// Letters the recognizer puts for digits, undone only inside something shaped like an amount.
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1' };
const DIGITISH = '[\\dOoDlI|]';

// A sign, a dollar sign (or an S before a digit), whole dollars (grouped by commas or not) and exactly two
// decimals after a point or a comma. Receipts and contracts print cents; a bare integer is a count or a
// code (a store number, a ZIP), never taken for money here.
const AMOUNT = new RegExp(
  String.raw`(?<![\w.,$])(-\s?)?(\$\s?|S(?=\d))?(${DIGITISH}{1,3}(?:,${DIGITISH}{3})+|${DIGITISH}{1,7})[.,](${DIGITISH}{2})(?![\w])`,
  'g',
);

// Whole dollars with a dollar sign ("$1,400", "$90"), which contracts write; never a bare number.
const WHOLE_DOLLARS = /(?<![\w.,$])(-\s?)?\$\s?(\d{1,3}(?:,\d{3})+|\d{1,7})(?![\w,]|\.\d)/g;

const digits = (s: string) => s.replace(/[OoDlI|]/g, (c) => DIGIT_FOR[c] ?? c).replace(/,/g, '');

/** Every amount of the line, in order; `wholeDollars`: "$1,400" too, not only "$1,400.00". */
export function amountsIn(line: string, { wholeDollars = false } = {}): Amount[] {
  const found: Amount[] = [];
  if (wholeDollars) {
    for (const m of line.matchAll(WHOLE_DOLLARS)) {
      const cents = Number((m[2] ?? '').replace(/,/g, '')) * 100;
      found.push({ cents: m[1] ? -cents : cents, start: m.index, end: m.index + m[0].length, dollar: true });
    }
  }
  for (const m of line.matchAll(AMOUNT)) {
    const [whole, sign, dollar, units = '', decimals = ''] = m;
    // At least one real digit: "lO.OO" is not an amount, "1O.00" is.
    if (!/\d/.test(units + decimals)) continue;
    const cents = Number(digits(units)) * 100 + Number(digits(decimals));
    if (!Number.isSafeInteger(cents)) continue;
    found.push({
      cents: sign ? -cents : cents,
      start: m.index,
      end: m.index + whole.length,
      dollar: dollar !== undefined,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * A dollar amount whose decimal point the recognizer lost ("$2798" for "$27.98"): a dollar sign and three
 * to six digits, the first not a zero, read as cents ("$098" is as likely a garbled "$27.98" as "$0.98").
 * Only for a line that names a total and holds no other amount.
 */
export function pointlessAmount(line: string): Amount | null {
  const m = /(?<![\w.,])\$\s?([1-9]\d{2,5})(?![\w.,])/.exec(line);
  if (!m) return null;
  return { cents: Number(m[1]), start: m.index, end: m.index + m[0].length, dollar: true };
}
