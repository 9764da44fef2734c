import 'server-only';
import { enumLabel } from '@/lib/exports/csv';
import { FAIL, heading, paragraph, PASS, rowsHeight, type Pdf } from '../pdf/doc';
import { table, type Cell } from '../pdf/table';
import { count, day, usd } from '../pdf/text';
import type { ReconciliationRow } from '../income';
import type { PacketData } from '../types';

// Expenses by category, and the income documents (W-2, 1099) reconciled with the assignments' pay.

export function expenses(doc: Pdf, data: PacketData): void {
  heading(doc, 'Expenses by category', { keepWith: rowsHeight(data.expensesByCategory.length + 1) });
  if (data.expensesByCategory.length === 0) {
    paragraph(doc, `No expenses recorded in ${data.year}.`);
    return;
  }
  const total = data.expensesByCategory.reduce((a, e) => a + e.total, 0);
  const n = data.expensesByCategory.reduce((a, e) => a + e.count, 0);
  table(
    doc,
    [
      { header: 'Category', width: 0.5 },
      { header: 'Expenses', width: 0.2, align: 'right' },
      { header: 'Total', width: 0.3, align: 'right' },
    ],
    [
      ...data.expensesByCategory.map((e) => [enumLabel(e.category), count(e.count), usd(e.total)]),
      [`All categories`, count(n), usd(total)].map((text) => ({ text, bold: true })),
    ],
  );
  paragraph(doc, 'Each expense with its receipt is in the ZIP version of this packet (folder receipts/).', {
    muted: true,
  });
}

const STATUS: Record<ReconciliationRow['status'], Cell> = {
  matches: { text: 'Matches', color: PASS },
  differs: { text: 'Differs: check', color: FAIL },
  no_document: { text: 'No form recorded', color: FAIL },
  no_assignment: { text: 'No assignment with this payer', color: FAIL },
};

const amount = (cents: number | null) => (cents === null ? '-' : usd(cents));

export function income(doc: Pdf, data: PacketData): void {
  const n = data.incomeDocuments?.length ?? 0;
  heading(doc, 'Income documents and reconciliation', { keepWith: rowsHeight(n) });
  const docs = data.incomeDocuments;
  if (!docs || docs.length === 0) {
    paragraph(doc, 'No income documents recorded.');
    return;
  }
  table(
    doc,
    [
      { header: 'Form', width: 0.18 },
      { header: 'Payer', width: 0.42 },
      { header: 'Date', width: 0.18 },
      { header: 'Amount reported', width: 0.22, align: 'right' },
    ],
    docs.map((d) => [d.form, d.payer, day(d.date), usd(d.amount)]),
  );
  paragraph(
    doc,
    data.worker.employmentType === 'w2'
      ? 'Reported wages against the taxable pay of the assignments with each agency (W-2 box 1).'
      : 'Reported income against the gross pay of the assignments with each payer.',
    { muted: true },
  );
  table(
    doc,
    [
      { header: 'Payer', width: 0.3 },
      { header: 'On the forms', width: 0.17, align: 'right' },
      { header: 'From assignments', width: 0.17, align: 'right' },
      { header: 'Difference', width: 0.14, align: 'right' },
      { header: 'Result', width: 0.22 },
    ],
    data.reconciliation.map((r) => [
      r.payer,
      amount(r.reported),
      amount(r.expected),
      amount(r.difference),
      STATUS[r.status],
    ]),
  );
}
