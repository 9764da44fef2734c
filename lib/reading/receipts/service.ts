import 'server-only';
import { readDocument, type DocumentTask, type ExtractInput } from '@/lib/providers/ai/openai';
import { fileKind } from '@/lib/reading/contracts/extract';
import { readPdf } from '@/lib/reading/contracts/pdf';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { documentText } from '@/lib/reading/document-text';
import { readInOrder, requireReaders } from '@/lib/reading/readers';
import { receiptFieldsFromText } from '@/lib/reading/receipt-rules';
import { readOwnFile } from '@/lib/providers/storage/service';
import { readSomething, toReading, type ReceiptReading } from './conversion';
import {
  RECEIPT_INSTRUCTIONS,
  RECEIPT_SCHEMA_NAME,
  receiptFieldsSchema,
  receiptJsonSchema,
  type ReceiptFields,
} from './model-schema';

// Receipt reading (POST /expenses/analyze-receipt): the AI model when configured, with the same client and
// limits as contract analysis, else (or when it is down) this server's text recognition and rules
// (lib/reading). Order of checks as docs/api-guide.md §3: body (route), 503 without any reader, 404 for the
// key, 422 when the file or its reading holds nothing usable.

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

type ReceiptKind = 'pdf' | 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, at: number, text: string) =>
  Buffer.from(bytes.subarray(at, at + text.length)).toString('latin1') === text;

/** The file's kind by its bytes; 422 for a HEIC photo (with what to do) and for anything else. */
function receiptKind(bytes: Uint8Array): ReceiptKind {
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  if (
    startsWith(bytes, 4, 'ftyp') &&
    /^(heic|heix|hevc|mif1)/.test(Buffer.from(bytes.subarray(8, 12)).toString('latin1'))
  ) {
    throw unreadable('HEIC photos cannot be read yet; share the photo as JPEG and upload it again');
  }
  const kind = fileKind(bytes);
  if (!kind) throw unreadable('it is not a PDF, JPEG, PNG or WebP file');
  return kind;
}

/** What the model is sent: a PDF's text (or its pages as images), else the photo itself. */
async function receiptInput(bytes: Uint8Array): Promise<ExtractInput> {
  const kind = receiptKind(bytes);
  if (kind === 'pdf') return readPdf(bytes, unreadable);
  return { images: [{ base64: Buffer.from(bytes).toString('base64'), mimeType: `image/${kind}` }] };
}

/** The receipt as its reader sees it: the model's fields, or the rules' fields from its text. */
async function readReceipt(bytes: Uint8Array, source: 'ai' | 'ocr'): Promise<ReceiptReading> {
  if (source === 'ai') return toReading(await readDocument(await receiptInput(bytes), RECEIPT_TASK), 'ai');
  const kind = receiptKind(bytes) === 'pdf' ? 'pdf' : 'image';
  return toReading(receiptFieldsFromText(await documentText(bytes, kind, unreadable)), 'ocr');
}

export async function analyzeReceipt(ctx: Pick<Ctx, 'userId'>, objstoreKey: string): Promise<ReceiptReading> {
  const order = requireReaders('Receipt reading');
  const bytes = await readOwnFile(ctx.userId, objstoreKey, 'receipts');
  const reading = await readInOrder(order, (source) => readReceipt(bytes, source));
  if (!readSomething(reading)) throw unreadable('no date, merchant or total was found on it');
  return reading;
}
