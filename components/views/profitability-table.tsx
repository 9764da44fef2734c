import Link from '@/components/ui/link';
import { cn } from '@/components/ui/cn';
import { Money } from '@/components/ui/money';
import { STACKED_CELL, STACKED_ROW, STACKED_TITLE } from '@/components/ui/table';
import type { ProfitabilityItem } from '@/lib/tax/engine/index';
import { formatPercent } from '../ui/format';

const MONEY_KEYS = [
  'grossComp',
  'taxableIncome',
  'federalTax',
  'stateTax',
  'localTax',
  'payroll',
  'totalTax',
  'linkedExpenses',
] as const;
type Totals = Record<(typeof MONEY_KEYS)[number] | 'netProfit', number>;

function totalsOf(items: readonly ProfitabilityItem[]): Totals {
  const t: Totals = {
    grossComp: 0,
    taxableIncome: 0,
    federalTax: 0,
    stateTax: 0,
    localTax: 0,
    payroll: 0,
    totalTax: 0,
    linkedExpenses: 0,
    netProfit: 0,
  };
  for (const it of items) {
    for (const k of MONEY_KEYS) t[k] += k === 'payroll' ? it.ficaTax + it.seTax : it[k];
    t.netProfit += it.netProfit;
  }
  return t;
}

// Thirteen columns: tighter cells than the shared table so that it fits a desktop card without scrolling.
// Below 640 px each assignment, and the totals, is a card like a record list's (components/records): thirteen
// columns cannot fit 375 px, and a table scrolling sideways hid all but the first two.
const cell = 'px-1.5 py-3 first:pl-4 last:pr-4 sm:first:pl-0 sm:last:pr-0 max-sm:last:pr-0';
const num = cn(cell, 'text-right whitespace-nowrap tabular', STACKED_CELL);
const title = cn(cell, STACKED_TITLE);
const head = 'px-1.5 py-2 font-medium first:pl-4 last:pr-4 sm:first:pl-0 sm:last:pr-0';

/** Per-assignment profitability with a totals row; a card per assignment below 640 px. */
export function ProfitabilityTable({
  items,
  employmentType,
  locale,
}: {
  items: readonly ProfitabilityItem[];
  employmentType: string;
  locale: string;
}) {
  const t = totalsOf(items);
  const payroll = employmentType === '1099' ? 'SE tax' : 'FICA';
  const columns = [
    'Weeks',
    'Gross',
    'Taxable',
    'Federal',
    'State tax',
    'Local tax',
    payroll,
    'Total tax',
    'Expenses',
    'Net',
    'Margin',
  ];
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[64rem]">
        <caption className="sr-only">Profitability per assignment</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted max-sm:hidden">
          <tr>
            <th scope="col" className={cn(head, 'text-left')}>
              Facility
            </th>
            <th scope="col" className={cn(head, 'text-left')}>
              State
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className={cn(head, 'text-right whitespace-nowrap')}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border max-sm:block max-sm:space-y-2 max-sm:divide-y-0">
          {items.map((it) => (
            <tr key={it.assignmentId} className={STACKED_ROW}>
              <th scope="row" className={cn(title, 'min-w-32 text-left font-medium')}>
                <Link href={`/assignments/${it.assignmentId}`} className="underline-offset-2 hover:underline">
                  {it.facility}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  {it.location}
                  {it.stipendsTaxable ? ' · stipends taxed as wages' : ''}
                </span>
              </th>
              <td className={cn(cell, STACKED_CELL)} data-label="State">
                {it.state}
              </td>
              <td className={num} data-label="Weeks">
                {it.weeks}
              </td>
              {[
                it.grossComp,
                it.taxableIncome,
                it.federalTax,
                it.stateTax,
                it.localTax,
                it.ficaTax + it.seTax,
                it.totalTax,
                it.linkedExpenses,
              ].map((cents, i) => (
                <td key={i} className={num} data-label={columns[i + 1]}>
                  <Money cents={cents} />
                </td>
              ))}
              <td className={cn(num, 'font-semibold', it.netProfit < 0 && 'text-danger')} data-label="Net">
                <Money cents={it.netProfit} />
              </td>
              <td className={num} data-label="Margin">
                {formatPercent(it.profitMargin, locale)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border font-semibold max-sm:mt-2 max-sm:block max-sm:border-t-0">
          <tr className={STACKED_ROW}>
            <th scope="row" colSpan={3} className={cn(title, 'text-left')}>
              Total
            </th>
            {MONEY_KEYS.map((k, i) => (
              <td key={k} className={num} data-label={columns[i + 1]}>
                <Money cents={t[k]} />
              </td>
            ))}
            <td className={cn(num, t.netProfit < 0 && 'text-danger')} data-label="Net">
              <Money cents={t.netProfit} />
            </td>
            <td className={num} data-label="Margin">
              {formatPercent(t.grossComp ? t.netProfit / t.grossComp : 0, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
