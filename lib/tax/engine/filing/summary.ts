// What the filing year says at a glance (docs/tax-method.md §11): the headline per government (never netted),
// the dates of every return and payment, each assignment's share of every line, and the one take-home figure.

import { sum, usd } from '../money';
import type { YearResult } from '../types';
import { payrollShares } from './allocation';
import type {
  AssignmentShare,
  EstimatedTaxPlan,
  FilingDate,
  GovernmentLine,
  Headline,
  WithholdingAdvice,
} from './types';

/** "Federal: refund $4,790.90 · Ohio: you owe $1,855.39": each government with money owed or coming back. */
export function headlineOf(lines: readonly GovernmentLine[]): Headline {
  const parts = lines.flatMap((l): Headline['parts'] =>
    l.balance === 0
      ? []
      : [
          {
            governmentId: l.id,
            name: l.name,
            outcome: l.balance > 0 ? 'owe' : 'refund',
            amount: Math.abs(l.balance),
          },
        ],
  );
  const text =
    parts.length === 0
      ? 'Nothing owed and nothing coming back.'
      : parts
          .map((p) => `${p.name}: ${p.outcome === 'owe' ? 'you owe' : 'refund'} ${usd(p.amount)}`)
          .join(' · ');
  return { parts, text };
}

/** Every return to file and every installment, in date order (then federal, state, local). */
export function datesOf(
  lines: readonly GovernmentLine[],
  plans: readonly EstimatedTaxPlan[],
  advice: WithholdingAdvice | null,
): FilingDate[] {
  const returns = lines.flatMap((l): FilingDate[] =>
    l.filing.deadline && l.order !== null
      ? [
          {
            date: l.filing.deadline,
            kind: 'return',
            governmentId: l.id,
            title: `${l.name} ${l.filing.requirement === 'must' ? 'return due' : 'return to get your refund'}${l.filing.form ? ` (${l.filing.form})` : ''}`,
            amount: l.balance,
          },
        ]
      : [],
  );
  const installments = plans.flatMap((p) =>
    p.installments.map((q): FilingDate => ({
      date: q.dueDate,
      kind: 'payment',
      governmentId: p.governmentId,
      title: `${p.name} estimated tax, payment ${q.quarter} (${p.form})`,
      amount: q.remaining,
    })),
  );
  const payment = advice?.estimatedPayment;
  const extra: FilingDate[] = payment
    ? [
        {
          date: payment.dueDate,
          kind: 'payment',
          governmentId: 'federal',
          title: `Federal estimated tax (${payment.form})`,
          amount: payment.amount,
        },
      ]
    : [];
  const rank = (id: string) => (id === 'federal' ? 0 : id.startsWith('state-') ? 1 : 2);
  return [...returns, ...installments, ...extra].sort(
    (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || rank(a.governmentId) - rank(b.governmentId),
  );
}

/** Each assignment's share of every line, its payroll taxes, and the total. */
export function sharesOf(year: YearResult, lines: readonly GovernmentLine[]): AssignmentShare[] {
  const payroll = payrollShares(year);
  return year.items.map((it, i) => {
    const id = it.assignment.id;
    const parts = lines.flatMap((l) =>
      l.allocation.items
        .filter((x) => x.assignmentId === id)
        .map((x) => ({ governmentId: l.id, amount: x.amount })),
    );
    const withheld = payroll[i] ?? 0;
    const total = sum(parts.map((p) => p.amount)) + withheld;
    return { assignmentId: id, grossComp: it.grossComp, lines: parts, payroll: withheld, total };
  });
}

/** The assignments' pay less their shares: the take-home every surface shows, with what it includes. */
export function takeHomeOf(shares: readonly AssignmentShare[]): {
  grossComp: number;
  taxes: number;
  net: number;
  note: string;
} {
  const grossComp = sum(shares.map((s) => s.grossComp));
  const taxes = sum(shares.map((s) => s.total));
  return {
    grossComp,
    taxes,
    net: grossComp - taxes,
    note:
      'Your assignments’ pay, stipends included, less their share of each tax (federal, state and local) and ' +
      'the Social Security and Medicare withheld; your household’s other income and its tax are left out. ' +
      'Business expenses are not taken off.',
  };
}
