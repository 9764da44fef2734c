import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { Money } from '@/components/ui/money';
import type { ProfitabilityItem } from '@/lib/tax/engine';
import { formatPercent } from './format';

const MONEY_KEYS = [
  'grossComp',
  'taxableIncome',
  'federalTax',
  'stateTax',
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

// Twelve columns: tighter cells than the shared table so that it fits a desktop card without scrolling.
const cell = 'px-2 py-3 first:pl-4 last:pr-4 sm:first:pl-0 sm:last:pr-0';
const num = cn(cell, 'text-right whitespace-nowrap tabular');
const head = 'px-2 py-2 font-medium first:pl-4 last:pr-4 sm:first:pl-0 sm:last:pr-0';

/** Per-assignment profitability with a totals row; scrolls sideways inside its card on narrow screens. */
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
  const columns = [
    'Weeks',
    'Gross',
    'Taxable',
    'Federal',
    'State tax',
    employmentType === '1099' ? 'SE tax' : 'FICA',
    'Total tax',
    'Expenses',
    'Net',
    'Margin',
  ];
  return (
    <div className="relative -mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[62rem] border-collapse text-sm">
        <caption className="sr-only">Profitability per assignment</caption>
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
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
        <tbody className="divide-y divide-border">
          {items.map((it) => (
            <tr key={it.assignmentId}>
              <th scope="row" className={cn(cell, 'min-w-40 text-left font-medium')}>
                <Link href={`/assignments/${it.assignmentId}`} className="underline-offset-2 hover:underline">
                  {it.facility}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  {it.location}
                  {it.stipendsTaxable ? ' · stipends taxed as wages' : ''}
                </span>
              </th>
              <td className={cell}>{it.state}</td>
              <td className={num}>{it.weeks}</td>
              {[
                it.grossComp,
                it.taxableIncome,
                it.federalTax,
                it.stateTax,
                it.ficaTax + it.seTax,
                it.totalTax,
              ].map((cents, i) => (
                <td key={i} className={num}>
                  <Money cents={cents} />
                </td>
              ))}
              <td className={num}>
                <Money cents={it.linkedExpenses} />
              </td>
              <td className={cn(num, 'font-semibold', it.netProfit < 0 && 'text-danger')}>
                <Money cents={it.netProfit} />
              </td>
              <td className={num}>{formatPercent(it.profitMargin, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={cn(cell, 'text-left')}>
              Total
            </th>
            {MONEY_KEYS.map((k) => (
              <td key={k} className={num}>
                <Money cents={t[k]} />
              </td>
            ))}
            <td className={cn(num, t.netProfit < 0 && 'text-danger')}>
              <Money cents={t.netProfit} />
            </td>
            <td className={num}>{formatPercent(t.grossComp ? t.netProfit / t.grossComp : 0, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
