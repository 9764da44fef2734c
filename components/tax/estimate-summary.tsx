import { Stat } from '@/components/dashboard/stat';
import { Card, CardHeader } from '@/components/ui/card';
import { Money } from '@/components/ui/money';
import type { TaxEstimate } from '@/lib/tax/engine';
import { stateName } from '@/lib/tax/law';
import { formatPercent } from './format';

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
export function EstimateSummary({ estimate: e, locale }: { estimate: TaxEstimate; locale: string }) {
  const w2 = e.employmentType === 'w2';
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
            value={<Money cents={e.estimatedTakeHome} />}
            emphasis
            note="Before expenses"
          />
        </dl>
      </Card>
      <Card aria-labelledby="estimate-breakdown">
        <CardHeader
          id="estimate-breakdown"
          title="How it adds up"
          description={
            w2
              ? 'As a W-2 employee: federal income tax, Social Security and Medicare, and state tax.'
              : 'As a 1099 contractor: federal income tax, self-employment tax, and state tax.'
          }
        />
        <dl className="divide-y divide-border text-sm">
          <Line
            label={w2 ? 'Taxable wages' : 'Net profit'}
            cents={e.taxableIncome}
            note={
              w2 ? 'Base pay, overtime, bonuses and any stipends taxed as wages' : 'Pay minus business costs'
            }
          />
          <Line label="Standard deduction" cents={e.federal.standardDeduction} />
          {e.federal.overtimeDeduction > 0 ? (
            <Line
              label="Overtime deduction"
              cents={e.federal.overtimeDeduction}
              note="The extra half of time-and-a-half pay, within the yearly cap"
            />
          ) : null}
          {!w2 ? <Line label="Qualified business income deduction" cents={e.federal.qbiDeduction} /> : null}
          <Line label="Federal taxable income" cents={e.federal.taxableIncome} />
          <Line label="Federal income tax" cents={e.federal.tax} />
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
            <Line key={l.id} label={`${l.name} local tax`} cents={l.tax} />
          ))}
          <Line label="Total tax" cents={e.totalTax} />
        </dl>
      </Card>
    </>
  );
}
