const fmt = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' → 'Mar 2, 2026' (calendar dates carry no time zone, so format them as UTC). */
export function formatDate(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : fmt.format(d);
}

export function DateText({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">—</span>;
  // "Mar 2, 2026" stays on one line wherever it sits in running text.
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDate(value)}
    </time>
  );
}
