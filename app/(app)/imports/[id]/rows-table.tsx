import { Badge } from '@/components/ui/badge';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { ExpenseRow } from '@/lib/imports/rows-expenses';
import type { TripRow } from '@/lib/imports/rows-mileage';
import type { ImportKind } from '@/lib/imports/kinds';
import { ROW_BADGES, valueLabel } from '../labels';

// Rows of a preview with what happens to each; while editable, a checkbox per row: skip a ready row, or
// import a likely duplicate anyway (read by ../form-change.ts).

type Row = ExpenseRow | TripRow;
const IMPORTED = { label: 'Imported', tone: 'success' } as const;

function Choice({ row, editable, skipped }: { row: Row; editable: boolean; skipped: Set<number> }) {
  if (!editable) return null;
  const userSkipped = row.status === 'skipped' && skipped.has(row.line);
  if (row.status === 'ready' || userSkipped) {
    return (
      <label className="flex items-center gap-1.5 text-xs whitespace-nowrap">
        <input
          type="checkbox"
          name="skip"
          value={row.line}
          defaultChecked={userSkipped}
          className="accent-primary"
        />
        Skip<span className="sr-only"> line {row.line}</span>
      </label>
    );
  }
  if (row.status !== 'duplicate') return null;
  return (
    <label className="flex items-center gap-1.5 text-xs whitespace-nowrap">
      <input type="checkbox" name="include" value={row.line} className="accent-primary" />
      Import anyway<span className="sr-only"> line {row.line}</span>
    </label>
  );
}

function What({ row }: { row: Row }) {
  if ('amount' in row) return <span className="break-words">{row.description || '—'}</span>;
  const route = [row.origin, row.destination].filter(Boolean).join(' → ');
  return <span className="break-words">{route || row.notes || '—'}</span>;
}

export function RowsTable({
  rows,
  kind,
  caption,
  editable,
  skipped,
  imported = false,
}: {
  rows: Row[];
  kind: ImportKind;
  caption: string;
  editable: boolean;
  skipped: Set<number>;
  /** The import was committed: its ready rows are in the records now. */
  imported?: boolean;
}) {
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <Th className="text-right">Line</Th>
          <Th>Date</Th>
          <Th className="text-right">{kind === 'expenses' ? 'Amount' : 'Miles'}</Th>
          <Th>{kind === 'expenses' ? 'Category' : 'Purpose'}</Th>
          <Th>{kind === 'expenses' ? 'Description' : 'Route'}</Th>
          <Th>What happens</Th>
          {editable ? (
            <Th>
              <span className="sr-only">Choice</span>
            </Th>
          ) : null}
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => {
          const badge = imported && row.status === 'ready' ? IMPORTED : ROW_BADGES[row.status];
          return (
            <tr key={row.line}>
              <Td className="text-right tabular text-muted">{row.line}</Td>
              <Td className="whitespace-nowrap">{row.date ? <DateText value={row.date} /> : '—'}</Td>
              <Td className="text-right tabular">
                {'amount' in row ? (
                  row.amount === null ? (
                    '—'
                  ) : (
                    <Money cents={row.amount} />
                  )
                ) : (
                  (row.miles ?? '—')
                )}
              </Td>
              <Td>{valueLabel(kind, 'amount' in row ? row.category : row.purpose)}</Td>
              {/* Room for the text (cells ignore min-width, their content does not): on a phone the table
                  scrolls sideways instead of growing tall. */}
              <Td>
                <div className="min-w-[10rem]">
                  <What row={row} />
                </div>
              </Td>
              <Td>
                <div className="min-w-[15rem]">
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                  {row.reason ? <span className="mt-1 block text-xs text-muted">{row.reason}</span> : null}
                </div>
              </Td>
              {editable ? (
                <Td>
                  <Choice row={row} editable={editable} skipped={skipped} />
                </Td>
              ) : null}
            </tr>
          );
        })}
      </TBody>
    </Table>
  );
}
