import {
  contractName,
  credentialName,
  incomeDocName,
  receiptName,
  safeLabel,
  extensionOf,
  formLabel,
  taxHomeDocName,
} from './file-names';
import type { Row } from './owned-tables';

// The name of each attached file inside "export my data", from its record (see file-names.ts). A file
// column without a namer here still gets exported, as `<table>/<id> <stored name>`: the list of files
// comes from the tables (owned-tables.ts), this only makes the names readable.

type Namer = (row: Row, key: string) => string;

const str = (row: Row, k: string): string => (typeof row[k] === 'string' ? (row[k] as string) : '');
const strOrNull = (row: Row, k: string): string | null => str(row, k) || null;
const num = (row: Row, k: string): number => (typeof row[k] === 'number' ? (row[k] as number) : 0);

const NAMERS: Readonly<Record<string, Namer>> = {
  'expenses.receipt_objstore_key': (r, key) =>
    receiptName({
      id: num(r, 'id'),
      date: str(r, 'date'),
      description: str(r, 'description'),
      category: str(r, 'category'),
      amount: num(r, 'amount'),
      key,
    }),
  'assignments.contract_objstore_key': (r, key) =>
    contractName({ id: num(r, 'id'), startDate: str(r, 'start_date'), facility: str(r, 'facility'), key }),
  'tax_home_docs.objstore_key': (r, key) =>
    taxHomeDocName({
      id: num(r, 'id'),
      date: str(r, 'date'),
      title: str(r, 'title'),
      fileName: strOrNull(r, 'file_name'),
      key,
    }),
  'credentials.objstore_key': (r, key) =>
    credentialName({
      id: num(r, 'id'),
      name: str(r, 'name'),
      state: strOrNull(r, 'state'),
      expirationDate: strOrNull(r, 'expiration_date'),
      fileName: strOrNull(r, 'file_name'),
      key,
    }),
  'income_documents.objstore_key': (r, key) =>
    incomeDocName({
      id: num(r, 'id'),
      year: num(r, 'year'),
      form: formLabel(str(r, 'kind')),
      payer: str(r, 'agency'),
      fileName: strOrNull(r, 'file_name'),
      key,
    }),
};

/** `imports/<file name> #3.csv`, and the same shape for any other table. */
function generic(table: string): Namer {
  return (r, key) => {
    const stored = str(r, 'file_name') || (key.split('/').pop() ?? '').replace(/^[0-9a-f-]{36}-/, '');
    const ext = extensionOf(key, strOrNull(r, 'file_name'));
    const base = safeLabel(stored.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
    return `${table.replace(/_/g, '-')}/${base ? `${base} ` : ''}#${num(r, 'id')}${ext}`;
  };
}

export function fileNamer(table: string, column: string): Namer {
  return NAMERS[`${table}.${column}`] ?? generic(table);
}
