import { cn } from '@/components/ui/cn';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';

// The one list of records for every record page: a table where the page is wide enough (Expenses,
// Mileage, Credentials, Assignments), a stacked list in a half-width card (tax home documents and costs).
// Both show the empty state instead of an empty list, and each record's actions last.

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
    <Table caption={caption}>
      <THead>
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
      <TBody>
        {rows.map((r) => (
          <tr key={r.id}>
            {columns.map((c) => (
              <Td key={c.header} className={cn(c.numeric && 'text-right', c.className)}>
                {c.cell(r)}
              </Td>
            ))}
            <Td>
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
