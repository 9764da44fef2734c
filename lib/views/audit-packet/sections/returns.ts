import 'server-only';
import type { GovernmentLine } from '@/lib/tax/engine';
import { heading, paragraph, subheading, type Pdf } from '@/lib/views/audit-packet/pdf/doc';
import { table } from '@/lib/views/audit-packet/pdf/table';
import { day, usd } from '@/lib/views/audit-packet/pdf/text';
import type { PacketData } from '@/lib/views/audit-packet/types';

// The year's returns as the filing year lists them (docs/tax-method.md §11): federal, each state, each city
// return, in the order of filing, each with its form, date and what it owes or gives back; then what is
// figured on a state return and what needs no return, each with its reason. The same lines the Tax estimate,
// State income and the calendar feed show.

function balanceWords(g: GovernmentLine): string {
  if (g.balance > 0) return `Owe ${usd(g.balance)}`;
  if (g.balance < 0) return `Refund ${usd(-g.balance)}`;
  return 'Even';
}

function requirementWords(g: GovernmentLine): string {
  return g.filing.requirement === 'must' ? 'Required' : 'To get a refund';
}

export function returns(doc: Pdf, data: PacketData): void {
  heading(doc, 'Returns to file', { newPage: true });
  const lines = data.filing.governments;
  paragraph(doc, `When the ${data.year} returns are filed: ${data.filing.headline.text}`);
  const steps = lines.filter((g) => g.order !== null).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (steps.length === 0) paragraph(doc, `No return is needed for ${data.year}.`);
  else {
    table(
      doc,
      [
        { header: '#', width: 0.05, align: 'right' },
        { header: 'Return', width: 0.2 },
        { header: 'Form', width: 0.27 },
        { header: 'Due', width: 0.13 },
        { header: 'Why file', width: 0.16 },
        { header: 'Balance', width: 0.19, align: 'right' },
      ],
      steps.map((g, i) => [
        String(i + 1),
        g.name,
        g.filing.form ?? '-',
        day(g.filing.deadline) || '-',
        requirementWords(g),
        balanceWords(g),
      ]),
    );
    for (const g of steps) paragraph(doc, `${g.name}: ${g.filing.reason}`, { muted: true });
  }
  const others = lines.filter((g) => g.order === null);
  if (others.length > 0) {
    subheading(doc, 'No return of its own');
    for (const g of others) paragraph(doc, `${g.name}: ${g.filing.reason}`, { muted: true });
  }
}
