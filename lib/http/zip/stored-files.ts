import 'server-only';
import { objectStore } from '@/lib/providers/storage/store';
import type { ZipWriter } from './zip-writer';

// Attached files from the object store into a ZIP. Each is checked first (a record may name a file that
// never finished uploading): a missing one is listed in the archive's README instead of failing it.

export interface StoredFile {
  /** Its name inside the ZIP. */
  name: string;
  key: string;
}

const CONCURRENCY = 8;

export async function splitByPresence<T extends StoredFile>(
  files: readonly T[],
): Promise<{ present: T[]; missing: T[] }> {
  const store = objectStore();
  const found: boolean[] = new Array<boolean>(files.length).fill(false);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) found[i] = await store.exists(files[i]?.key ?? '');
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  return { present: files.filter((_, i) => found[i]), missing: files.filter((_, i) => !found[i]) };
}

/** Adds each file under `prefix`; its bytes are read when the archive reaches it. */
export function addStoredFiles(zip: ZipWriter, files: readonly StoredFile[], prefix = ''): void {
  const store = objectStore();
  for (const f of files) zip.add(`${prefix}${f.name}`, () => store.read(f.key));
}

/** The README lines about files that could not be included. */
export function missingFilesNote(missing: readonly StoredFile[]): string {
  if (missing.length === 0) return '';
  const lines = missing.map((f) => `  ${f.name}`).join('\r\n');
  return `\r\nThese files are named by a record but were not found in storage (an upload that never finished?):\r\n${lines}\r\n`;
}
