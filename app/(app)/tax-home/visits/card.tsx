import { ActionButton } from '@/components/records/delete-form';
import { RecordForm } from '@/components/records/record-form';
import { RecordList } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { daysBetween } from '@/components/ui/format';
import { formatDate } from '@/lib/core/dates';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import type { SuggestedVisit, VisitYear } from '@/lib/tax/compliance';
import { checkInWords } from '@/lib/records/visits/check-in-words';
import type { VisitOut } from '@/lib/records/visits/resource';
import { visitFields } from './fields';
import { confirmVisit, createVisit, deleteVisit } from './actions';

/** A visit within this many days counts as recent (the dashboard's audit criterion). */
const RECENT_DAYS = 30;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Visits home: days since the last, visits and days at home per year, suggestions to confirm, the list. */
export function VisitCard({
  lastVisit,
  today,
  year,
  visits,
  years,
  suggestions,
  suggested,
}: {
  lastVisit: string | null;
  today: string;
  /** The page's year: the list shows its visits. */
  year: number;
  visits: VisitOut[];
  years: VisitYear[];
  suggestions: SuggestedVisit[];
  /** The day of a tax home visit trip just saved, offered as the visit to log. */
  suggested?: string;
}) {
  const days = lastVisit ? daysBetween(lastVisit, today) : null;
  const thisYear = years.find((y) => y.year === year) ?? { year, visits: 0, daysAtHome: 0 };
  return (
    <Card aria-labelledby="visits-title">
      <CardHeader
        id="visits-title"
        title="Visits"
        description="Staying at home between assignments shows the IRS it is still your home."
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
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
        <p data-testid="days-at-home">
          <span className="tabular text-3xl font-semibold">{thisYear.daysAtHome}</span>{' '}
          <span className="text-sm text-muted">
            {thisYear.daysAtHome === 1 ? 'day' : 'days'} at home in {year} ({plural(thisYear.visits, 'visit')}
            )
          </span>
        </p>
      </div>
      {years.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="Visits per year">
          {years.map((y) => (
            <li key={y.year}>
              {y.year}: {plural(y.visits, 'visit')}, {plural(y.daysAtHome, 'day')}
            </li>
          ))}
        </ul>
      ) : null}
      {suggestions.length > 0 ? (
        <section className="mt-4 rounded-lg bg-info-soft p-3" aria-labelledby="suggested-title">
          <h3 id="suggested-title" className="mb-1 text-sm font-semibold">
            Found in your records
          </h3>
          <p className="mb-2 text-sm text-muted">
            These days your records place you at home. Confirm each one that was a stay.
          </p>
          <ul className="divide-y divide-border">
            {suggestions.map((s) => (
              <li
                key={s.date}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="suggested-visit"
              >
                <span className="text-sm">
                  <DateText value={s.date} />: {s.found.join('; ')}
                </span>
                <ActionButton
                  action={confirmVisit.bind(null, s.date)}
                  label="Confirm"
                  srLabel="this visit"
                  variant="secondary"
                  pendingLabel="Confirming…"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-4">
        <h3 className="mb-2 text-sm font-semibold">Visits in {year}</h3>
        <RecordList
          rows={visits}
          title={(v) => (
            <RecordLink href={`/tax-home/visits/${v.id}`}>
              <DateText value={v.arrived} />
              {v.left !== v.arrived ? (
                <>
                  {' '}
                  to <DateText value={v.left} />
                </>
              ) : null}
            </RecordLink>
          )}
          detail={(v) => (
            <>
              {plural(daysBetween(v.arrived, v.left) + 1, 'day')}
              {v.notes ? ` · ${v.notes}` : ''}
              {v.mileage_trip_id || v.expense_id || v.tax_home_doc_id ? ' · with evidence' : ''}
              {v.checked_in_at ? ` · ${checkInWords(v)}` : ''}
            </>
          )}
          actions={(v) => (
            <RowActions
              remove={{ action: deleteVisit.bind(null, v.id), srLabel: `visit of ${formatDate(v.arrived)}` }}
            />
          )}
          empty={<EmptyState title="No visits this year">Log your stays at home below.</EmptyState>}
        />
      </div>
      <div className="mt-4 border-t border-border pt-4">
        <h3 className="mb-3 text-sm font-semibold">Log a visit</h3>
        <RecordForm
          action={createVisit}
          fields={visitFields(suggested ?? today)}
          submitLabel="Log visit"
          successMessage="Visit logged"
          columns={3}
        />
      </div>
    </Card>
  );
}
