import { cn } from '@/components/ui/cn';
import { formatDate } from '@/lib/core/dates';

// A year of contracts at a glance: one bar per assignment across January–December, the part outside the
// year clipped, today marked. Server-rendered; every bar also reads as text for screen readers.

export interface TimelineItem {
  id: number;
  label: string;
  detail: string;
  start: string; // YYYY-MM-DD
  end: string;
  status: 'upcoming' | 'active' | 'complete';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const TONE: Record<TimelineItem['status'], string> = {
  active: 'bg-primary',
  upcoming: 'bg-info',
  complete: 'bg-muted',
};

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export function YearTimeline({ year, items, today }: { year: number; items: TimelineItem[]; today: string }) {
  const first = dayOf(`${year}-01-01`);
  const length = dayOf(`${year + 1}-01-01`) - first;
  const pct = (day: number) => (Math.min(Math.max(day - first, 0), length) / length) * 100;
  const todayPct = today.startsWith(String(year)) ? pct(dayOf(today) + 0.5) : null;
  return (
    <figure className="grid gap-2">
      <figcaption className="sr-only">Assignments of {year} on a January to December timeline</figcaption>
      <div aria-hidden="true" className="ml-0 grid grid-cols-12 text-[11px] text-muted sm:ml-44">
        {MONTHS.map((m) => (
          <span key={m} className="border-l border-border pl-1">
            {m}
          </span>
        ))}
      </div>
      <ol className="grid gap-2">
        {items.map((item) => {
          const left = pct(dayOf(item.start));
          const width = Math.max(pct(dayOf(item.end) + 1) - left, 0.8);
          return (
            <li key={item.id} className="grid gap-1 sm:grid-cols-[10.5rem_1fr] sm:items-center sm:gap-3">
              <span className="truncate text-sm">
                <span className="font-medium">{item.label}</span>
                <span className="text-muted"> · {item.detail}</span>
              </span>
              <span className="relative block h-5 rounded bg-surface-muted">
                {todayPct !== null ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0 w-px bg-danger"
                    style={{ left: `${todayPct}%` }}
                  />
                ) : null}
                <span
                  className={cn('absolute inset-y-0.5 rounded', TONE[item.status])}
                  style={{ left: `${left}%`, width: `${width}%` }}
                  title={`${formatDate(item.start)} to ${formatDate(item.end)}`}
                />
                <span className="sr-only">
                  {item.status}, {formatDate(item.start)} to {formatDate(item.end)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
