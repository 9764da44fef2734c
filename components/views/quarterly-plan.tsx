import { RecordForm } from '@/components/records/record-form';
import type { FieldSpec, FormAction } from '@/app/_lib/form-types';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import type { QuarterlyPlan as Plan, StateEstimate } from '@/lib/tax/engine/index';
import type { SettlementPlan } from '@/lib/views/settlement';
import { stateName } from '@/lib/tax/law/index';

function Figure({ label, cents, testId }: { label: string; cents: number; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular font-medium" data-testid={testId}>
        <Money cents={cents} />
      </dd>
    </div>
  );
}

/**
 * A 1099 worker's federal quarterly plan (Form 1040-ES): each quarter's due date and amount, what the
 * recorded payments cover and what remains, with a form to record a payment where it is due.
 */
export function QuarterlyPlan({
  plan,
  overdue,
  states,
  fields,
  actionFor,
}: {
  plan: Plan;
  /** The settlement's plan (v3): which quarters are overdue and the safe harbor. */
  overdue: SettlementPlan | null;
  states: readonly StateEstimate[];
  fields: FieldSpec[];
  actionFor: (quarter: number) => FormAction;
}) {
  const basis =
    plan.priorYearRequired !== null && plan.annualPayment === plan.priorYearRequired
      ? `${plan.priorYearRate === 1.1 ? '110%' : '100%'} of last year's federal tax, less than 90% of this year's`
      : "90% of this year's federal income and self-employment tax";
  // Each payment is credited on its date to the earliest installment still unpaid (IRC 6654(b)(3)): a
  // payment recorded for one quarter can complete an earlier one first.
  return (
    <Card aria-labelledby="quarterly-title">
      <CardHeader
        id="quarterly-title"
        title="Quarterly payments"
        description={`Federal estimated tax: ${basis}. State tax is paid to each state apart.`}
      />
      <dl className="mb-4 grid grid-cols-3 gap-3 text-sm">
        <Figure label="For the year" cents={plan.annualPayment} />
        <Figure label="Paid" cents={plan.paid} testId="plan-paid" />
        <Figure label="Remaining" cents={plan.remaining} testId="plan-remaining" />
      </dl>
      <ul className="grid gap-4 md:grid-cols-2">
        {plan.quarters.map((q) => (
          <li
            key={q.quarter}
            className="rounded-lg border border-border p-4"
            aria-labelledby={`q${q.quarter}-title`}
            data-testid={`quarter-${q.quarter}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`q${q.quarter}-title`} className="font-semibold">
                Quarter {q.quarter}
              </h3>
              <span className="text-sm text-muted">
                Due <DateText value={q.dueDate} />
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <Figure label="Due" cents={q.amount} />
              <Figure label="Paid" cents={q.paid} testId={`q${q.quarter}-paid`} />
              <Figure label="Remaining" cents={q.remaining} testId={`q${q.quarter}-remaining`} />
            </dl>
            {q.paid > 0 && q.remaining === 0 ? (
              <p className="mt-2">
                <Badge tone="success">Paid</Badge>
              </p>
            ) : overdue?.quarters.find((o) => o.quarter === q.quarter)?.overdue ? (
              <p className="mt-2" data-testid={`q${q.quarter}-overdue`}>
                <Badge tone="danger">Overdue</Badge>
                <span className="ml-2 text-xs text-muted">Paying now limits the underpayment penalty.</span>
              </p>
            ) : null}
            <details className="mt-3" open={q.paid === 0}>
              <summary className="cursor-pointer text-sm font-medium text-primary">
                {q.paid === 0 ? `Record a payment for quarter ${q.quarter}` : 'Record another payment'}
              </summary>
              <div className="mt-3">
                <RecordForm
                  action={actionFor(q.quarter)}
                  fields={fields}
                  columns={2}
                  submitLabel="Record payment"
                  successMessage="Payment recorded"
                />
              </div>
            </details>
          </li>
        ))}
      </ul>
      {overdue ? (
        <p className="mt-4 text-sm text-muted" data-testid="plan-safe-harbor">
          No underpayment penalty once <Money cents={overdue.safeHarbor.required} /> is paid by the year’s end
          {overdue.safeHarbor.priorYearRequired === null
            ? ' (90% of this year’s tax)'
            : ' (the smaller of 90% of this year’s tax and 100% of last year’s, 110% above $150,000 of income)'}
          , or when less than $1,000 is left to pay with your return.
          <span className="mt-1 block text-xs">{overdue.safeHarbor.note}</span>
        </p>
      ) : null}
      {states.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold">State estimated tax</h3>
          <ul className="mt-2 divide-y divide-border text-sm">
            {states.map((s) => (
              <li key={s.state} className="py-2">
                <span className="flex justify-between gap-4">
                  <span>{stateName(s.state)}</span>
                  <Money cents={s.annualTax} className="font-medium" />
                </span>
                <span className="block text-xs text-muted">{s.note}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
