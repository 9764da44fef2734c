import { contractName, credentialName, receiptName, taxHomeDocName } from './file-names';

// Every table that holds a user's records, once: "export my data" writes each of them and account
// deletion erases each of them, so a new user-owned table is one more line here. Children come before the
// tables they reference (expenses and trips point at assignments), the order a delete must follow.

/** A record as the export reads it: column name → JSON value (dates as YYYY-MM-DD). */
export type Row = Record<string, unknown>;

export interface FileColumn {
  /** The column holding an object-store key. */
  column: string;
  /** The file's name inside a ZIP, from its row (see file-names.ts). */
  name: (row: Row, key: string) => string;
}

export interface OwnedTable {
  table: string;
  files?: FileColumn[];
}

const str = (row: Row, k: string): string => (typeof row[k] === 'string' ? (row[k] as string) : '');
const strOrNull = (row: Row, k: string): string | null => str(row, k) || null;
const num = (row: Row, k: string): number => (typeof row[k] === 'number' ? (row[k] as number) : 0);

export const OWNED_TABLES: readonly OwnedTable[] = [
  {
    table: 'expenses',
    files: [
      {
        column: 'receipt_objstore_key',
        name: (r, key) =>
          receiptName({
            id: num(r, 'id'),
            date: str(r, 'date'),
            description: str(r, 'description'),
            category: str(r, 'category'),
            amount: num(r, 'amount'),
            key,
          }),
      },
    ],
  },
  { table: 'mileage_trips' },
  {
    table: 'assignments',
    files: [
      {
        column: 'contract_objstore_key',
        name: (r, key) =>
          contractName({
            id: num(r, 'id'),
            startDate: str(r, 'start_date'),
            facility: str(r, 'facility'),
            key,
          }),
      },
    ],
  },
  {
    table: 'tax_home_docs',
    files: [
      {
        column: 'objstore_key',
        name: (r, key) =>
          taxHomeDocName({
            id: num(r, 'id'),
            date: str(r, 'date'),
            title: str(r, 'title'),
            fileName: strOrNull(r, 'file_name'),
            key,
          }),
      },
    ],
  },
  { table: 'tax_home_costs' },
  { table: 'tax_homes' },
  {
    table: 'credentials',
    files: [
      {
        column: 'objstore_key',
        name: (r, key) =>
          credentialName({
            id: num(r, 'id'),
            name: str(r, 'name'),
            state: strOrNull(r, 'state'),
            expirationDate: strOrNull(r, 'expiration_date'),
            fileName: strOrNull(r, 'file_name'),
            key,
          }),
      },
    ],
  },
  { table: 'comparisons' },
  { table: 'notifications' },
  { table: 'quarterly_payments' },
  { table: 'household_profiles' },
];

/** Columns of the user's own row that are secrets, not data: never exported. */
export const SECRET_USER_COLUMNS = ['password_hash', 'calendar_token_hash'] as const;
