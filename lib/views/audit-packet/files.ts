import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { dateOut, overlapWhere, yearRange } from '@/lib/core/dates';
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

const byDate = [{ date: 'asc' as const }, { id: 'asc' as const }];

export async function packetFiles(ctx: Ctx, year: number): Promise<StoredFile[]> {
  const { gte, lte } = yearRange(year);
  const where = { user_id: ctx.userId };
  const [expenses, docs, assignments, credentials, income] = await Promise.all([
    ctx.db.expense.findMany({
      where: { ...where, date: { gte, lte }, receipt_objstore_key: { not: null } },
      orderBy: byDate,
    }),
    ctx.db.taxHomeDoc.findMany({
      where: { ...where, date: { lte }, objstore_key: { not: null } },
      orderBy: byDate,
    }),
    ctx.db.assignment.findMany({
      where: { ...where, ...overlapWhere({ gte, lte }), contract_objstore_key: { not: null } },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
    ctx.db.credential.findMany({
      where: {
        ...where,
        objstore_key: { not: null },
        AND: [
          { OR: [{ issue_date: null }, { issue_date: { lte } }] },
          { OR: [{ expiration_date: null }, { expiration_date: { gte } }] },
        ],
      },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    ctx.db.incomeDocument.findMany({
      where: { ...where, year, objstore_key: { not: null } },
      orderBy: [{ agency: 'asc' }, { id: 'asc' }],
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
