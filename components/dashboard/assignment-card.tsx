import Link from '@/components/ui/link';
import { daysBetween } from '@/components/ui/format';
import { DateText } from '@/components/ui/date-text';
import { StatusBadge } from '@/components/records/status-badge';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';

export interface AssignmentSummary {
  id: number;
  facility: string;
  location: string;
  state: string;
  status: string;
  start_date: string;
  end_date: string;
  base_pay: number;
  housing_stipend: number;
  mie_stipend: number;
}

/** The assignment in progress today; else the next one to start. */
export function currentAssignment(items: readonly AssignmentSummary[]): AssignmentSummary | null {
  const active = items.find((a) => a.status === 'active');
  if (active) return active;
  const upcoming = items
    .filter((a) => a.status === 'upcoming')
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  return upcoming[0] ?? null;
}

export function AssignmentCard({
  assignment: a,
  today,
}: {
  assignment: AssignmentSummary | null;
  today: string;
}) {
  const left = a ? daysBetween(today, a.end_date) : 0;
  const toStart = a ? daysBetween(today, a.start_date) : 0;
  return (
    <Card aria-labelledby="current-title">
      <CardHeader
        id="current-title"
        title={a?.status === 'upcoming' ? 'Next assignment' : 'Current assignment'}
        action={a ? <StatusBadge status={a.status} /> : undefined}
      />
      {a === null ? (
        <p className="text-sm text-muted">
          No active assignment.{' '}
          <Link href="/assignments" className="font-medium text-primary underline-offset-2 hover:underline">
            Add the contract you are working
          </Link>
        </p>
      ) : (
        <div className="space-y-3">
          <div>
            <Link
              href={`/assignments/${a.id}`}
              className="text-base font-semibold underline-offset-2 hover:underline"
            >
              {a.facility}
            </Link>
            <p className="text-sm text-muted">
              {a.location}, {a.state} · <DateText value={a.start_date} /> – <DateText value={a.end_date} />
            </p>
            <p className="mt-1 text-sm">
              {a.status === 'upcoming'
                ? `Starts in ${toStart} day${toStart === 1 ? '' : 's'}`
                : `${left} day${left === 1 ? '' : 's'} left`}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {(
              [
                ['Base / wk', a.base_pay],
                ['Housing / wk', a.housing_stipend],
                ['M&IE / wk', a.mie_stipend],
              ] as const
            ).map(([label, cents]) => (
              <div key={label} className="min-w-0 rounded-lg bg-surface-muted px-2 py-2">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-medium">
                  <Money cents={cents} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Card>
  );
}
