import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import type { EstimatedTaxPlan } from '@/lib/tax/engine/index';

/**
 * The state estimated-tax plans of the filing year (Ohio IT 1040ES when its tax less withholding is over
 * $500): each installment's date and what remains of it, as the calendar feed lists them.
 */
export function EstimatedPlans({ plans }: { plans: readonly EstimatedTaxPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <Card aria-labelledby="state-plans-title" data-testid="state-plans">
      <CardHeader
        id="state-plans-title"
        title="State estimated payments"
        description="Paid to the state on its own form, apart from any federal payments."
      />
      <div className="grid gap-4">
        {plans.map((p) => (
          <section key={p.governmentId} aria-label={p.name} data-testid={`plan-${p.governmentId}`}>
            <h3 className="font-semibold">
              {p.name} · {p.form}
            </h3>
            <p className="text-sm text-muted">{p.reason}</p>
            <ul className="mt-2 divide-y divide-border text-sm">
              {p.installments.map((q) => (
                <li key={q.quarter} className="flex flex-wrap justify-between gap-2 py-1.5">
                  <span>
                    Payment {q.quarter}, due <DateText value={q.dueDate} />
                    {q.overdue ? <span className="ml-2 font-medium text-danger">Overdue</span> : null}
                  </span>
                  <span>
                    <Money cents={q.remaining} /> left of <Money cents={q.amount} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
