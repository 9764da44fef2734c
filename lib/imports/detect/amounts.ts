// Money as exports write it, to signed integer cents: "$1,234.56", "-12.00", "(12.00)" (accounting
// negative), "12.00-", "USD 12.00", "12.00 CR" (a credit: the opposite sign of the plain amounts beside
// it). Never evaluated: "=1+2" is simply not an amount. Pure.

const AMOUNT =
  /^(?<pre>[-+])?\s*(?<cur>\$|usd|us\$)?\s*(?<sign>[-+])?\s*(?<int>\d{1,3}(?:,\d{3})+|\d+)?(?:\.(?<frac>\d{1,2}))?\s*(?<post>-|cr|dr)?$/i;

export interface AmountStyle {
  /** Some value carried a currency symbol or code. */
  currencySymbol: boolean;
  /** Some value grouped thousands with commas. */
  thousandsSeparator: boolean;
  /** Some negative value was written in parentheses. */
  parenthesesNegative: boolean;
}

export interface ParsedAmount {
  cents: number;
  style: AmountStyle;
}

/** The value in signed cents, or null when it is not an amount (empty counts as not an amount). */
export function parseAmount(value: string): ParsedAmount | null {
  let text = value.trim();
  let negative = false;
  const parenthesized = /^\((.*)\)$/.exec(text);
  if (parenthesized) {
    text = (parenthesized[1] ?? '').trim();
    negative = true;
  }
  const m = AMOUNT.exec(text);
  const g = m?.groups;
  if (!g || (g.int === undefined && g.frac === undefined)) return null;
  const signs = [g.pre, g.sign].filter(Boolean);
  if (signs.length > 1 || (parenthesized && (signs.length > 0 || g.post))) return null;
  if (signs[0] === '-' || g.post === '-' || g.post?.toLowerCase() === 'cr') negative = !negative;
  const whole = Number((g.int ?? '0').replace(/,/g, ''));
  const cents = whole * 100 + Number((g.frac ?? '').padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return null;
  return {
    cents: negative && cents !== 0 ? -cents : cents,
    style: {
      currencySymbol: Boolean(g.cur),
      thousandsSeparator: (g.int ?? '').includes(','),
      parenthesesNegative: Boolean(parenthesized),
    },
  };
}

/** The style features seen anywhere in the values. */
export function detectAmountStyle(values: readonly string[]): AmountStyle {
  const style: AmountStyle = { currencySymbol: false, thousandsSeparator: false, parenthesesNegative: false };
  for (const v of values) {
    const p = parseAmount(v);
    if (!p) continue;
    style.currencySymbol ||= p.style.currencySymbol;
    style.thousandsSeparator ||= p.style.thousandsSeparator;
    style.parenthesesNegative ||= p.style.parenthesesNegative;
  }
  return style;
}

export type ExpenseSign = 'negative' | 'positive';

/**
 * Which sign a single amount column gives expenses: bank and card statements write purchases negative
 * (money out) and payments or refunds positive; expense trackers write every expense positive. The sign
 * most of the non-zero amounts carry wins; a tie is positive.
 */
export function detectExpenseSign(cents: readonly number[]): ExpenseSign {
  let negatives = 0;
  let positives = 0;
  for (const c of cents) {
    if (c < 0) negatives++;
    else if (c > 0) positives++;
  }
  return negatives > positives ? 'negative' : 'positive';
}
