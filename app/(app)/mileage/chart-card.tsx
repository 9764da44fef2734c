import { StackedBarChart, type StackColumn } from '@/components/charts/stacked-bar-chart';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { FieldOption } from '@/components/records/form-types';

/** Miles per month, stacked by purpose, for the trips the filters select. */
export function ChartCard({
  year,
  columns,
  purposes,
  narrowed,
}: {
  year: number;
  columns: StackColumn[];
  purposes: FieldOption[];
  /** A purpose or assignment filter applies: the chart says so. */
  narrowed: boolean;
}) {
  const empty = columns.every((c) => c.values.every((v) => v === 0));
  return (
    <Card aria-labelledby="chart-title">
      <CardHeader
        id="chart-title"
        title={`By month · ${year}`}
        description={
          narrowed ? 'Trips matching the filters, by purpose.' : 'All trips of the year, by purpose.'
        }
      />
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
    </Card>
  );
}
