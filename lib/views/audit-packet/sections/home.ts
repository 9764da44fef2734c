import 'server-only';
import { enumLabel } from '@/lib/views/exports/csv';
import {
  heading,
  keyValues,
  paragraph,
  rowsHeight,
  subheading,
  type Pdf,
} from '@/lib/views/audit-packet/pdf/doc';
import { table, type Column } from '@/lib/views/audit-packet/pdf/table';
import { MONTH_NAMES } from '@/lib/core/dates';
import { count, day, usd } from '@/lib/views/audit-packet/pdf/text';
import type { PacketData } from '@/lib/views/audit-packet/types';

// The tax home: where it is, what proves it (documents), that the worker goes back (visits) and pays
// for it (costs by month). The IRS tests a tax home by these facts (Pub. 463 ch. 1, Rev. Rul. 73-529).

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export function taxHome(doc: Pdf, data: PacketData): void {
  heading(doc, 'Tax home and its evidence', { newPage: true });
  const home = data.taxHome;
  if (!home) paragraph(doc, 'No tax home is recorded.');
  else {
    keyValues(doc, [
      ['Address', `${home.address}, ${home.city}, ${home.state} ${home.zip ?? ''}`.trim()],
      ['Rent or mortgage per month', usd(home.rentAmount)],
      ['Registered to vote there', yesNo(home.voterReg)],
      ["Driver's license state", home.driversLicenseState ?? 'Not recorded'],
      ['Rented out while away', yesNo(home.propertyRentedOut)],
      ['Last visit', day(home.lastVisitDate) || 'Not recorded'],
    ]);
  }
  subheading(doc, `Documents (${count(data.documents.length)})`);
  if (data.documents.length === 0)
    paragraph(doc, `No documents dated on or before December 31, ${data.year}.`);
  else {
    table(
      doc,
      [
        { header: 'Date', width: 0.16 },
        { header: 'Type', width: 0.2 },
        { header: 'Title', width: 0.34 },
        { header: 'File', width: 0.3 },
      ],
      data.documents.map((d) => [day(d.date), enumLabel(d.docType), d.title, d.fileName ?? 'No file']),
    );
  }
}

export function visits(doc: Pdf, data: PacketData): void {
  heading(doc, 'Visits to the tax home');
  const stays = data.stays.length;
  paragraph(
    doc,
    `Last visit recorded: ${day(data.taxHome?.lastVisitDate) || 'none'}. Visits home in ${data.year}: ${stays}, ` +
      `${data.daysAtHome} ${data.daysAtHome === 1 ? 'day' : 'days'} at home.`,
  );
  if (stays > 0) {
    table(
      doc,
      [
        { header: 'Arrived', width: 0.17 },
        { header: 'Left', width: 0.17 },
        { header: 'Days', width: 0.08, align: 'right' },
        { header: 'Evidence', width: 0.2 },
        { header: 'Notes', width: 0.38 },
      ],
      data.stays.map((v) => [day(v.arrived), day(v.left), count(v.days), v.evidence, v.notes]),
    );
    checkIns(doc, data);
  }
  paragraph(doc, `Trips logged as tax home visits in ${data.year}:`);
  if (data.visits.length === 0) {
    paragraph(doc, `No tax home visit trips logged in ${data.year}.`, { muted: true });
    return;
  }
  table(
    doc,
    [
      { header: 'Date', width: 0.15 },
      { header: 'From', width: 0.25 },
      { header: 'To', width: 0.25 },
      { header: 'Miles', width: 0.1, align: 'right' },
      { header: 'Notes', width: 0.25 },
    ],
    data.visits.map((v) => [day(v.date), v.origin, v.destination, count(v.miles), v.notes]),
  );
}

/** The visits the worker checked in to from the phone: when, and where the phone was when they allowed it. */
function checkIns(doc: Pdf, data: PacketData): void {
  const checked = data.stays.filter((v) => v.checkIn !== null);
  if (checked.length === 0) return;
  paragraph(
    doc,
    'Checked in from the phone when the worker arrived ("I\'m home"). Times are in the time zone the phone ' +
      "was in; a distance is measured from the center of the tax home's ZIP code, with the accuracy the " +
      'phone reported. The location was asked for at that moment only, never tracked.',
  );
  table(
    doc,
    [
      { header: 'Arrived', width: 0.17 },
      { header: 'Check-in', width: 0.83 },
    ],
    checked.map((v) => [day(v.arrived), v.checkIn ?? '']),
  );
}

export function costs(doc: Pdf, data: PacketData): void {
  heading(doc, 'Tax home costs by month', { keepWith: rowsHeight(13) });
  const categories = [...new Set(data.costsByMonth.flatMap((m) => Object.keys(m.byCategory)))].sort();
  if (categories.length === 0) {
    paragraph(doc, `No tax home costs recorded for ${data.year}.`);
    return;
  }
  const share = 0.68 / (categories.length + 1);
  const columns: Column[] = [
    { header: 'Month', width: 0.32 },
    ...categories.map((c): Column => ({ header: enumLabel(c), width: share, align: 'right' })),
    { header: 'Total', width: share, align: 'right' },
  ];
  const money = (cents: number | undefined) => (cents ? usd(cents) : '-');
  const rows = data.costsByMonth.map((m) => [
    MONTH_NAMES[m.month - 1] ?? String(m.month),
    ...categories.map((c) => money(m.byCategory[c])),
    money(m.total),
  ]);
  const sumOf = (c: string) => data.costsByMonth.reduce((a, m) => a + (m.byCategory[c] ?? 0), 0);
  const total = data.costsByMonth.reduce((a, m) => a + m.total, 0);
  const totals = [`Year ${data.year}`, ...categories.map((c) => usd(sumOf(c))), usd(total)];
  table(doc, columns, [...rows, totals.map((text) => ({ text, bold: true }))]);
}
