import { RecordList } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { RecordForm } from '@/components/records/record-form';
import { TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { createCost, deleteCost } from './actions';
import { costFields, costOptions, MONTHS, type CostOut } from './fields';

export function CostsCard({ costs, year, month }: { costs: CostOut[]; year: number; month: number }) {
  const labelOf = (c: string) => costOptions.find((o) => o.value === c)?.label ?? c;
  const total = costs.reduce((sum, c) => sum + c.amount, 0);
  return (
    <TitledCard
      id="costs-title"
      title={`Costs · ${year}`}
      description={
        <>
          Duplicated living expenses you keep paying at home · total{' '}
          <Money cents={total} className="font-semibold text-fg" />
        </>
      }
    >
      <RecordList
        rows={costs}
        title={(c) => (
          <>
            <RecordLink href={`/tax-home/costs/${c.id}`}>
              {labelOf(c.category)}
              <span className="sr-only">
                , {MONTHS[c.month - 1]} {c.year}
              </span>
            </RecordLink>{' '}
            · <Money cents={c.amount} />
          </>
        )}
        detail={(c) => `${MONTHS[c.month - 1]} ${c.year}${c.description ? ` · ${c.description}` : ''}`}
        actions={(c) => (
          <RowActions
            remove={{ action: deleteCost.bind(null, c.id), srLabel: `${labelOf(c.category)} cost` }}
          />
        )}
        empty={<EmptyState title="No costs yet">Add this month&apos;s rent or mortgage below.</EmptyState>}
      />
      <div className="mt-4 border-t border-border pt-4">
        <h3 className="mb-3 text-sm font-semibold">Add a cost for {year}</h3>
        <RecordForm
          action={createCost.bind(null, year)}
          fields={costFields(month)}
          submitLabel="Add cost"
          columns={2}
        />
      </div>
    </TitledCard>
  );
}
