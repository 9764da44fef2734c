import Link from '@/components/ui/link';
import {
  bySeverity,
  SEVERITY_ORDER,
  SeverityBadge,
  severityLabel,
  type Severity,
} from '@/components/notifications/severity';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

export interface OpenNotification {
  id: number;
  severity: Severity;
  title: string;
  link: string | null;
  read_at: string | null;
}

const countTone: Record<Severity, string> = {
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  info: 'bg-info-soft text-info',
};
const SHOWN = 4;

/** Open (unresolved) notifications, counted by severity, the most severe listed first. */
export function NotificationsCard({ open }: { open: readonly OpenNotification[] }) {
  const sorted = bySeverity(open);
  const unread = open.filter((n) => n.read_at === null).length;
  return (
    <Card aria-labelledby="alerts-title">
      <CardHeader
        id="alerts-title"
        title="Notifications"
        description={open.length ? `${open.length} open · ${unread} unread` : undefined}
        action={
          <Link href="/notifications" className="text-sm font-medium text-primary hover:underline">
            All<span className="sr-only"> notifications</span>
            <span aria-hidden="true"> →</span>
          </Link>
        }
      />
      {open.length === 0 ? (
        <p className="text-sm text-muted">Nothing needs your attention right now.</p>
      ) : (
        <>
          <dl className="mb-3 grid grid-cols-3 gap-2">
            {SEVERITY_ORDER.map((s) => (
              <div key={s} className={cn('rounded-lg px-2 py-2 text-center', countTone[s])}>
                <dt className="text-xs font-medium">{severityLabel(s)}</dt>
                <dd className="tabular text-xl font-semibold">
                  {open.filter((n) => n.severity === s).length}
                </dd>
              </div>
            ))}
          </dl>
          <ul className="divide-y divide-border">
            {sorted.slice(0, SHOWN).map((n) => (
              <li key={n.id} className="flex items-start gap-2 py-2">
                <SeverityBadge severity={n.severity} />
                {n.link ? (
                  <Link href={n.link} className="min-w-0 text-sm underline-offset-2 hover:underline">
                    {n.title}
                  </Link>
                ) : (
                  <span className="min-w-0 text-sm">{n.title}</span>
                )}
              </li>
            ))}
          </ul>
          {open.length > SHOWN ? (
            <p className="mt-2 text-sm text-muted">
              and {open.length - SHOWN} more on the{' '}
              <Link href="/notifications" className="underline">
                notifications page
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
