import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { formatCents } from '@/components/ui/money';
import type { KeepHomeBalance } from '@/lib/tax/compliance';

/** Keep the tax home? Its cost against the tax it saved, side by side (the engine's figures). */
export function KeepHomeCard({ b }: { b: KeepHomeBalance }) {
  const rows: Array<[string, number]> = [
    ['Tax without a tax home', b.taxWithoutHome],
    ['Tax with your tax home', b.taxWithHome],
    ['Tax saved', b.taxSaved],
    ['Home costs you recorded', b.homeCosts],
    [
      `Your monthly rent or mortgage (${b.rentMonths} month${b.rentMonths === 1 ? '' : 's'} with none recorded)`,
      b.rentFromHome,
    ],
    [`Trips home (${b.visitMiles.toLocaleString('en-US')} miles at the IRS rate)`, b.visitMileageCost],
    ['Cost of keeping it', b.costOfKeeping],
  ];
  return (
    <TitledCard
      id="keep-home-title"
      title={`Keep the tax home? ${b.year}`}
      description="What your home cost this year against the tax it saved on your stipends."
    >
      <p className="mb-3" data-testid="keep-home-summary">
        {b.taxSaved !== 0 ? (
          <span className="mr-2">
            <Badge tone={b.net >= 0 ? 'success' : 'warning'}>
              {b.net >= 0 ? 'Pays for itself' : 'Costs more'}
            </Badge>
          </span>
        ) : null}
        {b.summary}
      </p>
      <dl className="divide-y divide-border border-t border-border text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular font-medium">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted" data-testid="keep-home-note">
        {b.note} Without a tax home the IRS taxes every stipend as pay.
      </p>
    </TitledCard>
  );
}
