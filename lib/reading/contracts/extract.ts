import 'server-only';
import type { ExtractInput } from '@/lib/providers/ai/openai';
import { documentText } from '@/lib/reading/document-text';
import { readOwnFile } from '@/lib/providers/storage/service';
import { contractUnreadable as unreadable, readPdf } from './pdf';

// From an uploaded file to what the model reads: a PDF's text in process, else images (a photo or scan of
// the contract); or, without the model, to its text on this server (lib/reading). Upload types are PDF, JPEG
// and PNG (docs/api-guide.md §7); the bytes decide, not the declared type.

export type ContractFileKind = 'pdf' | 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The file's type by its magic bytes; `%PDF-` may follow up to 1 KiB of junk, as readers allow. */
export function fileKind(bytes: Uint8Array): ContractFileKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  if (Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

/** The caller's own uploaded contract; 404 for a key outside `contracts/<user_id>/` or never uploaded. */
export function readOwnContract(userId: number, key: string): Promise<Buffer> {
  return readOwnFile(userId, key, 'contracts');
}

/** The file's kind, or 422 for anything that is no contract upload. */
function contractKind(bytes: Uint8Array): ContractFileKind {
  const kind = fileKind(bytes);
  if (!kind) throw unreadable('it is not a PDF, JPEG or PNG');
  return kind;
}

/** What the model is sent for a file: its text, or its image(s); 422 for anything unreadable. */
export async function contractInput(bytes: Uint8Array): Promise<ExtractInput> {
  const kind = contractKind(bytes);
  if (kind === 'pdf') return readPdf(bytes);
  const base64 = Buffer.from(bytes).toString('base64');
  return { images: [{ base64, mimeType: kind === 'png' ? 'image/png' : 'image/jpeg' }] };
}

/** The contract's text read on this server (a PDF's text layer, else recognized); 422 for anything unreadable. */
export function contractText(bytes: Uint8Array): Promise<string> {
  return documentText(bytes, contractKind(bytes) === 'pdf' ? 'pdf' : 'image', unreadable);
}
