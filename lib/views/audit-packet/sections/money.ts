import 'server-only';
import { enumLabel } from '@/lib/views/exports/csv';
import { FAIL, heading, paragraph, PASS, rowsHeight, type Pdf } from '@/lib/views/audit-packet/pdf/doc';
import { table, type Cell } from '@/lib/views/audit-packet/pdf/table';
import { count, day, usd } from '@/lib/views/audit-packet/pdf/text';
import type { ReconciliationRow } from '@/lib/views/audit-packet/income';
import type { PacketData } from '@/lib/views/audit-packet/types';

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
  receiptsToFix(doc, data);
}

/** Expenses an auditor would reject as recorded (IRS Publication 463, chapter 5), each with what to do. */
function receiptsToFix(doc: Pdf, data: PacketData): void {
  const flags = data.receiptFlags;
  if (flags.length === 0) return;
  heading(doc, 'Expenses to fix before an audit', { keepWith: rowsHeight(Math.min(flags.length, 3) + 1) });
  paragraph(
    doc,
    'Lodging needs a receipt at any amount, any other expense of $75 or more needs one, and meals are not ' +
      'deductible for a W-2 employee.',
    { muted: true },
  );
  table(
    doc,
    [
      { header: 'Date', width: 0.14 },
      { header: 'Expense', width: 0.3 },
      { header: 'Amount', width: 0.14, align: 'right' },
      { header: 'What to do', width: 0.42 },
    ],
    flags.map((f) => [
      day(f.date),
      f.description || enumLabel(f.category),
      usd(f.amount),
      { text: `${f.problem}. ${f.action}.`, color: FAIL },
    ]),
  );
}

/** The result of an agency's line; an agency with a form but no assignment says what is missing. */
function result(r: ReconciliationRow): Cell {
  if (r.status === 'matches') return { text: 'Matches', color: PASS };
  if (r.status === 'missing_document') return { text: 'No form recorded', color: FAIL };
  if (r.assignmentIds.length === 0) return { text: 'No assignment with this agency', color: FAIL };
  return { text: 'Differs: check', color: FAIL };
}

const amount = (cents: number | null) => (cents === null ? '-' : usd(cents));

export function income(doc: Pdf, data: PacketData): void {
  const docs = data.incomeDocuments;
  heading(doc, 'Income documents and reconciliation', { keepWith: rowsHeight(docs.length) });
  if (docs.length === 0) {
    paragraph(doc, `No income documents recorded for ${data.year}.`);
    return;
  }
  table(
    doc,
    [
      { header: 'Form', width: 0.16 },
      { header: 'Payer', width: 0.34 },
      { header: 'Amount reported', width: 0.2, align: 'right' },
      { header: 'File', width: 0.3 },
    ],
    docs.map((d) => [d.form, d.payer, amount(d.amount), d.objstoreKey ? (d.fileName ?? 'Attached') : '-']),
  );
  if (data.reconciliation.length === 0) return;
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
      { header: 'Agency', width: 0.3 },
      { header: 'On the forms', width: 0.17, align: 'right' },
      { header: 'From assignments', width: 0.17, align: 'right' },
      { header: 'Difference', width: 0.14, align: 'right' },
      { header: 'Result', width: 0.22 },
    ],
    data.reconciliation.map((r) => [
      r.agency,
      amount(r.reported),
      amount(r.expected),
      amount(r.difference),
      result(r),
    ]),
  );
  for (const r of data.reconciliation.filter((row) => row.reasons.length > 0)) {
    paragraph(doc, `${r.agency}: ${r.reasons.map((reason) => reason.text).join(' ')}`, { muted: true });
  }
  paragraph(doc, 'Each form with its scan is in the ZIP version of this packet (folder income/).', {
    muted: true,
  });
}
