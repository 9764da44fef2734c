import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatCents } from '@/components/ui/money';
import { formatDate } from '@/lib/core/dates';
import type { ExtensionView } from '@/lib/views/tax-home/extension';
import type { TaxHomeDistance } from '@/lib/tax/compliance';

/** Distance from the tax home, and the "extend by N weeks" simulator (a GET form: nothing is saved). */
export function ExtensionCard({
  distance,
  weeks,
  result,
}: {
  distance: TaxHomeDistance;
  weeks: number | null;
  result: ExtensionView | null;
}) {
  return (
    <TitledCard
      id="extension-title"
      title="Distance and extensions"
      description="Stipends stay tax-free only while the work here is expected to last a year or less."
    >
      <div className="mb-4 flex flex-wrap items-start gap-2" data-testid="distance">
        {distance.near ? <Badge tone="warning">Close to home</Badge> : null}
        <p className="text-sm">{distance.note}</p>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Simulate an extension">
        <label className="grid gap-1 text-sm font-medium">
          Extend by (weeks)
          <Input
            name="weeks"
            type="number"
            min={1}
            max={52}
            required
            defaultValue={weeks ?? 13}
            className="w-28"
          />
        </label>
        <Button type="submit" variant="secondary">
          Show what it costs
        </Button>
      </form>
      {result ? <ExtensionResult r={result} /> : null}
      <p className="mt-4 text-sm text-muted">
        The IRS rule: once work at one place is expected to pass a year (all your contracts there in any 24
        months, each day counted once), it counts as your new home from the first day, and every stipend of
        that contract becomes taxable pay, not only the weeks past the year.
      </p>
    </TitledCard>
  );
}

function ExtensionResult({ r }: { r: ExtensionView }) {
  return (
    <div
      className="mt-4 grid gap-2 rounded-lg border border-border p-3 text-sm"
      data-testid="extension-result"
    >
      <p>
        Extended by {r.weeks} week{r.weeks === 1 ? '' : 's'}, the contract ends on{' '}
        <strong>{formatDate(r.newEndDate)}</strong>: {r.daysExtended} days at this place in the 24 months up
        to then (now {r.daysNow}).
      </p>
      {r.breakDate === null ? (
        <p>
          <Badge tone="success">Within the 12-month rule</Badge> The limit is 365 days.
        </p>
      ) : (
        <p>
          <Badge tone="danger">Breaks the 12-month rule</Badge> A contract running to{' '}
          {formatDate(r.breakDate)} or later passes 365 days.{' '}
          {r.lastSafeDate ? `The last end date within the rule is ${formatDate(r.lastSafeDate)}.` : null}
        </p>
      )}
      {r.stipendsBecomingTaxable > 0 ? (
        <>
          <p className="font-medium">
            This extension would make {formatCents(r.stipendsBecomingTaxable)} of stipends taxable, about{' '}
            {formatCents(r.extraTax)} more tax.
          </p>
          {/* Why: the 12-month rule, or a GSA rate that is lower in the added months than the stipends. */}
          {r.stipendsCause ? <p data-testid="extension-cause">{r.stipendsCause.note}</p> : null}
        </>
      ) : r.breakDate === null ? (
        <p>
          Your stipends stay as they are: the extension adds {formatCents(r.extended.pay - r.current.pay)} of
          pay.
        </p>
      ) : null}
    </div>
  );
}
