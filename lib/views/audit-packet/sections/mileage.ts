import 'server-only';
import { enumLabel } from '@/lib/views/exports/csv';
import { heading, keyValues, paragraph, type Pdf } from '@/lib/views/audit-packet/pdf/doc';
import { PdfTable } from '@/lib/views/audit-packet/pdf/table';
import { count, day, usd } from '@/lib/views/audit-packet/pdf/text';
import type { PacketData, PacketTrip } from '@/lib/views/audit-packet/types';

// The mileage log in the columns the IRS asks of a written log (Pub. 463 ch. 5: date, destination,
// business purpose, miles), every trip of the year, with totals. Drawn as the trips are read.

/** 72.5 cents → '$0.725'; 70 → '$0.70'. */
const perMile = (cents: number) => `$${(cents / 100).toFixed(Number.isInteger(cents) ? 2 : 3)}`;

function destination(t: PacketTrip): string {
  const to = t.destination.trim() || 'Not recorded';
  return t.origin.trim() ? `${to} (from ${t.origin.trim()})` : to;
}

function purpose(t: PacketTrip): string {
  const label = t.purpose === 'personal' ? 'Personal (not deductible)' : enumLabel(t.purpose);
  return t.notes.trim() ? `${label}: ${t.notes.trim()}` : label;
}

/**
 * What the business miles at the IRS rate are, by how the worker is paid (as the Mileage page says it): a
 * Schedule C deduction for a 1099 contractor; for a W-2 employee no federal deduction (unreimbursed employee
 * expenses, IRC 67(g)), the log backing a reimbursement and the states that still allow employee expenses.
 */
function mileageValue(data: PacketData): { rows: [string, string][]; note?: string } {
  const amount = usd(data.mileage.deductionAmount);
  if (data.worker.employmentType === '1099') return { rows: [['Mileage deduction (Schedule C)', amount]] };
  return {
    rows: [['Business miles at the IRS rate', amount]],
    note:
      'As a W-2 employee the worker takes no federal deduction for these miles. The log supports a ' +
      'reimbursement from the agency, and the states that still allow employee business expenses.',
  };
}

export async function mileageLog(
  doc: Pdf,
  data: PacketData,
  trips: AsyncIterable<PacketTrip>,
): Promise<void> {
  heading(doc, 'Mileage log', { newPage: true });
  const m = data.mileage;
  const value = mileageValue(data);
  keyValues(doc, [
    ['Trips', count(m.totalTrips)],
    ['Business miles', count(m.deductibleMiles)],
    ['Personal miles', count(m.nonDeductibleMiles)],
    [
      'IRS rate',
      m.ratePeriods
        .map((p) => `${perMile(p.ratePerMile)} a mile from ${day(p.from)} to ${day(p.to)}`)
        .join('; '),
    ],
    ...value.rows,
  ]);
  if (value.note) paragraph(doc, value.note, { muted: true });
  if (m.totalTrips === 0) {
    paragraph(doc, `No trips logged in ${data.year}.`);
    return;
  }
  const log = new PdfTable(doc, [
    { header: 'Date', width: 0.14 },
    { header: 'Destination', width: 0.38 },
    { header: 'Business purpose', width: 0.36 },
    { header: 'Miles', width: 0.12, align: 'right' },
  ]);
  for await (const t of trips) log.row([day(t.date), destination(t), purpose(t), count(t.miles)]);
  const bold = (text: string) => ({ text, bold: true });
  log.row([
    bold('Total'),
    bold(`${count(m.totalTrips)} trips`),
    bold('Business miles'),
    bold(count(m.deductibleMiles)),
  ]);
  log.row(['', '', 'Personal miles', count(m.nonDeductibleMiles)]);
  log.row(['', '', bold('All miles'), bold(count(m.totalMiles))]);
  log.end();
}
