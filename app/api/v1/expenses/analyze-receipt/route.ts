// POST /api/v1/expenses/analyze-receipt: reads an uploaded receipt with the AI model (date, merchant, total)
import { methods } from '@/lib/http/methods';
import { json } from '@/lib/http/respond';
import { route } from '@/lib/http/route';
import { analyzeReceiptBody } from '@/lib/receipts/schemas';
import { analyzeReceipt } from '@/lib/receipts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: analyzeReceiptBody }, async ({ ctx, body }) =>
    json(await analyzeReceipt(ctx, body.objstore_key)),
  ),
});
