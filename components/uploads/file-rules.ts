// What may be uploaded (docs/api-guide.md §7: PDF, JPEG or PNG, up to 25 MiB; receipts also WebP; imports CSV),
// checked in the browser before any byte is sent. The server checks again; tests/unit/uploads keeps these
// equal to lib/validation/files, which this file does not import so that zod stays out of the browser bundle.

export const MAX_BYTES = 25 * 1024 * 1024;

/** One kind of upload: its types, what the picker offers, and how a wrong file is explained. */
export interface FileRules {
  types: readonly string[];
  /** For the file input's `accept`: types and extensions, so every picker offers the right files. */
  accept: string;
  /** Extension → the type sent when the browser reports none (or one the server does not take). */
  byExtension: Record<string, string>;
  /** "a PDF, JPEG or PNG" */
  what: string;
  advice: string;
  hint: string;
  /** Send the extension's type even when the browser reports another accepted one. */
  preferExtension?: boolean;
}

export const DOCUMENT_RULES: FileRules = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
  byExtension: { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' },
  what: 'a PDF, JPEG or PNG',
  advice: 'Choose one of those, or save a photo of it as JPEG.',
  hint: 'PDF, JPEG or PNG, up to 25 MB',
};

export const RECEIPT_RULES: FileRules = {
  types: [...DOCUMENT_RULES.types, 'image/webp'],
  accept: `${DOCUMENT_RULES.accept},.webp,image/webp`,
  byExtension: { ...DOCUMENT_RULES.byExtension, webp: 'image/webp' },
  what: 'a PDF, JPEG, PNG or WebP',
  advice: 'Choose one of those; on an iPhone, share the photo as JPEG.',
  hint: 'Photo or PDF (JPEG, PNG, WebP), up to 25 MB',
};

export const CSV_RULES: FileRules = {
  types: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
  accept: '.csv,.txt,text/csv',
  // Browsers on Windows report .csv as Excel's type, some report nothing: a .csv always goes up as text/csv.
  byExtension: { csv: 'text/csv', txt: 'text/plain' },
  what: 'a CSV file',
  advice: 'Export your bank statement, Everlance, MileIQ, Keeper or TaxHomeBase data as CSV.',
  hint: 'CSV, up to 25 MB',
  preferExtension: true,
};

/** @internal Exported for the tests. */
export const ACCEPTED_TYPES = DOCUMENT_RULES.types;

/** The file's type: from its extension when the rules know it, else as the browser reports it. */
export function typeOf(file: { name: string; type: string }, rules: FileRules = DOCUMENT_RULES): string {
  const reported = file.type.toLowerCase();
  const byName = rules.byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (byName && (rules.preferExtension || !rules.types.includes(reported))) return byName;
  return reported;
}

/** Why a file cannot be uploaded, in words that say what to do; null when it can. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  rules: FileRules = DOCUMENT_RULES,
): string | null {
  if (!rules.types.includes(typeOf(file, rules))) {
    return `${file.name} is not ${rules.what}. ${rules.advice}`;
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
