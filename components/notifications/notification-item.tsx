import Link from '@/components/ui/link';
import { ActionButton } from '@/components/records/delete-form';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { LocalTime } from '../ui/local-time';
import { SeverityBadge, type Severity } from './severity';

export interface NotificationView {
  id: number;
  severity: Severity;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  resolved_at: string | null;
  created_at: string;
}

/** One notification: unread ones stand out; the button toggles read. */
export function NotificationItem({
  notification: n,
  toggle,
}: {
  notification: NotificationView;
  toggle: () => Promise<void>;
}) {
  const unread = n.read_at === null;
  return (
    // A resolved one says so with its badge; fading it would take its text below WCAG contrast.
    <li className="grid grid-cols-[0.5rem_1fr] items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[0.5rem_1fr_auto]">
      <span
        aria-hidden="true"
        className={cn('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={n.severity} />
          {n.resolved_at ? <Badge tone="success">Resolved</Badge> : null}
          {unread ? <span className="sr-only">Unread.</span> : null}
          <h3 className={cn('text-sm', unread ? 'font-semibold' : 'font-medium text-muted')}>{n.title}</h3>
        </div>
        <p className="mt-1 text-sm text-muted">{n.body}</p>
        <p className="mt-1 text-xs text-muted">
          <LocalTime value={n.created_at} />
          {n.link ? (
            <>
              {' · '}
              <Link href={n.link} className="font-medium text-primary underline-offset-2 hover:underline">
                Review<span className="sr-only">: {n.title}</span>
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <div className="col-start-2 sm:col-start-auto">
        <ActionButton
          action={toggle}
          label={unread ? 'Mark read' : 'Mark unread'}
          srLabel={n.title}
          variant="secondary"
          pendingLabel="Saving…"
        />
      </div>
    </li>
  );
}
