import Link from '@/components/ui/link';
import { NEAR_HOME_MILES } from '@/lib/tax/law/tax-home';
import { Money } from '@/components/ui/money';
import type { AssignmentGsaView } from '@/lib/views/assignment-gsa';

const link = 'font-medium text-primary underline';

/**
 * Whether this assignment's stipends are tax-free and, when not, why and what to do (docs/tax-method.md §2):
 * the three reasons the engine gives, said the way a worker would act on them, and a GSA excess (§6) with
 * its cause: tax-free up to the rate is not tax-free.
 */
export function StipendStatus({ view }: { view: AssignmentGsaView }) {
  if (view.employmentType === '1099') {
    return (
      <p className="rounded-md bg-surface-muted p-3 text-sm" data-testid="stipend-status">
        As a 1099 contractor your stipends are business income, not tax-free allowances: the GSA test does not
        apply. Record your real travel costs as business expenses instead.
      </p>
    );
  }
  const reason = view.stipendsTaxableReason;
  if (reason === null && view.excess > 0) {
    // Tax-free up to the rate, but not all of them: the banner says how much is taxable and why.
    return (
      <div className="rounded-md bg-warning-soft p-3 text-sm text-fg" data-testid="stipend-status">
        <p>
          <strong className="text-warning">Stipends partly taxable:</strong> <Money cents={view.excess} /> of
          this contract&apos;s stipends is above the GSA rate and taxed as wages. {view.excessNote}
        </p>
        <p className="mt-1">
          The rest stays tax-free: you keep a tax home elsewhere and this assignment is temporary.
          {view.nearTaxHome
            ? ' It is within 50 miles of your tax home, though: keep records that you really stay away overnight.'
            : null}
        </p>
      </div>
    );
  }
  if (reason === null) {
    return (
      <p className="rounded-md bg-success-soft p-3 text-sm text-fg" data-testid="stipend-status">
        <strong className="text-success">Stipends tax-free</strong> up to the GSA rate of each month: you keep
        a tax home elsewhere and this assignment is temporary.
        {view.nearTaxHome
          ? ` It is within ${NEAR_HOME_MILES} miles of your tax home, though: keep records that you really stay away overnight.`
          : null}
      </p>
    );
  }
  return (
    <div className="rounded-md bg-danger-soft p-3 text-sm text-fg" data-testid="stipend-status">
      <p>
        <strong className="text-danger">Stipends taxed as wages.</strong>{' '}
        {reason === 'not_away_from_home' ? (
          <>
            This assignment is in your tax home&apos;s city: the IRS does not treat it as away from home, so
            the stipends are taxed as wages. If your tax home has moved,{' '}
            <Link href="/tax-home" className={link}>
              update your tax home
            </Link>
            .
          </>
        ) : reason === 'twelve_month' ? (
          <>
            Work in this city is expected to pass 12 months (this contract alone, or with your other ones here
            in the 24 months up to its end): the IRS treats it as indefinite, not temporary, so the stipends
            are taxed as wages. Keep each place under 12 months in any 24, or move on before the total passes
            a year.
          </>
        ) : (
          <>
            You have no tax home on record, so there is no home to be away from: the stipends are taxed as
            wages.{' '}
            <Link href="/tax-home" className={link}>
              Add your tax home
            </Link>{' '}
            to have them checked against the GSA rate instead.
          </>
        )}
      </p>
    </div>
  );
}
