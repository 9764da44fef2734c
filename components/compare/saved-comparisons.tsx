import Link from '@/components/ui/link';
import { ActionButton } from '@/components/records/delete-form';
import { cn } from '@/components/ui/cn';
import { formatCents } from '@/components/ui/money';
import { LocalTime } from '../ui/local-time';

export interface SavedComparisonRow {
  id: number;
  name: string;
  year: number;
  winnerName: string | null;
  diff: number;
  created_at: string;
}

/** Saved comparisons, newest first; each reopens its stored snapshot, or goes to the trash. */
export function SavedComparisons({
  rows,
  openId,
  deleteAction,
}: {
  rows: readonly SavedComparisonRow[];
  openId: number | null;
  deleteAction: (id: number) => Promise<void>;
}) {
  return (
    <ul className="divide-y divide-border">
      {rows.map((r) => {
        const open = r.id === openId;
        return (
          <li key={r.id} className="flex items-center gap-2 py-1">
            <Link
              href={`/compare?id=${r.id}`}
              aria-current={open ? 'true' : undefined}
              className={cn(
                'flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 hover:bg-surface-muted',
                open && 'bg-surface-muted',
              )}
            >
              <span className="min-w-0">
                <span className="block font-medium">{r.name}</span>
                <span className="block text-xs text-muted">
                  {r.year} · saved <LocalTime value={r.created_at} />
                </span>
              </span>
              <span className="text-sm text-muted">
                {r.winnerName ? (
                  <>
                    <span className="font-medium text-fg">{r.winnerName}</span> by{' '}
                    <span className="tabular">{formatCents(r.diff)}</span>
                  </>
                ) : (
                  'Snapshot unreadable'
                )}
              </span>
            </Link>
            <ActionButton
              action={deleteAction.bind(null, r.id)}
              label="Delete"
              srLabel={`comparison ${r.name}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
