import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { NotificationItem } from '@/components/notifications/notification-item';
import { asSeverity } from '@/components/notifications/severity';
import { buttonClass } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { currentCtx } from '@/lib/auth/current-user';
import { notificationResource } from '@/lib/records/notifications/resource';
import { listRecords } from '@/lib/records/service';
import { readAll, setRead } from './actions';
import type { NotificationOut } from '@/lib/records/notifications/resource';

export const metadata: Metadata = { title: 'Notifications' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const LIMIT = 20;

export default async function NotificationsPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const page = typeof sp.page === 'string' && /^\d{1,4}$/.test(sp.page) ? Math.max(1, Number(sp.page)) : 1;
  const list = await listRecords(notificationResource, ctx, { limit: LIMIT, offset: (page - 1) * LIMIT });
  const items = (list.items as NotificationOut[]).map((n) => ({ ...n, severity: asSeverity(n.severity) }));
  const pages = Math.max(1, Math.ceil(list.total / LIMIT));
  const unreadHere = items.filter((n) => n.read_at === null).length;
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Risks to your tax home and stipends, expiring credentials and tax deadlines."
        actions={
          list.total > 0 ? (
            <ActionButton
              action={readAll}
              label="Mark all read"
              variant="secondary"
              pendingLabel="Marking…"
            />
          ) : undefined
        }
      />
      <Card aria-labelledby="notification-list">
        <CardHeader
          id="notification-list"
          title={`${list.total} notification${list.total === 1 ? '' : 's'}`}
          description={
            list.total > 0 ? `Open ones first, newest first · ${unreadHere} unread on this page` : undefined
          }
        />
        {items.length === 0 ? (
          <EmptyState title={list.total > 0 ? 'No notifications on this page' : 'No notifications'}>
            We tell you here when something needs attention: a tax home visit due, a stipend above the GSA
            rate, a credential about to expire.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                toggle={setRead.bind(null, n.id, n.read_at === null, page)}
              />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
            {page > 1 ? (
              <Link className={buttonClass('secondary', 'sm')} href={`/notifications?page=${page - 1}`}>
                Newer
              </Link>
            ) : (
              <span />
            )}
            <span className="text-muted">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <Link className={buttonClass('secondary', 'sm')} href={`/notifications?page=${page + 1}`}>
                Older
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Card>
    </>
  );
}
