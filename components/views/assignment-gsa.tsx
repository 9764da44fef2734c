import Link from '@/components/ui/link';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import type { AssignmentGsaView } from '@/lib/views/assignment-gsa';
import { GsaMonths } from './gsa-months';
import { StipendStatus } from './stipend-status';

/** How the engine found the area, in words (docs/tax-method.md §6 lookup order). */
const VIA: Record<AssignmentGsaView['via'], string> = {
  zip: 'found from the facility’s ZIP',
  city: 'found from the city name',
  county: 'found from the county the city lies in',
  state: 'one rate covers the whole state',
  standard: 'no local rate here, so the standard rate applies',
  outside: '',
};

/**
 * The GSA check of one assignment, month by month: the weekly stipends against 7 × (lodging + M&IE) of each
 * month, where a seasonal rate makes some months taxable and not others (docs/tax-method.md §6).
 */
export function AssignmentGsa({ view }: { view: AssignmentGsaView }) {
  const w2 = view.employmentType === 'w2';
  return (
    <Card aria-labelledby="gsa" className="scroll-mt-20">
      <CardHeader
        id="gsa"
        title="GSA per diem check"
        description="Weekly housing and M&IE stipends up to the federal rate of each month stay tax-free for a W-2 worker; the rest is taxed as wages."
      />
      <StipendStatus view={view} />
      {view.checked ? (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted">GSA area</dt>
              <dd className="font-medium">
                {view.area}
                {VIA[view.via] ? (
                  <span className="block text-xs font-normal text-muted">{VIA[view.via]}</span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Your stipends per week</dt>
              <dd className="font-medium tabular">
                <Money cents={view.weeklyAllowance} />
                <span className="block text-xs font-normal text-muted">housing + M&amp;IE</span>
              </dd>
            </div>
            <div>
              <dt className="text-muted">Above the rate, whole assignment</dt>
              <dd className="font-medium tabular">
                {w2 ? <Money cents={view.excess} /> : 'Does not apply (1099)'}
              </dd>
            </div>
          </dl>
          <GsaMonths months={view.months} weeklyAllowance={view.weeklyAllowance} />
          {view.notes.length > 0 ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-muted wrap-anywhere">
              {view.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
          {w2 && view.excess > 0 ? (
            <p className="mt-3 text-sm">
              The amount above the rate is taxable wages: ask your agency to move it into base pay, or plan
              for the tax on it.{' '}
              <Link href="/profitability" className="text-primary underline">
                See the tax
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm" data-testid="gsa-not-checked">
          Not checked: there is no federal per diem rate for Alaska, Hawaii or places outside the 48
          contiguous states and DC, so these stipends are not compared with one.
        </p>
      )}
    </Card>
  );
}
