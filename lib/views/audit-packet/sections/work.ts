import 'server-only';
import { FAIL, heading, paragraph, PASS, rowsHeight, type Pdf } from '@/lib/views/audit-packet/pdf/doc';
import { table } from '@/lib/views/audit-packet/pdf/table';
import { count, day, usd } from '@/lib/views/audit-packet/pdf/text';
import type { PacketAssignment, PacketData } from '@/lib/views/audit-packet/types';

// The assignments of the year with their stipends against the GSA per diem (Rev. Proc. 2019-48: a stipend
// up to the federal rate is deemed substantiated), and the 12-month rule (Rev. Rul. 93-86).

const STATUS: Record<string, { text: string; color: string }> = {
  safe: { text: 'Under 270 days', color: PASS },
  approaching: { text: 'Approaching the limit', color: '#a15c07' },
  exceeds: { text: 'Over 365 days', color: FAIL },
};

function gsaCheck(a: PacketAssignment, employmentType: string) {
  // A contractor's stipends are simply business income: the per diem test is for employees.
  if (employmentType === '1099') return { text: 'Does not apply' };
  if (a.gsaCompliant) return { text: 'Within the rate', color: PASS };
  const over = Math.max(0, a.weeklyHousing + a.weeklyMie - a.gsaWeeklyMax);
  return { text: over > 0 ? `Over by ${usd(over)} a week` : 'Over the rate', color: FAIL };
}

/** How the stipends are taxed: W-2 stipends are tax-free up to the GSA rate while there is a tax home. */
function stipendStatus(a: PacketAssignment, employmentType: string) {
  if (employmentType === '1099') return { text: 'Business income (1099)' };
  if (a.stipendsTaxable) return { text: 'Taxable: no tax home', color: FAIL };
  if (!a.gsaCompliant) return { text: 'Excess over GSA taxable', color: FAIL };
  return { text: 'Tax-free', color: PASS };
}

export function assignments(doc: Pdf, data: PacketData): void {
  heading(doc, 'Assignments, GSA checks and stipends', { newPage: true });
  if (data.assignments.length === 0) {
    paragraph(doc, `No assignments in ${data.year}.`);
    return;
  }
  paragraph(
    doc,
    'Weekly stipends (housing + meals and incidentals) against the GSA per diem of the assignment area. ' +
      'Stipends within the rate are tax-free while the worker keeps a tax home away from the assignment.',
    { muted: true },
  );
  table(
    doc,
    [
      { header: 'Assignment', width: 0.19 },
      { header: 'Place and dates', width: 0.19 },
      { header: 'Weeks', width: 0.07, align: 'right' },
      { header: 'Pay in year', width: 0.11, align: 'right' },
      { header: 'Stipends / week', width: 0.11, align: 'right' },
      { header: 'GSA rate / week', width: 0.13, align: 'right' },
      { header: 'GSA check', width: 0.1 },
      { header: 'Stipends', width: 0.1 },
    ],
    data.assignments.map((a) => [
      [a.facility, a.agency].filter(Boolean).join(', '),
      `${a.location}, ${a.state}; ${day(a.startDate)} to ${day(a.endDate)}`,
      String(a.weeks),
      usd(a.grossComp),
      usd(a.weeklyHousing + a.weeklyMie),
      `${usd(a.gsaWeeklyMax)} (${a.gsaArea})`,
      gsaCheck(a, data.worker.employmentType),
      stipendStatus(a, data.worker.employmentType),
    ]),
  );
}

export function twelveMonth(doc: Pdf, data: PacketData): void {
  heading(doc, 'The 12-month rule: days per place', { keepWith: rowsHeight(data.durations.length) });
  paragraph(
    doc,
    `Days worked in each city in the 24 months ending ${day(data.asOf)}. Work in one place expected to last, ` +
      'or lasting, more than a year is not temporary: over 365 days there, that place becomes the tax home.',
    { muted: true },
  );
  if (data.durations.length === 0) {
    paragraph(doc, 'No assignment days in that window.');
    return;
  }
  table(
    doc,
    [
      { header: 'Place', width: 0.25 },
      { header: 'Days', width: 0.1, align: 'right' },
      { header: 'Facilities', width: 0.43 },
      { header: 'Status', width: 0.22 },
    ],
    data.durations.map((d) => [
      `${d.location}, ${d.state}`,
      count(d.days),
      d.facilities.join(', '),
      STATUS[d.status] ?? { text: d.status },
    ]),
  );
}
