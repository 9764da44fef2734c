// POST /api/v1/expenses/analyze-receipt: reads an uploaded receipt with the AI model (date, merchant, total)
import { receiptExample, receiptKey } from '@/lib/imports/examples';
import { analyzeReceiptBody, receiptReadingSchema } from '@/lib/reading/receipts/schemas';
import { analyzeReceipt } from '@/lib/reading/receipts/service';
import { endpoint } from '@/lib/http/endpoint';
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/v1/expenses/analyze-receipt',
      operationId: 'analyzeReceipt',
      summary: 'Read a receipt',
      description:
        'Reads a receipt uploaded through POST /expenses/upload-url (JPEG, PNG, WebP or PDF) with the AI model: ' +
        'date, merchant, total in cents with its currency, and a suggested category; a field it cannot read is ' +
        'null. 503 when no model is configured; 422 `unprocessable_receipt` when nothing can be read.',
      tags: ['Expenses'],
      body: analyzeReceiptBody,
      response: receiptReadingSchema,
      errors: ['not_configured', 'not_found', 'unprocessable_receipt', 'unavailable'],
      examples: { request: { objstore_key: receiptKey }, response: receiptExample },
    },
    async ({ ctx, body }) => json(await analyzeReceipt(ctx, body.objstore_key)),
  ),
});
