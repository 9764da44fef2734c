// What may be uploaded (decisions §7: PDF, JPEG or PNG, up to 25 MiB), checked in the browser before any
// byte is sent. The server checks again; tests/unit/uploads keeps these equal to lib/validation/files,
// which this file does not import so that zod stays out of the browser bundle.

export const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_BYTES = 25 * 1024 * 1024;

/** For the file input's `accept`: types and extensions, so every picker offers the right files. */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The file's type: as the browser reports it, else from the extension (some pickers report none). */
export function typeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** Why a file cannot be uploaded, in words that say what to do; null when it can. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(typeOf(file))) {
    return `${file.name} is not a PDF, JPEG or PNG. Choose one of those, or save a photo of it as JPEG.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose the file again.`;
  if (file.size > MAX_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; the limit is 25 MB. Choose a smaller file or scan fewer pages.`;
  }
  return null;
}

/** 1536 → "1.5 KB"; binary units, written as the KB/MB people expect. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
