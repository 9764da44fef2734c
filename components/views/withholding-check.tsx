import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import type { WithholdingCheck as Check } from '@/lib/views/settlement';

/**
 * A W-2 worker's federal withholding against her federal income tax: on track, or the extra amount per
 * paycheck (Form W-4 line 4(c)) that closes the gap by December 31.
 */
export function WithholdingCheck({ check: c, year }: { check: Check; year: number }) {
  return (
    <Card aria-labelledby="withholding-title" data-testid="withholding-check">
      <CardHeader
        id="withholding-title"
        title="Withholding check"
        description="Your federal income tax against what your paychecks withhold by December 31."
        action={c.onTrack ? <Badge tone="success">On track</Badge> : <Badge tone="warning">Short</Badge>}
      />
      <dl className="grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">Federal income tax</dt>
          <dd className="font-medium">
            <Money cents={c.federalTax} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Paid by December 31</dt>
          <dd className="font-medium">
            <Money cents={c.paid} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Short by</dt>
          <dd className="font-medium" data-testid="withholding-gap">
            <Money cents={c.gap} />
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm" data-testid="withholding-advice">
        {c.onTrack ? (
          'Your federal withholding covers your federal income tax: no change is needed.'
        ) : c.action === 'w4_extra' && c.extraPerPaycheck !== null ? (
          <>
            To close the gap by December 31, ask your agency to withhold{' '}
            <strong>
              <Money cents={c.extraPerPaycheck} /> more
            </strong>{' '}
            from each {c.payFrequency} paycheck: enter it on a new Form W-4, line 4(c) ({c.paychecksLeft}{' '}
            paycheck{c.paychecksLeft === 1 ? '' : 's'} left in {year}).
          </>
        ) : c.estimatedPayment ? (
          <>
            No paycheck is left in {year} to withhold it from: pay{' '}
            <strong>
              <Money cents={c.estimatedPayment.amount} />
            </strong>{' '}
            with {c.estimatedPayment.form} by <DateText value={c.estimatedPayment.dueDate} />.
          </>
        ) : (
          c.advice
        )}
      </p>
      <p className="mt-2 text-sm" data-testid="safe-harbor">
        {c.safeHarbor.met ? (
          <>No underpayment penalty: what is paid by December 31 reaches the safe harbor.</>
        ) : (
          <>
            To avoid an underpayment penalty, at least <Money cents={c.safeHarbor.required} /> has to be paid
            by December 31 (
            {c.safeHarbor.priorYearRequired === null
              ? '90% of this year’s tax'
              : 'the smaller of 90% of this year’s tax and 100% of last year’s, 110% above $150,000 of income'}
            ).
          </>
        )}
        <span className="mt-1 block text-xs text-muted" data-testid="safe-harbor-note">
          {c.safeHarbor.note}{' '}
          {c.safeHarbor.basis === 'entered' ? null : (
            <Link href={`/settings/household?year=${year}`} className="text-primary underline">
              Enter last year’s figures
            </Link>
          )}
        </span>
      </p>
      <p className="mt-2 text-xs text-muted">
        Federal tax here is your return’s income tax after credits, with your spouse’s on a joint return.
        Paychecks left are counted as weekly from your assignments still running this year, and assume your
        withholding so far continues. Figures come from your{' '}
        <Link href={`/income-documents?year=${year}`} className="text-primary underline">
          W-2s and pay stubs
        </Link>
        .
      </p>
    </Card>
  );
}
