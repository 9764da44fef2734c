import Link from '@/components/ui/link';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import { HeadlineParts } from '@/components/views/headline-parts';
import type { FilingYear, Headline } from '@/lib/tax/engine/index';
import { Stat } from './stat';

/**
 * Income, tax and take-home of the year's assignments: the filing year's one take-home figure, the same the
 * Tax estimate shows (docs/tax-method.md §11), and what each return will ask when the worker files, one
 * government at a time (never netted).
 */
export function EarningsCard({
  year,
  count,
  takeHome,
  headline,
  advice,
}: {
  year: number;
  /** The year's assignments. */
  count: number;
  takeHome: FilingYear['takeHome'];
  headline: Headline;
  /** The withholding advice when short (W-2), else null. */
  advice: string | null;
}) {
  return (
    <Card aria-labelledby="earnings-title" className="h-full">
      <CardHeader
        id="earnings-title"
        title={`${year} income and tax`}
        description={
          count ? `Estimated from ${count} assignment${count === 1 ? '' : 's'} in ${year}` : undefined
        }
        action={
          <Link href="/profitability" className="text-sm font-medium text-primary hover:underline">
            Profitability<span aria-hidden="true"> →</span>
          </Link>
        }
      />
      {count === 0 ? (
        <p className="text-sm text-muted">
          <Link href="/assignments" className="font-medium text-primary underline-offset-2 hover:underline">
            Add this year&apos;s assignments
          </Link>{' '}
          to see your income, estimated tax and take-home.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Stat label="Income" value={<Money cents={takeHome.grossComp} />} note="Pay, stipends, bonuses" />
            <Stat
              label="Estimated tax"
              value={<Money cents={takeHome.taxes} />}
              note="Your assignments’ share of every tax"
            />
            <Stat
              label="Take-home"
              value={<Money cents={takeHome.net} />}
              note="Income less that tax, before expenses"
              emphasis
            />
          </dl>
          <p className="mt-2 text-xs text-muted" data-testid="dashboard-take-home-note">
            {takeHome.note}
          </p>
        </>
      )}
      {count > 0 ? (
        <div className="mt-4 border-t border-border pt-3 text-sm" data-testid="dashboard-answer">
          <p className="font-semibold">
            When you file: <HeadlineParts headline={headline} />
          </p>
          {advice ? (
            <p className="mt-1" data-testid="dashboard-advice">
              {advice}
            </p>
          ) : null}
          <p className="text-xs text-muted">
            Each government settles on its own return.{' '}
            <Link href={`/tax-estimate?year=${year}`} className="font-medium text-primary hover:underline">
              See the estimate
            </Link>
          </p>
        </div>
      ) : null}
    </Card>
  );
}
