import { Money } from '@/components/ui/money';
import type { ProfitabilityRow } from '@/lib/views/profitability';

/**
 * How each government's tax is shared over the year's assignments (the filing year's allocation,
 * docs/tax-method.md §11): the rule in plain words, then each assignment's share, so a home state's tax on the
 * whole household is never charged to a contract without saying why.
 */
export function TaxShares({ items }: { items: readonly ProfitabilityRow[] }) {
  const lines = new Map<string, { name: string; label: string }>();
  for (const it of items) for (const l of it.taxLines) lines.set(l.governmentId, l);
  if (lines.size === 0) return <p className="text-sm text-muted">No tax to share this year.</p>;
  return (
    <div className="grid gap-4 text-sm" data-testid="tax-shares">
      {[...lines].map(([id, line]) => (
        <section key={id} aria-label={line.name} data-testid={`tax-share-${id}`}>
          <h3 className="font-semibold">{line.name}</h3>
          <p className="text-xs text-muted">{line.label}</p>
          <ul className="mt-1 divide-y divide-border">
            {items.map((it) => {
              const share = it.taxLines.find((l) => l.governmentId === id);
              return share ? (
                <li key={it.assignmentId} className="flex justify-between gap-4 py-1">
                  <span className="min-w-0">{it.facility}</span>
                  <Money cents={share.amount} className="shrink-0" />
                </li>
              ) : null;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
