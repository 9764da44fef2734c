import { RecordForm } from '@/components/records/record-form';
import { daysBetween } from '@/components/ui/format';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { visitFields } from './visit-fields';
import { logVisit } from './visit-actions';

/** A visit within this many days counts as recent (the dashboard's audit criterion). */
const RECENT_DAYS = 30;

/** Days since the last stay at the tax home, and a one-field form to log a new one. */
export function VisitCard({
  homeId,
  lastVisit,
  today,
  suggested,
  found,
}: {
  homeId: number;
  lastVisit: string | null;
  today: string;
  /** The day of a tax home visit trip just saved, offered as the visit to log. */
  suggested?: string;
  /** A trip home not yet logged (from the mileage log), and the year's trips home. */
  found: {
    suggested: { date: string; miles: number; destination: string } | null;
    tripsHomeThisYear: number;
  };
}) {
  const days = lastVisit ? daysBetween(lastVisit, today) : null;
  return (
    <Card aria-labelledby="visits-title">
      <CardHeader
        id="visits-title"
        title="Visits"
        description="Returning home between assignments shows it is still your home."
      />
      {days === null ? (
        <p className="text-sm text-muted">No visit logged yet.</p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            <span className="tabular text-3xl font-semibold">{Math.max(days, 0)}</span>{' '}
            <span className="text-sm text-muted">
              {days === 1 ? 'day' : 'days'} since your last visit (<DateText value={lastVisit} />)
            </span>
          </p>
          {days <= RECENT_DAYS ? (
            <Badge tone="success">Recent</Badge>
          ) : (
            <Badge tone="warning">Visit due</Badge>
          )}
        </div>
      )}
      <p className="mt-2 text-sm text-muted">
        {found.tripsHomeThisYear} trip{found.tripsHomeThisYear === 1 ? '' : 's'} home in your mileage log this
        year.
      </p>
      {found.suggested ? (
        <div className="mt-4 rounded-lg bg-info-soft p-3" data-testid="suggested-visit">
          <p className="mb-2 text-sm">
            Your mileage log has a trip home on <DateText value={found.suggested.date} />
            {found.suggested.destination ? ` to ${found.suggested.destination}` : ''} ({found.suggested.miles}{' '}
            miles) that is not logged as a visit.
          </p>
          <RecordForm
            key={found.suggested.date}
            action={logVisit.bind(null, homeId)}
            fields={visitFields(found.suggested.date)}
            submitLabel="Confirm this visit"
            successMessage="Visit logged"
            columns={3}
          />
        </div>
      ) : null}
      <div className="mt-4 border-t border-border pt-4">
        <h3 className="mb-3 text-sm font-semibold">Log a visit</h3>
        <RecordForm
          action={logVisit.bind(null, homeId)}
          fields={visitFields(suggested ?? today)}
          submitLabel="Log visit"
          successMessage="Visit logged"
          columns={3}
        />
      </div>
    </Card>
  );
}
