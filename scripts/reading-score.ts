// npm run reading:score — reads the whole reading set (tests/helpers/reading: 24 receipts, 10 contracts and
// 6 scans of them) the way the server reads without an AI key (lib/reading: pdf.js text, tesseract.js in its
// thread, the rules, the conversion), and prints precision and recall per field:
//   precision = correct / fields filled,  recall = correct / fields the document states.
// A filled field that the document does not state (or states otherwise) counts against precision.
// Takes 1-3 minutes (about 2-5 s per photo on one core). `--verbose` prints every miss.
import { contractText } from '@/lib/reading/contracts/extract';
import { toExtraction } from '@/lib/reading/contracts/extraction';
import { ApiError } from '@/lib/core/errors';
import { contractFieldsFromText } from '@/lib/reading/contract-rules';
import { documentText } from '@/lib/reading/document-text';
import { stopRecognition } from '@/lib/reading/ocr/engine';
import { receiptFieldsFromText } from '@/lib/reading/receipt-rules';
import { toReading } from '@/lib/reading/receipts/conversion';
import { CONTRACT_CASES } from '@/tests/helpers/reading/contract-cases';
import { contractPdf, contractScan, receiptFile, type SetFile } from '@/tests/helpers/reading/documents';
import { RECEIPT_CASES } from '@/tests/helpers/reading/receipt-cases';

const verbose = process.argv.includes('--verbose');

type Values = Record<string, unknown>;
interface Tally {
  stated: number;
  filled: number;
  correct: number;
}

/** Names are compared in capitals with punctuation as spaces ("CVS/pharmacy" = "CVS PHARMACY"). */
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string'
    ? a
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ' ')
        .trim() ===
      b
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, ' ')
        .trim()
    : a === b;

class Score {
  readonly fields = new Map<string, Tally>();
  documents = 0;
  ms = 0;

  add(label: string, expected: Values, read: Values, ms: number): void {
    this.documents++;
    this.ms += ms;
    for (const [field, want] of Object.entries(expected)) {
      const got = read[field] ?? null;
      const t = this.fields.get(field) ?? { stated: 0, filled: 0, correct: 0 };
      if (want !== null) t.stated++;
      if (got !== null) t.filled++;
      if (want !== null && same(got, want)) t.correct++;
      else if (verbose && (want !== null || got !== null)) {
        console.log(
          `  miss ${label} ${field}: read ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
        );
      }
      this.fields.set(field, t);
    }
  }

  print(title: string): void {
    const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
    console.log(`\n${title}: ${this.documents} documents, ${Math.round(this.ms / this.documents)} ms each`);
    console.log('  field              stated  filled  correct  precision  recall');
    for (const [field, t] of this.fields) {
      console.log(
        `  ${field.padEnd(18)} ${String(t.stated).padStart(6)} ${String(t.filled).padStart(7)} ${String(t.correct).padStart(8)}` +
          `     ${pct(t.correct, t.filled)}  ${pct(t.correct, t.stated)}`,
      );
    }
  }
}

const receiptUnreadable = (why: string) => new ApiError('unprocessable_receipt', why);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function readReceipt(file: SetFile): Promise<Values> {
  const kind = file.type === 'application/pdf' ? 'pdf' : 'image';
  const text = await documentText(file.bytes, kind, receiptUnreadable);
  return { ...toReading(receiptFieldsFromText(text), 'ocr') };
}

async function readContract(file: Uint8Array): Promise<Values> {
  return { ...toExtraction(contractFieldsFromText(await contractText(file)), 'ocr') };
}

const photos = new Score();
const receiptPdfs = new Score();
for (const [i, c] of RECEIPT_CASES.entries()) {
  const file = await receiptFile(c, i);
  const [read, ms] = await timed(() => readReceipt(file));
  (c.photo ? photos : receiptPdfs).add(c.name, { ...c.expected }, read, ms);
}
photos.print('Receipts, photos (OCR)');
receiptPdfs.print('Receipts, PDFs (text layer)');

const texts = new Score();
const scans = new Score();
for (const [i, c] of CONTRACT_CASES.entries()) {
  const [read, ms] = await timed(async () => readContract(await contractPdf(c)));
  texts.add(c.name, { ...c.expected }, read, ms);
  const scan = await contractScan(c, i);
  if (!scan) continue;
  const [scanRead, scanMs] = await timed(() => readContract(scan.bytes));
  scans.add(`${c.name} (scan)`, { ...c.expected }, scanRead, scanMs);
}
texts.print('Contracts, PDFs (text layer)');
scans.print('Contracts, scans (OCR)');
await stopRecognition();
