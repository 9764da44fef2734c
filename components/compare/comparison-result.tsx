import { cn } from '@/components/ui/cn';
import { formatCents, Money } from '@/components/ui/money';
import type { ComparisonShown, ContractFigures } from './compare-types';

type Row = { label: string; value: (r: ContractFigures) => number; strong?: boolean; negative?: boolean };

/**
 * The state lines: the work state's and the home state's apart (docs/tax-method.md §4), or one line on a
 * comparison saved before they were split.
 */
function stateRows(c: ComparisonShown): Row[] {
  const [a] = c.results;
  if (a.homeStateTax === undefined) return [{ label: 'State tax', value: (r) => r.stateTax, negative: true }];
  const home = a.homeState ? `Home state tax (${a.homeState})` : 'Home state tax (no tax home)';
  return [
    { label: 'Work state tax', value: (r) => r.workStateTax ?? 0, negative: true },
    { label: home, value: (r) => r.homeStateTax ?? 0, negative: true },
  ];
}

/** One line per city or county tax of either contract, or a single $0 line when neither owes one. */
function localRows(c: ComparisonShown): Row[] {
  if (c.results[0].localTax === undefined) return [];
  const names = new Map<string, string>();
  for (const l of c.results.flatMap((r) => r.locals ?? [])) names.set(l.id, l.name);
  if (names.size === 0) return [{ label: 'Local tax', value: (r) => r.localTax ?? 0, negative: true }];
  return [...names].map(([id, name]) => ({
    label: `Local tax: ${name}`,
    value: (r) => r.locals?.find((l) => l.id === id)?.tax ?? 0,
    negative: true,
  }));
}

/** Each figure of the two contracts, in the order they add up. */
function rowsOf(c: ComparisonShown): Row[] {
  const excess = c.results.some((r) => (r.gsa?.excess ?? 0) > 0);
  return [
    { label: 'Gross pay', value: (r) => r.grossComp },
    // Stipends above the GSA rate are wages (docs/tax-method.md §6): shown where they make pay taxable.
    ...(excess
      ? [{ label: 'Stipends over the GSA rate (taxable)', value: (r: ContractFigures) => r.gsa?.excess ?? 0 }]
      : []),
    { label: 'Taxable income', value: (r) => r.taxableIncome },
    { label: 'Federal tax', value: (r) => r.federalTax, negative: true },
    ...stateRows(c),
    ...localRows(c),
    { label: 'FICA / SE tax', value: (r) => r.ficaTax + r.seTax, negative: true },
    { label: 'Total tax', value: (r) => r.totalTax, negative: true },
    { label: 'Expenses', value: (r) => r.expenses, negative: true },
    { label: 'Net take-home', value: (r) => r.netTakeHome, strong: true },
    { label: 'Weekly net', value: (r) => r.weeklyNet, strong: true },
    { label: 'Effective hourly', value: (r) => r.effectiveHourly },
  ];
}

/** The two contracts side by side, the winner's column highlighted, with the difference spelled out. */
export function ComparisonResult({ c, headingLevel = 2 }: { c: ComparisonShown; headingLevel?: 2 | 3 }) {
  const win = c.winner;
  const lose = win === 0 ? 1 : 0;
  const weeklyDiff = Math.abs(c.results[0].weeklyNet - c.results[1].weeklyNet);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tie = c.diff === 0;
  return (
    <div className="space-y-4" aria-live="polite">
      <div className="rounded-xl border border-success/40 bg-success-soft px-4 py-3">
        <Heading className="text-base font-semibold text-success">
          {tie ? 'The two contracts pay the same' : `${c.names[win]} pays more`}
        </Heading>
        {tie ? null : (
          <p className="mt-0.5 text-sm text-fg">
            <strong className="tabular">{formatCents(c.diff)}</strong> more take-home in total than{' '}
            {c.names[lose]}, and <strong className="tabular">{formatCents(weeklyDiff)}</strong> more per week
            (tax year {c.year}).
          </p>
        )}
      </div>
      <div className="relative -mx-4 overflow-x-auto sm:mx-0">
        <table className="w-full min-w-[18rem] border-collapse text-sm">
          <caption className="sr-only">Comparison of {c.names.join(' and ')}</caption>
          <thead>
            <tr className="border-b border-border">
              <td className="py-2 pr-2 pl-4 sm:pr-4 sm:pl-0" />
              {[0, 1].map((i) => (
                <th
                  key={i}
                  scope="col"
                  className={cn(
                    'px-2 py-2 text-right align-bottom last:pr-4 sm:px-3 sm:last:pr-3',
                    i === win && !tie && 'bg-success-soft',
                  )}
                >
                  <span className="block font-semibold">{c.names[i]}</span>
                  <span className="block text-xs font-normal text-muted">
                    {c.states[i]} · {c.weeks[i]} wk
                  </span>
                  {i === win && !tie ? (
                    <span className="mt-1 inline-block rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-surface">
                      Winner
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rowsOf(c).map((row) => (
              <tr key={row.label} className={row.strong ? 'font-semibold' : undefined}>
                <th scope="row" className="py-2 pr-2 pl-4 text-left font-medium sm:pr-4 sm:pl-0">
                  {row.label}
                </th>
                {[0, 1].map((i) => {
                  const r = c.results[i === 0 ? 0 : 1];
                  return (
                    <td
                      key={i}
                      className={cn(
                        'tabular px-2 py-2 text-right whitespace-nowrap last:pr-4 sm:px-3 sm:last:pr-3',
                        i === win && !tie && 'bg-success-soft/60',
                        row.negative && 'text-muted',
                      )}
                    >
                      <Money cents={row.value(r)} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {c.distances ? (
        <ul className="space-y-1 text-sm" data-testid="compare-distances">
          {c.distances.map((d, i) => (
            <li key={c.names[i === 0 ? 0 : 1]}>
              <span className="font-medium">{c.names[i === 0 ? 0 : 1]}:</span> {d.note}
            </li>
          ))}
        </ul>
      ) : null}
      {c.notes && c.notes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted" data-testid="compare-notes">
          {c.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
