import 'server-only';
import type { Ctx } from '@/lib/core/context';
import { withFields } from '@/lib/core/with-fields';
import { taxEstimate, type QuarterlyPlan, type TaxEstimate } from '@/lib/tax/engine';
import { auditFrom, recordCounts } from './audit';
import type { FilingBundle } from './load/filing';
import { federalQuarters } from './load/payments';
import { federalPlanOf, federalReturnOf, settledYear } from './settlement';

// The tax estimate of a year (docs/tax-method.md §9, §11): the engine's estimate for the breakdown, and every
// answer about the returns read from the filing year: the per-government lines and headline (never netted),
// the settlement, the withholding advice, and the one 1040-ES plan that both `quarterlyPlan` and
// `settlement.estimatedPlan` show (IRC 6654(b)(3) crediting on each payment's date).

/** `quarterlyPlan` with the model's installments, required amount and safe harbor (1099; null for W-2). */
function quarterlyPlanOf(b: FilingBundle, engine: QuarterlyPlan | null): QuarterlyPlan | null {
  const plan = federalPlanOf(b.filing);
  if (!engine || !plan) return engine;
  const harbor = b.filing.safeHarbor;
  const quarters = plan.installments.map((q, i) => ({
    quarter: q.quarter,
    dueDate: q.dueDate,
    amount: q.amount,
    priorYearSafeHarbor: engine.quarters[i]?.priorYearSafeHarbor ?? null,
    paid: q.paid,
    remaining: q.remaining,
  }));
  return withFields(engine, {
    currentYearRequired: harbor.currentYearRequired,
    priorYearRequired: harbor.priorYearRequired,
    annualPayment: plan.required,
    quarters,
    paid: plan.paid,
    remaining: plan.remaining,
  });
}

export function taxEstimateOf(ctx: Ctx, b: FilingBundle) {
  const { result, filing } = b;
  // The engine's estimate is given the same last year, payments and withholding as the model: its plan is
  // then the model's by construction, and is replaced by it below all the same.
  const engine: TaxEstimate = taxEstimate(result, {
    payments: federalQuarters(b.paymentRows),
    withheld: b.payments.federalWithheld + result.federal.additionalMedicareWithheld,
    priorYear: b.priorFigure && { federalTax: b.priorFigure.tax, agi: b.priorFigure.agi },
    today: filing.today,
  });
  const plan = quarterlyPlanOf(b, engine.quarterlyPlan);
  const { settlement, withholdingCheck } = settledYear(b);
  return withFields(engine, {
    quarterlyPlan: plan,
    quarterlyPayments: plan?.quarters ?? [],
    notes: [...engine.notes, ...b.paymentNotes],
    federalReturn: federalReturnOf(result),
    settlement,
    withholdingCheck,
    auditReadiness: auditFrom(ctx, b.records.home, b.records.assignments, recordCounts(ctx)),
    governments: filing.governments,
    headline: filing.headline,
    estimatedPlans: filing.estimatedPlans,
    takeHome: filing.takeHome,
  });
}
