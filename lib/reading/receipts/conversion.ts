import { normalizeDate, oneTimeCents } from '@/lib/reading/contracts/conversion';
import type { ReadingSource } from '@/lib/reading/source';
import type { ReceiptFields } from './model-schema';

// The response of POST /expenses/analyze-receipt: the model's reading, or the rules' reading of the text on
// this server (lib/reading/receipt-rules.ts), converted (dates to YYYY-MM-DD, the total to integer cents of
// its currency). Pure.

export interface ReceiptReading {
  date: string | null;
  merchant: string | null;
  /** Minor units (cents) of `currency`. */
  amount: number | null;
  currency: string | null;
  category: ReceiptFields['category'];
  source: ReadingSource;
}

/** A name as an expense description keeps it (at most 200 characters here); blank is null. */
function merchantName(value: string | null): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed ? trimmed.slice(0, 200) : null;
}

function currencyCode(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === '$' || code === 'US$') return 'USD';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

export function toReading(fields: ReceiptFields, source: ReadingSource): ReceiptReading {
  const amount = fields.total !== null && fields.total > 0 ? oneTimeCents(fields.total) : null;
  return {
    date: normalizeDate(fields.date),
    merchant: merchantName(fields.merchant),
    amount: amount !== null && amount > 0 ? amount : null,
    currency: currencyCode(fields.currency),
    category: fields.category,
    source,
  };
}

/** Whether the reading holds anything a form can use (a currency alone is nothing). */
export function readSomething(r: ReceiptReading): boolean {
  return r.date !== null || r.merchant !== null || r.amount !== null;
}
