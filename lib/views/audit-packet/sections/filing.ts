import 'server-only';
import { FAIL, heading, paragraph, PASS, rowsHeight, type Pdf } from '@/lib/views/audit-packet/pdf/doc';
import { table } from '@/lib/views/audit-packet/pdf/table';
import { count, day, usd } from '@/lib/views/audit-packet/pdf/text';
import type { PacketData } from '@/lib/views/audit-packet/types';

// Each state's income, tax and return (nonresident states first, the home state last: the order of filing;
// the returns themselves are listed by ./returns.ts), and the audit checklist: the 11 criteria of the dashboard with what would make each pass.

type StateLine = PacketData['states']['states'][number];

/** The filing year's answer (./returns.ts lists each return's reason). */
function filing(s: StateLine): string {
  if (s.filing.requirement === 'must') return 'Yes';
  if (s.filing.requirement === 'should') return 'For a refund';
  if (s.noTax) return 'No: no wage income tax';
  if (s.reciprocity.exempt) return 'No: reciprocity';
  return s.income === 0 ? 'No: no income' : 'No: under the filing threshold';
}

export function states(doc: Pdf, data: PacketData): void {
  heading(doc, 'States to file', { keepWith: rowsHeight(4) });
  const view = data.states;
  if (view.states.length === 0) {
    paragraph(doc, `No state income in ${data.year} and no tax home state recorded.`);
    return;
  }
  table(
    doc,
    [
      { header: 'State', width: 0.15 },
      { header: 'Days', width: 0.07, align: 'right' },
      { header: 'Income', width: 0.13, align: 'right' },
      { header: 'Est. tax', width: 0.11, align: 'right' },
      { header: 'Return due?', width: 0.16 },
      { header: 'Form', width: 0.26 },
      { header: 'Deadline', width: 0.12 },
    ],
    view.states.map((s) => [
      `${s.stateName}${s.isHomeState ? ' (home)' : ''}`,
      count(s.days),
      usd(s.income),
      usd(s.tax),
      filing(s),
      [s.formName, s.formDescription].filter(Boolean).join(': ') || '-',
      day(s.filingDeadline) || '-',
    ]),
  );
  for (const s of view.states.filter((line) => line.reciprocity.reason)) {
    paragraph(doc, `${s.stateName}: ${s.reciprocity.reason ?? ''}`, { muted: true });
  }
  // The same notes the State income page shows under its table.
  for (const note of view.notes) paragraph(doc, note, { muted: true, size: 8 });
}

export function checklist(doc: Pdf, data: PacketData): void {
  heading(doc, 'Audit checklist', { keepWith: rowsHeight(12) });
  const { score, total } = data.audit;
  paragraph(
    doc,
    `${score} of ${total} criteria met, looking at all of the worker's records as of ${day(data.generatedOn)}.`,
  );
  table(
    doc,
    [
      { header: '#', width: 0.05, align: 'right' },
      { header: 'Criterion', width: 0.25 },
      { header: 'Result', width: 0.1 },
      { header: 'What it means', width: 0.6 },
    ],
    data.audit.criteria.map((c, i) => [
      String(i + 1),
      c.label,
      c.passed ? { text: 'Pass', color: PASS, bold: true } : { text: 'Fail', color: FAIL, bold: true },
      c.hint,
    ]),
  );
}
