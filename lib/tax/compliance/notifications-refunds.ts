// "File to get your refund" (docs/tax-method.md §11): a return the filing year says is not required, yet the
// only way money paid comes back (a nonresident PA-40 claiming the reciprocity exemption, a Philadelphia Wage
// Tax refund petition, a federal return under the filing threshold with withholding). One notification per
// such return, from the model's own line: its amount, form, date and reason, never a rule of its own.
import { formatDate } from '@/lib/core/dates';
import type { FilingYear } from '@/lib/tax/engine/filing/types';
import { usd } from '@/lib/tax/engine/money';
import type { WantedNotification } from './notification-diff';

/** A return worth filing only for the money it gets back. */
export interface RefundToClaim {
  /** The tax year. */
  year: number;
  governmentId: string;
  name: string;
  kind: 'federal' | 'state' | 'local';
  /** What comes back, cents. */
  amount: number;
  form: string | null;
  deadline: string | null;
  reason: string;
}

/** The lines of a filing year that should be filed to get money back. */
export function refundsToClaim(filing: FilingYear): RefundToClaim[] {
  return filing.governments
    .filter((g) => g.filing.requirement === 'should' && g.balance < 0)
    .map((g) => ({
      year: filing.year,
      governmentId: g.id,
      name: g.name,
      kind: g.kind,
      amount: -g.balance,
      form: g.filing.form,
      deadline: g.filing.deadline,
      reason: g.filing.reason,
    }));
}

/** Where the return is explained: the filing order for a state or city, the estimate for federal. */
function refundLink(r: RefundToClaim): string {
  return r.kind === 'federal' ? `/tax-estimate?year=${r.year}` : `/state-income?year=${r.year}#filing-order`;
}

export function refundRules(refunds: readonly RefundToClaim[]): WantedNotification[] {
  return refunds.map((r) => ({
    type: 'refund_to_claim',
    subject: `refund:${r.year}-${r.governmentId}`,
    severity: 'warning',
    title: `File your ${r.year} ${r.name} return to get ${usd(r.amount)} back`,
    body:
      `${r.reason}` +
      (r.form && r.deadline ? ` It comes back only if you file ${r.form} by ${formatDate(r.deadline)}.` : ''),
    link: refundLink(r),
  }));
}
