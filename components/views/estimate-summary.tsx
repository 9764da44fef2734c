import { Stat } from '@/components/dashboard/stat';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import type { FilingYear, TaxEstimate } from '@/lib/tax/engine/index';
import { isSpouseLine } from '@/lib/tax/engine/local-lines';
import { stateName } from '@/lib/tax/law/index';
import type { FederalReturn } from '@/lib/views/settlement';
import { formatPercent } from '../ui/format';

type TakeHome = FilingYear['takeHome'];

const row = 'flex items-baseline justify-between gap-4 py-2';

function Line({ label, cents, note }: { label: string; cents: number; note?: string }) {
  return (
    <div className={row}>
      <dt className="min-w-0">
        {label}
        {note ? <span className="block text-xs text-muted">{note}</span> : null}
      </dt>
      <dd className="tabular shrink-0 font-medium">
        <Money cents={cents} />
      </dd>
    </div>
  );
}

/** The year's whole estimate: what each tax takes, the rates and what is left (docs/tax-method.md §9). */
export function EstimateSummary({
  estimate: e,
  federalReturn: r,
  locale,
}: {
  estimate: TaxEstimate & { takeHome: TakeHome };
  federalReturn: FederalReturn;
  locale: string;
}) {
  const w2 = e.employmentType === 'w2';
  // 1099: the worker's AGI is her net profit less half the SE tax (Schedule 1 line 15) and her own
  // health insurance and retirement deductions; what the return's AGI holds beyond it is the household's.
  const halfSe = w2 ? 0 : e.taxableIncome - r.ownAgi - r.healthInsuranceDeduction - r.retirementDeduction;
  const household = r.agi - r.ownAgi;
  const shared = household > 0 || r.childCredit > 0;
  return (
    <>
      <Card aria-labelledby="estimate-summary">
        <h2 id="estimate-summary" className="sr-only">
          {e.year} summary
        </h2>
        <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          <Stat label="Gross pay" value={<Money cents={e.grossIncome} />} />
          <Stat
            label="Total tax"
            value={<Money cents={e.totalTax} />}
            note={`${formatPercent(e.effectiveRate, locale)} of gross pay`}
          />
          <Stat
            label="Federal income tax"
            value={<Money cents={e.federal.tax} />}
            note={`${formatPercent(e.federalEffectiveRate, locale)} of gross pay`}
          />
          <Stat
            label="Take-home"
            value={<Money cents={e.takeHome.net} />}
            emphasis
            note="Your assignments’ pay less their share of every tax"
          />
        </dl>
        <p className="mt-3 text-xs text-muted" data-testid="take-home-note">
          {e.takeHome.note}
          {e.totalTax > e.takeHome.taxes ? (
            <>
              {' '}
              Of the total tax, <Money cents={e.totalTax - e.takeHome.taxes} /> is your household’s share (the
              tax on its other income), so it is not taken off your take-home.
            </>
          ) : null}
        </p>
      </Card>
      <Card aria-labelledby="estimate-breakdown">
        <CardHeader
          id="estimate-breakdown"
          title="How it adds up"
          description={
            w2
              ? 'As a W-2 employee: federal income tax, Social Security and Medicare, and state and local tax.'
              : 'As a 1099 contractor: federal income tax, self-employment tax, and state and local tax.'
          }
        />
        <dl className="divide-y divide-border text-sm" data-testid="estimate-breakdown">
          <Line
            label={w2 ? 'Taxable wages' : 'Net profit'}
            cents={e.taxableIncome}
            note={
              w2 ? 'Base pay, overtime, bonuses and any stipends taxed as wages' : 'Pay minus business costs'
            }
          />
          {halfSe > 0 ? (
            <Line
              label="Half of self-employment tax"
              cents={halfSe}
              note="Subtracted from your profit before income tax"
            />
          ) : null}
          {r.healthInsuranceDeduction > 0 ? (
            <Line label="Health insurance you paid" cents={r.healthInsuranceDeduction} />
          ) : null}
          {r.retirementDeduction > 0 ? (
            <Line label="SEP IRA or solo 401(k)" cents={r.retirementDeduction} />
          ) : null}
          {household > 0 ? (
            <Line
              label="Your household’s other income"
              cents={household}
              note="Your spouse’s wages and other income on the same return"
            />
          ) : null}
          {r.itemizes ? (
            <Line
              label="Itemized deductions"
              cents={r.itemizedDeductions}
              note="More than the standard deduction; state and local taxes count up to the cap"
            />
          ) : (
            <Line label="Standard deduction" cents={r.standardDeduction} />
          )}
          {r.seniorDeduction > 0 ? (
            <Line
              label="Senior deduction"
              cents={r.seniorDeduction}
              note="65 or older at the end of the year"
            />
          ) : null}
          {e.federal.overtimeDeduction > 0 ? (
            <Line
              label="Overtime deduction"
              cents={e.federal.overtimeDeduction}
              note="The overtime premium (the half in time-and-a-half), within the yearly cap"
            />
          ) : null}
          {!w2 ? <Line label="Qualified business income deduction" cents={e.federal.qbiDeduction} /> : null}
          <Line label="Federal taxable income" cents={e.federal.taxableIncome} />
          {r.childCredit > 0 ? (
            <Line label="Child and dependent credits" cents={r.childCredit} note="Subtracted from the tax" />
          ) : null}
          {shared ? (
            <>
              <Line label="Federal income tax of your return" cents={r.tax} />
              <Line
                label="Your share of it"
                cents={e.federal.tax}
                note="What your pay adds to the return’s tax: the figure the totals below use"
              />
            </>
          ) : (
            <Line label="Federal income tax" cents={e.federal.tax} />
          )}
          {w2 ? (
            <Line
              label="Social Security and Medicare (FICA)"
              cents={e.ficaTax}
              note="Withheld from your pay"
            />
          ) : (
            <Line
              label="Self-employment tax"
              cents={e.seTax}
              note="Social Security and Medicare on your profit"
            />
          )}
          {e.states.map((s) => (
            <Line key={s.state} label={`${stateName(s.state)} income tax`} cents={s.tax} />
          ))}
          {e.locals.map((l) => (
            <Line
              key={l.id}
              label={l.name}
              cents={l.tax}
              note={
                // A spouse's own line (docs/tax-method.md §4b) is on their W-2, not yours.
                isSpouseLine(l.id)
                  ? 'Your spouse’s own local tax, from their W-2'
                  : l.resident
                    ? 'Local tax where you live'
                    : 'Local tax where you work'
              }
            />
          ))}
          <Line label="Total tax" cents={e.totalTax} />
        </dl>
      </Card>
    </>
  );
}
