import { TitledCard } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import type { MileageSummary } from '@/lib/tax/compliance/mileage';

const miles = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '2026-07-01' → 'Jul 1' (the card's title names the year). */
const day = (d: string) => shortDay.format(new Date(`${d}T00:00:00Z`));
/** 72.5 → '72.5¢'. */
const cents = (c: number) => `${c}¢`;

/** The rate table's columns and where each sits: the period first, then figures aligned right. */
const HEADERS = [
  ['Period', 'py-2 pr-2'],
  ['Rate', 'px-2 py-2 text-right'],
  ['Miles', 'px-2 py-2 text-right'],
  ['Amount', 'py-2 pl-2 text-right'],
] as const;

// What the figure is depends on how the worker is paid: a Schedule C deduction for a 1099 contractor; for a
// W-2 employee no federal deduction at all (unreimbursed employee expenses are suspended through 2025 and
// gone for good since the 2025 law), but a record for reimbursement and for the states that allow them.
const WORDING = {
  '1099': {
    title: (year: number) => `${year} mileage deduction`,
    description:
      'Business trips at the IRS rate: a deduction on your Schedule C. Personal trips are left out.',
    miles: 'deductible',
  },
  w2: {
    title: (year: number) => `${year} mileage at the IRS rate`,
    description:
      'As a W-2 employee you cannot deduct these on your federal return. Keep the log: it backs a ' +
      'reimbursement from your agency, and some states still allow employee expenses (see State income).',
    miles: 'business',
  },
} as const;

/** The year's mileage at the IRS rate: every trip of the year (whatever the list filters), per rate period. */
export function SummaryCard({
  year,
  summary,
  employmentType,
}: {
  year: number;
  summary: MileageSummary;
  employmentType: string;
}) {
  const words = employmentType === '1099' ? WORDING['1099'] : WORDING.w2;
  return (
    <TitledCard id="deduction-title" title={words.title(year)} description={words.description}>
      <p>
        <Money cents={summary.deductionAmount} className="text-3xl font-semibold" />
      </p>
      <p className="mt-1 text-sm text-muted">
        <span className="tabular">{miles.format(summary.deductibleMiles)}</span> {words.miles} of{' '}
        <span className="tabular">{miles.format(summary.totalMiles)}</span> mi in {summary.totalTrips} trip
        {summary.totalTrips === 1 ? '' : 's'} · rate now {cents(summary.ratePerMile)} a mile
      </p>
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only">IRS mileage rate periods of {year}</caption>
        <thead className="border-b border-border text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {HEADERS.map(([label, place]) => (
              <th key={label} scope="col" className={`${place} font-medium`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {summary.ratePeriods.map((p) => (
            <tr key={p.from}>
              <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                {day(p.from)} – {day(p.to)}
              </th>
              <td className="tabular px-2 py-2 text-right">{cents(p.ratePerMile)}</td>
              <td className="tabular px-2 py-2 text-right">{miles.format(p.deductibleMiles)}</td>
              <td className="py-2 pl-2 text-right">
                <Money cents={p.deductionAmount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.notes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-muted">
          {summary.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </TitledCard>
  );
}
