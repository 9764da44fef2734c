import { centsToDollars } from '@/lib/views/exports/csv';

// Names of attached files inside a ZIP (the audit packet and "export my data"), chosen so that a tax
// preparer finds each one by eye: the folder says what it is, the name says when, what and how much, and
// `#id` (the record's id) keeps two alike records apart. `receipts/2026-03-14 Walgreens 12.50 #123.jpg`.

/** Characters Windows, macOS or a ZIP reader refuse or misread in a file name. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const MAX_LABEL = 80;

/** A readable, safe name part: unsafe characters become spaces, runs of spaces one, at most 80 characters. */
export function safeLabel(text: string): string {
  const clean = text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const cut = [...clean].slice(0, MAX_LABEL).join('');
  // Windows drops trailing dots and spaces, which would make two names collide.
  return cut.replace(/[. ]+$/, '');
}

/** `.pdf` from a stored file name or the key's tail (`…/<uuid>-receipt.JPG` → `.jpg`); '' when none. */
export function extensionOf(key: string, fileName?: string | null): string {
  for (const name of [fileName, key]) {
    const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name ?? '')?.[1];
    if (ext) return `.${ext.toLowerCase()}`;
  }
  return '';
}

function named(folder: string, parts: (string | null | undefined)[], id: number, ext: string): string {
  const label = safeLabel(parts.filter((p): p is string => Boolean(p && p.trim())).join(' '));
  return `${folder}/${label ? `${label} ` : ''}#${id}${ext}`;
}

export interface ReceiptFile {
  id: number;
  date: string;
  description: string;
  category: string;
  amount: number;
  key: string;
}

/** `receipts/2026-03-14 Walgreens 12.50 #123.jpg` (the category stands in for an empty description). */
export function receiptName(r: ReceiptFile): string {
  const what = r.description.trim() || r.category.replace(/_/g, ' ');
  return named('receipts', [r.date, what, centsToDollars(r.amount)], r.id, extensionOf(r.key));
}

export interface TaxHomeDocFile {
  id: number;
  date: string;
  title: string;
  fileName: string | null;
  key: string;
}

/** `tax-home/2026-01 Lease #7.pdf`: the month is what an examiner checks against the year. */
export function taxHomeDocName(d: TaxHomeDocFile): string {
  return named('tax-home', [d.date.slice(0, 7), d.title], d.id, extensionOf(d.key, d.fileName));
}

export interface ContractFile {
  id: number;
  startDate: string;
  facility: string;
  key: string;
}

/** `contracts/2026-01-05 Denver Health #4.pdf`. */
export function contractName(c: ContractFile): string {
  return named('contracts', [c.startDate, c.facility], c.id, extensionOf(c.key));
}

export interface CredentialFile {
  id: number;
  name: string;
  state: string | null;
  expirationDate: string | null;
  fileName: string | null;
  key: string;
}

/** `credentials/RN license CO exp 2027-08-31 #9.pdf`. */
export function credentialName(c: CredentialFile): string {
  const expires = c.expirationDate ? `exp ${c.expirationDate}` : null;
  return named('credentials', [c.name, c.state, expires], c.id, extensionOf(c.key, c.fileName));
}

/** Makes every name unique: a repeat gets ` (2)`, ` (3)`… before its extension. */
export function uniqueNames(): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate); n++) {
      const dot = name.lastIndexOf('.');
      const cut = dot > name.lastIndexOf('/') ? dot : name.length;
      candidate = `${name.slice(0, cut)} (${n})${name.slice(cut)}`;
    }
    seen.add(candidate);
    return candidate;
  };
}

export interface IncomeDocFile {
  id: number;
  year: number;
  form: string;
  payer: string;
  fileName?: string | null;
  key: string;
}

/** `income/2026 W-2 Aya Healthcare #3.pdf`. */
export function incomeDocName(d: IncomeDocFile): string {
  return named('income', [String(d.year), d.form, d.payer], d.id, extensionOf(d.key, d.fileName));
}

/** How an income document's kind reads on paper: `1099_nec` → `1099-NEC`. */
const FORM_LABELS: Readonly<Record<string, string>> = {
  w2: 'W-2',
  '1099_nec': '1099-NEC',
  '1099_misc': '1099-MISC',
  paystub: 'Pay stub',
  other: 'Other',
};
export const formLabel = (kind: string): string => FORM_LABELS[kind] ?? kind;
