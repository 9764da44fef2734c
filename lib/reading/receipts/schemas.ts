import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '@/lib/records/expenses/resource';
import { readingSourceSchema } from '@/lib/reading/schemas';
import { recordBody } from '@/lib/validation/common';

// POST /expenses/analyze-receipt: the body (a receipt key) and the reading it answers.

export const analyzeReceiptBody = recordBody({
  objstore_key: z.string().min(1).max(512).meta({ description: 'Key returned by POST /expenses/upload-url' }),
});

export const receiptReadingSchema = z
  .object({
    date: z.iso.date().nullable(),
    merchant: z.string().nullable(),
    amount: z.int().nullable().meta({ description: 'The total in cents (minor units) of `currency`' }),
    currency: z.string().nullable().meta({ description: 'ISO 4217 code, e.g. USD; null when unknown' }),
    category: z.enum(EXPENSE_CATEGORIES).nullable().meta({ description: 'A suggested expense category' }),
    source: readingSourceSchema,
  })
  .meta({ id: 'ReceiptReading' });
