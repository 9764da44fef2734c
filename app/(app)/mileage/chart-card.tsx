import { StackedBarChart } from '@/components/charts/stacked-bar-chart';
import { TitledCard } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { FieldOption } from '@/app/_lib/form-types';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** Miles per month, stacked by purpose, for the trips the filters select. */
export function ChartCard({
  year,
  byMonth,
  purposes,
  narrowed,
}: {
  year: number;
  /** 12 rows of miles, one value per purpose in `purposes` order (lib/records/mileage/totals.ts). */
  byMonth: readonly number[][];
  purposes: FieldOption[];
  /** A purpose or assignment filter applies: the chart says so. */
  narrowed: boolean;
}) {
  const empty = byMonth.every((values) => values.every((v) => v === 0));
  const columns = byMonth.map((values, i) => {
    const label = MONTH.format(new Date(Date.UTC(2000, i, 1)));
    return { key: String(i + 1), label, short: label.slice(0, 3), narrow: label.slice(0, 1), values };
  });
  return (
    <TitledCard
      id="chart-title"
      title={`By month · ${year}`}
      description={
        narrowed ? 'Trips matching the filters, by purpose.' : 'All trips of the year, by purpose.'
      }
    >
      {empty ? (
        <EmptyState title="Nothing to chart yet">Trips you log appear here month by month.</EmptyState>
      ) : (
        <StackedBarChart
          title={`Trip distance by month and purpose, ${year}`}
          unit="mi"
          series={purposes.map((p) => ({ key: p.value, label: p.label }))}
          columns={columns}
        />
      )}
    </TitledCard>
  );
}
