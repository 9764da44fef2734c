import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { formatCents } from '@/components/ui/money';
import { formatTimestamp } from './format';

export interface SavedComparisonRow {
  id: number;
  name: string;
  year: number;
  winnerName: string | null;
  diff: number;
  created_at: string;
}

/** Saved comparisons, newest first; each reopens its stored snapshot. */
export function SavedComparisons({
  rows,
  openId,
  locale,
}: {
  rows: readonly SavedComparisonRow[];
  openId: number | null;
  locale: string;
}) {
  return (
    <ul className="divide-y divide-border">
      {rows.map((r) => {
        const open = r.id === openId;
        return (
          <li key={r.id}>
            <Link
              href={`/compare?id=${r.id}`}
              aria-current={open ? 'true' : undefined}
              className={cn(
                'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-2.5 hover:bg-surface-muted',
                open && 'bg-surface-muted',
              )}
            >
              <span className="min-w-0">
                <span className="block font-medium">{r.name}</span>
                <span className="block text-xs text-muted">
                  {r.year} · saved {formatTimestamp(r.created_at, locale)}
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
          </li>
        );
      })}
    </ul>
  );
}
