import { cn } from '@/components/ui/cn';
import { STACKED_CELL, STACKED_ROW, STACKED_TITLE, TBody, THead, Table, Td, Th } from '@/components/ui/table';

// The one list of records for every record page: a table where the page is wide enough (Expenses,
// Mileage, Credentials, Assignments), a stacked list in a half-width card (tax home documents and costs).
// Both show the empty state instead of an empty list, and each record's actions last. Below 640 px the
// table's rows are cards: the first column as the card's title, every other cell on a line of its own
// after its column's name (a CSS label from `data-label`, the header row hidden), the actions last.

const STACKED_ACTIONS = 'max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:pb-0';

export interface Column<R> {
  header: string;
  /** Figures: right-aligned, header included. */
  numeric?: boolean;
  className?: string;
  cell: (row: R) => React.ReactNode;
}

interface Rows<R> {
  rows: readonly R[];
  /** Its edit link's file and delete buttons (components/records/row-actions.tsx). */
  actions: (row: R) => React.ReactNode;
  empty: React.ReactNode;
}

export function RecordTable<R extends { id: number }>({
  caption,
  columns,
  rows,
  actions,
  empty,
}: Rows<R> & { caption: string; columns: readonly Column<R>[] }) {
  if (rows.length === 0) return empty;
  return (
    <Table caption={caption} stacked>
      <THead className="max-sm:hidden">
        <tr>
          {columns.map((c) => (
            <Th key={c.header} className={c.numeric ? 'text-right' : undefined}>
              {c.header}
            </Th>
          ))}
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </THead>
      <TBody className="max-sm:block max-sm:space-y-2 max-sm:divide-y-0">
        {rows.map((r) => (
          <tr key={r.id} className={STACKED_ROW}>
            {columns.map((c, i) => (
              <Td
                key={c.header}
                data-label={i === 0 ? undefined : c.header}
                className={cn(c.numeric && 'text-right', c.className, i === 0 ? STACKED_TITLE : STACKED_CELL)}
              >
                {/* One box, so a value of several parts stays together on the right of its label. */}
                <span className="max-sm:min-w-0">{c.cell(r)}</span>
              </Td>
            ))}
            <Td className={STACKED_ACTIONS}>
              <div className="flex items-center justify-end gap-3">{actions(r)}</div>
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The same rows stacked: the record's name line, a detail line, the actions beside them. */
export function RecordList<R extends { id: number }>({
  rows,
  title,
  detail,
  actions,
  empty,
}: Rows<R> & { title: (row: R) => React.ReactNode; detail: (row: R) => React.ReactNode }) {
  if (rows.length === 0) return empty;
  return (
    <ul className="divide-y divide-border">
      {rows.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-3 py-2.5">
          {/* A long title wraps beside the actions rather than push them to a line of their own. */}
          <div className="min-w-0 flex-1">
            <p className="font-medium wrap-break-word">{title(r)}</p>
            <p className="text-xs text-muted">{detail(r)}</p>
          </div>
          <div className="flex shrink-0 items-center gap-3">{actions(r)}</div>
        </li>
      ))}
    </ul>
  );
}
