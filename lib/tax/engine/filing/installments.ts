// The one estimated-tax schedule (docs/tax-method.md §9a, §11): four required installments of an annual amount,
// and what each has been credited. IRC 6654(b)(3): "any payment of estimated tax shall be credited against
// unpaid required installments in the order in which such installments are required to be paid"; IRC
// 6654(g)(1): withholding is deemed paid in four equal parts on the due dates (Form 2210 Part IV applies a
// period's payments to the earlier shortfall first, the same reading). The settlement's plan, the estimate's
// quarterly plan and the filing year's plans (federal and Ohio) are all this function, so they cannot disagree.
// Pure: `today` comes from the caller.

import { dayNumber } from '../calendar';
import { mulDivRound, sum } from '../money';

export interface DatedPayment {
  amount: number;
  /** YYYY-MM-DD; null when the date is not known: credited in order, never counted late. */
  date: string | null;
}

export interface Installment {
  quarter: 1 | 2 | 3 | 4;
  dueDate: string;
  /** This installment's part of the required annual payment. */
  amount: number;
  /** Withholding and payments credited to it (IRC 6654(b)(3), (g)). */
  paid: number;
  remaining: number;
  /** The part of `paid` credited after the due date: the underpayment ran until then. */
  paidLate: number;
  /** Due before `today` with something remaining. */
  overdue: boolean;
}

export interface InstallmentPlan {
  installments: Installment[];
  paid: number;
  remaining: number;
  overdueAmount: number;
  /** Payments beyond the four installments: an overpayment the return credits. */
  unapplied: number;
}

/** Splits `total` into four: round(total / 4) three times, the rest last. */
export function quarters(total: number): [number, number, number, number] {
  const q = mulDivRound(total, 1, 4);
  return [q, q, q, total - 3 * q];
}

interface Credit {
  amount: number;
  date: string | null;
  /** Same-day order: deemed withholding first. */
  rank: number;
}

const byDate = (a: Credit, b: Credit) => {
  if (a.date === null || b.date === null)
    return a.date === b.date ? a.rank - b.rank : a.date === null ? -1 : 1;
  return dayNumber(a.date) - dayNumber(b.date) || a.rank - b.rank;
};

/**
 * The four installments of `required` due on `dueDates`, credited with the withholding (a quarter of it on each
 * due date) and the payments, each in date order to the earliest installment still unpaid.
 */
export function creditInstallments(input: {
  dueDates: readonly string[];
  required: number;
  withheld: number;
  payments: readonly DatedPayment[];
  today: string;
}): InstallmentPlan {
  const amounts = quarters(Math.max(0, input.required));
  const due = input.dueDates;
  const withheldParts = quarters(Math.max(0, input.withheld));
  const credits: Credit[] = [
    ...withheldParts.map((amount, i) => ({ amount, date: due[i] ?? null, rank: 0 })),
    ...input.payments.filter((p) => p.amount > 0).map((p) => ({ amount: p.amount, date: p.date, rank: 1 })),
  ].sort(byDate);
  const paid = [0, 0, 0, 0];
  const late = [0, 0, 0, 0];
  let unapplied = 0;
  for (const credit of credits) {
    let left = credit.amount;
    for (let i = 0; i < 4 && left > 0; i++) {
      const open = (amounts[i] ?? 0) - (paid[i] ?? 0);
      if (open <= 0) continue;
      const use = Math.min(open, left);
      paid[i] = (paid[i] ?? 0) + use;
      const dueDay = due[i];
      if (credit.date !== null && dueDay !== undefined && dayNumber(credit.date) > dayNumber(dueDay)) {
        late[i] = (late[i] ?? 0) + use;
      }
      left -= use;
    }
    unapplied += left;
  }
  const installments = ([1, 2, 3, 4] as const).map((quarter, i): Installment => {
    const amount = amounts[i] ?? 0;
    const dueDate = due[i] ?? '';
    const remaining = amount - (paid[i] ?? 0);
    return {
      quarter,
      dueDate,
      amount,
      paid: paid[i] ?? 0,
      remaining,
      paidLate: late[i] ?? 0,
      overdue: remaining > 0 && dueDate !== '' && dayNumber(dueDate) < dayNumber(input.today),
    };
  });
  return {
    installments,
    paid: sum(installments.map((q) => q.paid)),
    remaining: sum(installments.map((q) => q.remaining)),
    overdueAmount: sum(installments.filter((q) => q.overdue).map((q) => q.remaining)),
    unapplied,
  };
}
