import type { ReceiptFields } from '@/lib/reading/receipts/model-schema';
import { receiptCategory } from './receipt-category';
import { receiptMerchant } from './receipt-merchant';
import { receiptTotal } from './receipt-total';
import { datesIn } from './text/dates';
import { textLines } from './text/lines';

// A receipt's fields from its text by rules, in the shape the AI model answers (lib/reading/receipts/model-schema.ts),
// so that one conversion (lib/reading/receipts/conversion.ts) serves both readers. Pure.

/** Words beside a date that say it is not the day of the purchase. */
const NOT_PURCHASE =
  /\b(returns|return by|return within|until|exp|expires?|expiration|valid thru|arrival|due)\b/i;

/**
 * The purchase date: the date on a line labelled "date", else on a line with the time of day, else the
 * first one; never one beside words of a return or an expiry deadline.
 */
function receiptDate(lines: string[]): string | null {
  let best: { iso: string; score: number } | null = null;
  for (const [i, line] of lines.entries()) {
    const found = datesIn(line)[0];
    if (!found) continue;
    // The words before the date; for a date that starts its line, the line above ("RETURNS ACCEPTED UNTIL").
    const label = line.slice(0, found.start);
    const before = /[A-Za-z]{2}/.test(label) ? label : `${lines[i - 1] ?? ''} ${label}`;
    if (NOT_PURCHASE.test(before)) continue;
    const score = (/\bdate\b/i.test(line) ? 2 : 0) + (/\b\d{1,2}:\d{2}\b/.test(line) ? 1 : 0);
    if (!best || score > best.score) best = { iso: found.iso, score };
  }
  return best?.iso ?? null;
}

export function receiptFieldsFromText(text: string): ReceiptFields {
  const lines = textLines(text);
  const total = receiptTotal(lines);
  const merchant = receiptMerchant(lines);
  return {
    date: receiptDate(lines),
    merchant,
    total: total === null ? null : total / 100,
    // US receipts; said only when the receipt prints a dollar sign or the code.
    currency: total !== null && /\$|\bUSD\b/.test(text) ? 'USD' : null,
    category: receiptCategory(merchant, lines),
  };
}
