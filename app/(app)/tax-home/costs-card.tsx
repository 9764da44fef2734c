import Link from 'next/link';
import { ActionButton } from '@/components/records/delete-form';
import { RecordForm } from '@/components/records/record-form';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { createCost, deleteCost } from './actions';
import { costFields, costOptions, MONTHS, type CostOut } from './fields';

export function CostsCard({ costs, year, month }: { costs: CostOut[]; year: number; month: number }) {
  const labelOf = (c: string) => costOptions.find((o) => o.value === c)?.label ?? c;
  const total = costs.reduce((sum, c) => sum + c.amount, 0);
  return (
    <Card aria-labelledby="costs-title">
      <CardHeader
        id="costs-title"
        title={`Costs · ${year}`}
        description={
          <>
            Duplicated living expenses you keep paying at home · total{' '}
            <Money cents={total} className="font-semibold text-fg" />
          </>
        }
      />
      {costs.length === 0 ? (
        <EmptyState title="No costs yet">Add this month&apos;s rent or mortgage below.</EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {costs.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <p className="font-medium">
                  <Link href={`/tax-home/costs/${c.id}`} className="text-primary hover:underline">
                    {labelOf(c.category)}
                    <span className="sr-only">
                      , {MONTHS[c.month - 1]} {c.year}
                    </span>
                  </Link>{' '}
                  · <Money cents={c.amount} />
                </p>
                <p className="text-xs text-muted">
                  {MONTHS[c.month - 1]} {c.year}
                  {c.description ? ` · ${c.description}` : ''}
                </p>
              </div>
              <ActionButton
                action={deleteCost.bind(null, c.id)}
                label="Delete"
                srLabel={`${labelOf(c.category)} cost`}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-border pt-4">
        <h3 className="mb-3 text-sm font-semibold">Add a cost for {year}</h3>
        <RecordForm
          action={createCost.bind(null, year)}
          fields={costFields(month)}
          submitLabel="Add cost"
          columns={2}
        />
      </div>
    </Card>
  );
}
