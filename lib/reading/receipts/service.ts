import 'server-only';
import { readDocument, requireOpenai, type DocumentTask, type ExtractInput } from '@/lib/providers/ai/openai';
import { fileKind } from '@/lib/reading/contracts/extract';
import { readPdf } from '@/lib/reading/contracts/pdf';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { readOwnFile } from '@/lib/providers/storage/service';
import { readSomething, toReading, type ReceiptReading } from './conversion';
import {
  RECEIPT_INSTRUCTIONS,
  RECEIPT_SCHEMA_NAME,
  receiptFieldsSchema,
  receiptJsonSchema,
  type ReceiptFields,
} from './model-schema';

// Receipt reading (POST /expenses/analyze-receipt) with the same model, client and limits as contract
// analysis. Order of checks as docs/api-guide.md §3: body (route), 503 without a model, 404 for the key, 422 when
// the file or the model's answer holds nothing usable.

const unreadable = (why: string) =>
  new ApiError('unprocessable_receipt', `The receipt could not be read: ${why}`);

const RECEIPT_TASK: DocumentTask<ReceiptFields> = {
  noun: 'receipt',
  feature: 'Receipt reading',
  instructions: RECEIPT_INSTRUCTIONS,
  schemaName: RECEIPT_SCHEMA_NAME,
  schema: receiptFieldsSchema,
  jsonSchema: receiptJsonSchema(),
  unreadable,
};

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  Buffer.from(bytes.subarray(at, at + text.length)).toString('latin1') === text;

/** What the model is sent: a PDF's text (or its pages as images), else the photo itself. */
export async function receiptInput(bytes: Uint8Array): Promise<ExtractInput> {
  const base64 = () => Buffer.from(bytes).toString('base64');
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) {
    return { images: [{ base64: base64(), mimeType: 'image/webp' }] };
  }
  if (
    startsWith(bytes, 4, 'ftyp') &&
    /^(heic|heix|hevc|mif1)/.test(Buffer.from(bytes.subarray(8, 12)).toString('latin1'))
  ) {
    throw unreadable('HEIC photos cannot be read yet; share the photo as JPEG and upload it again');
  }
  const kind = fileKind(bytes);
  if (kind === 'pdf') return readPdf(bytes, unreadable);
  if (kind === 'png' || kind === 'jpeg') return { images: [{ base64: base64(), mimeType: `image/${kind}` }] };
  throw unreadable('it is not a PDF, JPEG, PNG or WebP file');
}

export async function analyzeReceipt(ctx: Pick<Ctx, 'userId'>, objstoreKey: string): Promise<ReceiptReading> {
  requireOpenai('Receipt reading');
  const bytes = await readOwnFile(ctx.userId, objstoreKey, 'receipts');
  const reading = toReading(await readDocument(await receiptInput(bytes), RECEIPT_TASK));
  if (!readSomething(reading)) throw unreadable('no date, merchant or total was found on it');
  return reading;
}
