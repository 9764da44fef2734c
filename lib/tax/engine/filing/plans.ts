// The year's estimated-tax plans (docs/tax-method.md §9a, §11): the federal Form 1040-ES plan of a 1099
// worker (the safe harbor's amount), and each state that asks for estimated payments and whose rule the tables
// hold (Ohio: IT 1040ES when its tax less withholding is more than $500). All are creditInstallments'.

import { formatDate } from '@/lib/core/dates';
import { STATE_ESTIMATED_TAX } from '@/lib/tax/law';
import type { StateCode } from '@/lib/tax/law/types';
import type { PaymentsInput } from '../household';
import { applyRate, usd } from '../money';
import type { YearResult } from '../types';
import { estimatedTaxDueDates, stateEstimatedDueDates } from './deadlines';
import { creditInstallments, type DatedPayment } from './installments';
import type { LineDraft } from './lines';
import type { EstimatedTaxPlan, FilingYearInput, SafeHarborAnswer } from './types';

/** The payments of one payee (federal: null), dated when the records are, else their total undated. */
function paymentsOf(
  dated: FilingYearInput['estimatedPayments'],
  state: StateCode | null,
  total: number,
): DatedPayment[] {
  if (dated === undefined) return total > 0 ? [{ amount: total, date: null }] : [];
  return dated.filter((p) => p.state === state).map((p) => p.payment);
}

/** The federal 1040-ES plan: the safe harbor's amount, the household's withholding deemed paid quarterly. */
export function federalPlan(
  year: YearResult,
  today: string,
  harbor: SafeHarborAnswer,
  payments: PaymentsInput,
  dated: FilingYearInput['estimatedPayments'],
): EstimatedTaxPlan {
  const plan = creditInstallments({
    dueDates: estimatedTaxDueDates(year.year),
    required: harbor.required,
    withheld: payments.federalWithheld + year.federal.additionalMedicareWithheld,
    payments: paymentsOf(dated, null, payments.federalEstimated),
    today,
  });
  const next = plan.installments.find((q) => q.remaining > 0);
  return {
    governmentId: 'federal',
    name: 'Federal',
    form: 'Form 1040-ES',
    required: harbor.required,
    installments: plan.installments,
    paid: plan.paid,
    remaining: plan.remaining,
    overdueAmount: plan.overdueAmount,
    reason:
      `No tax is withheld from contract pay: ${usd(harbor.required)} paid in four parts by the due dates ` +
      'avoids the underpayment penalty' +
      (next ? `; next: ${usd(next.remaining)} by ${formatDate(next.dueDate)}.` : '; it is all paid.'),
  };
}

/** Plans of the states that ask for one this year (their rule in lib/tax/law/filing.ts). */
export function statePlans(
  year: YearResult,
  today: string,
  states: readonly LineDraft[],
  payments: PaymentsInput,
  dated: FilingYearInput['estimatedPayments'],
): EstimatedTaxPlan[] {
  return states.flatMap((line): EstimatedTaxPlan[] => {
    const state = line.state;
    const law = state ? STATE_ESTIMATED_TAX[state] : undefined;
    const due = state ? stateEstimatedDueDates(state, year.year) : null;
    if (!state || !law || !due) return [];
    const withheld = payments.stateWithheld[state] ?? 0;
    const short = line.tax - withheld;
    if (short <= law.moreThan) return [];
    const required = applyRate(line.tax, law.currentYearRate);
    const plan = creditInstallments({
      dueDates: due,
      required,
      withheld,
      payments: paymentsOf(dated, state, payments.stateEstimated[state] ?? 0),
      today,
    });
    return [
      {
        governmentId: line.id,
        name: line.name,
        form: law.form,
        required,
        installments: plan.installments,
        paid: plan.paid,
        remaining: plan.remaining,
        overdueAmount: plan.overdueAmount,
        reason:
          `${line.name} asks for estimated payments when its tax less withholding is more than ` +
          `${usd(law.moreThan)}: yours is ${usd(short)}.`,
      },
    ];
  });
}
