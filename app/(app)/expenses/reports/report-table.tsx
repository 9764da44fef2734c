import { Badge } from '@/components/ui/badge';
import { formatCents, Money } from '@/components/ui/money';
import { STACKED_CELL, STACKED_ROW, STACKED_TITLE, TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { cn } from '@/components/ui/cn';
import type { ExpenseReport } from '@/lib/records/expenses/report';
import { categoryOptions } from '../fields';

const labelOf = (c: string) => categoryOptions.find((o) => o.value === c)?.label ?? c;

/**
 * The report's groups (months or assignments) with their count, total and categories, and the total: the
 * same ExpenseReport the PDF and the CSV print (which list empty months too; here they are named in one
 * line under the table, so a phone does not scroll past ten empty cards). Below 640 px each group is a card.
 */
export function ReportTable({ report }: { report: ExpenseReport }) {
  const group = report.by === 'month' ? 'Month' : 'Assignment';
  const rows = report.groups.filter((g) => g.count > 0);
  const empty = report.groups.filter((g) => g.count === 0).map((g) => g.label);
  return (
    <>
      <Table caption={`Expenses by ${report.by}, ${report.filters.year}`} stacked>
        <THead className="max-sm:hidden">
          <tr>
            <Th>{group}</Th>
            <Th className="text-right">Expenses</Th>
            <Th className="text-right">Total</Th>
            <Th>By category</Th>
          </tr>
        </THead>
        <TBody className="max-sm:block max-sm:space-y-2 max-sm:divide-y-0">
          {rows.map((g) => (
            <tr key={g.key} className={STACKED_ROW} data-testid="report-group">
              <Td className={STACKED_TITLE}>{g.label}</Td>
              <Td data-label="Expenses" className={cn('text-right tabular', STACKED_CELL)}>
                {g.count}
              </Td>
              <Td data-label="Total" className={cn('text-right font-medium', STACKED_CELL)}>
                <Money cents={g.total} />
              </Td>
              <Td data-label="By category" className={STACKED_CELL}>
                <span className="flex flex-wrap justify-end gap-1.5 sm:justify-start">
                  {g.categories.length === 0
                    ? '—'
                    : g.categories.map((c) => (
                        <Badge key={c.category}>{`${labelOf(c.category)} ${formatCents(c.total)}`}</Badge>
                      ))}
                </span>
              </Td>
            </tr>
          ))}
          <tr className={cn(STACKED_ROW, 'font-semibold')} data-testid="report-total">
            <Td className={STACKED_TITLE}>Total</Td>
            <Td data-label="Expenses" className={cn('text-right tabular', STACKED_CELL)}>
              {report.count}
            </Td>
            <Td data-label="Total" className={cn('text-right', STACKED_CELL)}>
              <Money cents={report.total} />
            </Td>
            <Td className="max-sm:hidden" />
          </tr>
        </TBody>
      </Table>
      {empty.length > 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="report-empty">
          No expenses in {empty.join(', ')}.
        </p>
      ) : null}
    </>
  );
}
