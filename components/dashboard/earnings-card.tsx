import Link from 'next/link';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import { answerText } from '@/components/views/estimate-answer';
import { Stat } from './stat';

export interface EarningsTotals {
  grossComp: number;
  totalTax: number;
  netProfit: number;
  count: number;
}

export function earningsTotals(
  items: ReadonlyArray<{ grossComp: number; totalTax: number; netProfit: number }>,
): EarningsTotals {
  return {
    grossComp: items.reduce((s, it) => s + it.grossComp, 0),
    totalTax: items.reduce((s, it) => s + it.totalTax, 0),
    netProfit: items.reduce((s, it) => s + it.netProfit, 0),
    count: items.length,
  };
}

/**
 * Income, estimated tax and take-home of the year's assignments (the profitability view's totals), and the
 * Tax estimate's answer: what is still owed or comes back when the worker files.
 */
export function EarningsCard({
  year,
  totals,
  balance,
}: {
  year: number;
  totals: EarningsTotals;
  /** The estimate's total balance: more than 0 owed, less than 0 refunded. */
  balance: number;
}) {
  return (
    <Card aria-labelledby="earnings-title" className="h-full">
      <CardHeader
        id="earnings-title"
        title={`${year} income and tax`}
        description={
          totals.count
            ? `Estimated from ${totals.count} assignment${totals.count === 1 ? '' : 's'} in ${year}`
            : undefined
        }
        action={
          <Link href="/profitability" className="text-sm font-medium text-primary hover:underline">
            Profitability<span aria-hidden="true"> →</span>
          </Link>
        }
      />
      {totals.count === 0 ? (
        <p className="text-sm text-muted">
          <Link href="/assignments" className="font-medium text-primary underline-offset-2 hover:underline">
            Add this year&apos;s assignments
          </Link>{' '}
          to see your income, estimated tax and take-home.
        </p>
      ) : (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Stat label="Income" value={<Money cents={totals.grossComp} />} note="Pay, stipends, bonuses" />
          <Stat
            label="Estimated tax"
            value={<Money cents={totals.totalTax} />}
            note="Federal, state, FICA/SE"
          />
          <Stat
            label="Take-home"
            value={<Money cents={totals.netProfit} />}
            note="Income less every tax and linked expenses"
            emphasis
          />
        </dl>
      )}
      {totals.count > 0 ? (
        <p className="mt-4 border-t border-border pt-3 text-sm" data-testid="dashboard-answer">
          <span className="font-semibold">When you file: {answerText(balance).replace(/^You/, 'you')}</span>
          <span className="block text-xs text-muted">
            Federal and state tax less what is withheld and paid.{' '}
            <Link href={`/tax-estimate?year=${year}`} className="font-medium text-primary hover:underline">
              See the estimate
            </Link>
          </span>
        </p>
      ) : null}
    </Card>
  );
}
