import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut } from '@/lib/core/dates';
import {
  Prisma,
  type Assignment,
  type Credential,
  type Expense,
  type IncomeDocument,
  type TaxHomeDoc,
} from '@/lib/generated/prisma/client';
import { assignmentRecord } from '@/lib/records/assignments/record';
import { credentialRecord } from '@/lib/records/credentials/record';
import { expenseRecord } from '@/lib/records/expenses/record';
import { incomeDocumentRecord } from '@/lib/records/income-documents/record';
import { readRecords } from '@/lib/records/read';
import { taxHomeDocRecord } from '@/lib/records/tax-homes/record';
import {
  contractName,
  credentialName,
  incomeDocName,
  receiptName,
  taxHomeDocName,
  uniqueNames,
} from '@/lib/account/file-names';
import { isOwnKey } from '@/lib/providers/storage/keys';
import type { StoredFile } from '@/lib/http/zip/stored-files';
import { packetIncomeDocument } from './income';

// The files a preparer needs next to the year's PDF: the year's receipts and contracts, the tax home's
// documents up to the year's end, the credentials valid during the year and any income documents.

const byDate = Prisma.sql`t."date", t."id"`;

export async function packetFiles(ctx: Ctx, year: number): Promise<StoredFile[]> {
  const [jan1, dec31] = [`${year}-01-01`, `${year}-12-31`];
  const [expenses, docs, assignments, credentials, income] = await Promise.all([
    readRecords<Expense>(ctx, expenseRecord, {
      where: Prisma.sql`t."date" BETWEEN ${jan1}::date AND ${dec31}::date AND t."receipt_objstore_key" IS NOT NULL`,
      orderBy: byDate,
    }),
    readRecords<TaxHomeDoc>(ctx, taxHomeDocRecord, {
      where: Prisma.sql`t."date" <= ${dec31}::date AND t."objstore_key" IS NOT NULL`,
      orderBy: byDate,
    }),
    readRecords<Assignment>(ctx, assignmentRecord, {
      where: Prisma.sql`t."start_date" <= ${dec31}::date AND t."end_date" >= ${jan1}::date
        AND t."contract_objstore_key" IS NOT NULL`,
      orderBy: Prisma.sql`t."start_date", t."id"`,
    }),
    readRecords<Credential>(ctx, credentialRecord, {
      where: Prisma.sql`t."objstore_key" IS NOT NULL
        AND (t."issue_date" IS NULL OR t."issue_date" <= ${dec31}::date)
        AND (t."expiration_date" IS NULL OR t."expiration_date" >= ${jan1}::date)`,
      orderBy: Prisma.sql`t."name", t."id"`,
    }),
    readRecords<IncomeDocument>(ctx, incomeDocumentRecord, {
      where: Prisma.sql`t."year" = ${year} AND t."objstore_key" IS NOT NULL`,
      orderBy: Prisma.sql`t."agency", t."id"`,
    }),
  ]);
  const files: StoredFile[] = [
    ...expenses.map((e) => {
      const key = e.receipt_objstore_key ?? '';
      const r = {
        id: e.id,
        date: dateOut(e.date),
        description: e.description,
        category: e.category,
        amount: e.amount,
        key,
      };
      return { name: receiptName(r), key };
    }),
    ...docs.map((d) => {
      const key = d.objstore_key ?? '';
      return {
        name: taxHomeDocName({ id: d.id, date: dateOut(d.date), title: d.title, fileName: d.file_name, key }),
        key,
      };
    }),
    ...assignments.map((a) => {
      const key = a.contract_objstore_key ?? '';
      return {
        name: contractName({ id: a.id, startDate: dateOut(a.start_date), facility: a.facility, key }),
        key,
      };
    }),
    ...credentials.map((c) => {
      const key = c.objstore_key ?? '';
      const expirationDate = dateOut(c.expiration_date);
      return {
        name: credentialName({
          id: c.id,
          name: c.name,
          state: c.state,
          expirationDate,
          fileName: c.file_name,
          key,
        }),
        key,
      };
    }),
    ...income
      .map(packetIncomeDocument)
      .flatMap((d) =>
        d.objstoreKey
          ? [{ name: incomeDocName({ ...d, year, key: d.objstoreKey }), key: d.objstoreKey }]
          : [],
      ),
  ];
  const unique = uniqueNames();
  // Keys were checked on write; checking again costs nothing and keeps another user's file out for sure.
  return files.filter((f) => isOwnKey(f.key, ctx.userId)).map((f) => ({ ...f, name: unique(f.name) }));
}
