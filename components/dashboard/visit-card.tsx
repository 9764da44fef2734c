import Link from '@/components/ui/link';
import { DateText } from '@/components/ui/date-text';
import { daysBetween } from '@/components/ui/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';

const RECENT_DAYS = 30;

/** Days since the last visit to the tax home (a recent visit is one of the audit criteria). */
export function VisitCard({
  taxHome,
  today,
}: {
  taxHome: { city: string; state: string; last_visit_date: string | null } | null;
  today: string;
}) {
  const last = taxHome?.last_visit_date ?? null;
  const days = last ? daysBetween(last, today) : null;
  return (
    <Card aria-labelledby="visit-title" className="h-full">
      <CardHeader
        id="visit-title"
        title="Tax home visit"
        description={taxHome ? `${taxHome.city}, ${taxHome.state}` : undefined}
      />
      {taxHome === null ? (
        <p className="text-sm text-muted">
          <Link href="/tax-home" className="font-medium text-primary underline-offset-2 hover:underline">
            Add your tax home
          </Link>{' '}
          to keep your stipends tax-free.
        </p>
      ) : days === null || last === null ? (
        <p className="text-sm text-muted">
          No visit logged.{' '}
          <Link href="/tax-home" className="font-medium text-primary underline-offset-2 hover:underline">
            Log your last visit
          </Link>
        </p>
      ) : (
        <div>
          <p>
            <span className="tabular text-3xl font-semibold">{days < 0 ? '—' : days}</span>{' '}
            <span className="block text-sm text-muted">
              {days === 1 ? 'day' : 'days'} since your last visit
            </span>
          </p>
          <p className="mt-1 text-sm text-muted">
            Last visit <DateText value={last} />
          </p>
          <p className="mt-2">
            {days >= 0 && days <= RECENT_DAYS ? (
              <Badge tone="success">Recent</Badge>
            ) : (
              <Badge tone="warning">{days < 0 ? 'Date is in the future' : 'Visit due'}</Badge>
            )}
          </p>
        </div>
      )}
    </Card>
  );
}
