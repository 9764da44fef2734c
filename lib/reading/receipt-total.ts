import { amountsIn, pointlessAmount, type Amount } from './text/amounts';
import { compact, hasWord } from './text/lines';

// The total of a receipt: the amount paid, not a subtotal, a tax, a tip, the cash handed over, the change,
// the savings or a balance left at zero. Lines are ranked by the words before their amount; the best
// rank wins, and among lines of one rank the largest amount (a total after the tip beats the one before
// it). Pure.

/** Words of a line that states what was paid, best first. */
const RANKS: [number, string[]][] = [
  [
    3,
    [
      'GRANDTOTAL',
      'TOTALDUE',
      'AMOUNTDUE',
      'BALANCEDUE',
      'TOTALCHARGES',
      'TOTALAMOUNT',
      'AMOUNTPAID',
      'TOTALPAID',
      'ORDERTOTAL',
      'TOTALSALE',
    ],
  ],
  [2, ['TOTAL']],
  // A card payment line repeats the total; "AMOUNT" alone is usually it too.
  [1, ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DEBIT', 'CREDIT', 'AMOUNT']],
];

/** Words of a line whose amount is never the total: exact, and (5 letters or more) with one letter misread. */
const NEVER = ['TAX', 'TIP', 'CASH', 'TEND', 'CHANGE', 'SAVED', 'COUPON', 'POINTS', 'REWARD', 'ITEMS'];
const NEVER_FUZZY = ['SUBTOTAL', 'SAVINGS', 'DISCOUNT', 'GRATUITY'];

function rankOf(label: string): number {
  const words = compact(label);
  const never = NEVER.some((w) => words.includes(w)) || NEVER_FUZZY.some((w) => hasWord(words, w));
  // "BALANCE DUE" and the like outrank a word that happens to be beside them.
  const ranked = RANKS.find(([, list]) => list.some((w) => hasWord(words, w)))?.[0] ?? 0;
  return never && ranked < 3 ? 0 : ranked;
}

interface Candidate {
  rank: number;
  cents: number;
  dollar: boolean;
}

/** The line's amount: the last one printed on it (the label comes first). */
function lineAmount(line: string): Amount | null {
  return amountsIn(line).at(-1) ?? null;
}

/** The amount of the next line when it is only an amount (no label of its own). */
function amountBelow(next: string | undefined): Amount | null {
  const first = next === undefined ? undefined : amountsIn(next)[0];
  if (!next || !first || /[A-Za-z]{2}/.test(next.slice(0, first.start))) return null;
  return first;
}

function candidates(lines: string[]): Candidate[] {
  const found: Candidate[] = [];
  lines.forEach((line, i) => {
    const amount = lineAmount(line);
    const label = amount ? line.slice(0, amount.start) : line;
    const rank = rankOf(label);
    if (rank === 0) return;
    // The recognizer may lose the decimal point, or put the amount on a line of its own under the label.
    const own = amount ?? pointlessAmount(line) ?? amountBelow(lines[i + 1]);
    if (own && own.cents > 0) found.push({ rank, cents: own.cents, dollar: own.dollar });
  });
  return found;
}

/**
 * The recognizer reads a dollar sign as an 8 or a 5 ("$36.00" → "836.00"). A total without a dollar sign
 * whose figure appears nowhere else on the receipt, while the same figure without its first digit does
 * (the subtotal, the one item), is taken without that digit.
 */
function withoutMisreadDollar(total: Candidate, lines: string[]): number {
  const figure = String(total.cents);
  if (total.dollar || !/^[85]\d{3,}/.test(figure)) return total.cents;
  const shorter = Number(figure.slice(1));
  const others = lines.flatMap((line) => amountsIn(line).map((a) => Math.abs(a.cents)));
  const seen = (cents: number) => others.filter((c) => c === cents).length;
  return seen(total.cents) <= 1 && seen(shorter) >= 1 ? shorter : total.cents;
}

/** The receipt's total in cents, or null when no line states one. */
export function receiptTotal(lines: string[]): number | null {
  const all = candidates(lines);
  const best = Math.max(0, ...all.map((c) => c.rank));
  const top = all.filter((c) => c.rank === best).sort((a, b) => b.cents - a.cents)[0];
  return top ? withoutMisreadDollar(top, lines) : null;
}
