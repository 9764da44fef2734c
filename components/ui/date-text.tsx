import { formatDate } from '@/lib/core/dates';

/** A calendar date as every page shows it ('Mar 2, 2026'), the machine-readable date kept in `dateTime`. */
export function DateText({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">—</span>;
  // "Mar 2, 2026" stays on one line wherever it sits in running text.
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDate(value)}
    </time>
  );
}
