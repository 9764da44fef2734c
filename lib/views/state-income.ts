import { withFields } from '@/lib/core/with-fields';
import {
  stateIncome,
  type FilingDecision,
  type GovernmentLine,
  type StateIncome,
  type StateIncomeItem,
} from '@/lib/tax/engine';
import { stateLaw } from '@/lib/tax/law';
import type { StateCode } from '@/lib/tax/law/types';
import type { FilingBundle } from './load/filing';

// The State income view (GET /state-income, the State income page, the audit packet's states) over the filing
// year: each state's row keeps its engine figures (days, rate, reciprocity, assignments) and takes from the
// model what a return depends on: a resident's income is the household's, and the requirement, form, deadline
// and reason are the model's (docs/tax-method.md §11). `filingRequired` is the model's "must"; a return that
// only gets money back (a reciprocal state that withheld anyway) is `filing.requirement` "should".

/** A state's row with its return and its balance, as the filing year says them. */
export type StateIncomeRow = StateIncomeItem & {
  /** What was withheld for it (W-2 box 17) and paid in estimates, cents. */
  paid: number;
  /** tax − paid: above 0 owed, below 0 refunded. */
  balance: number;
  filing: FilingDecision;
};

export type StateIncomeView = Omit<StateIncome, 'states'> & { states: StateIncomeRow[] };

function rowOf(item: StateIncomeItem, g: GovernmentLine): StateIncomeRow {
  return withFields(item, {
    income: g.income,
    filingRequired: g.filing.requirement === 'must',
    formName: g.filing.form,
    formDescription: g.filing.form === null ? null : item.formDescription,
    filingDeadline: g.filing.deadline,
    paid: g.paid,
    balance: g.balance,
    filing: g.filing,
  });
}

/** A state with payments but no income this year (tax 0): a return gets its withholding back. */
function paymentOnlyRow(g: GovernmentLine, year: number): StateIncomeRow {
  const law = stateLaw(g.state as StateCode, year);
  return {
    state: g.state as StateCode,
    stateName: g.name,
    income: 0,
    tax: 0,
    effectiveRate: 0,
    noTax: !law.hasIncomeTax,
    days: 0,
    reciprocity: { exempt: false, reason: null },
    stateDeduction: null,
    filingRequired: g.filing.requirement === 'must',
    isHomeState: false,
    formName: g.filing.form,
    formDescription: null,
    filingDeadline: g.filing.deadline,
    assignments: [],
    paid: g.paid,
    balance: g.balance,
    filing: g.filing,
  };
}

export function stateIncomeOf(b: FilingBundle): StateIncomeView {
  const base = stateIncome(b.result);
  const lines = b.filing.governments.filter((g) => g.kind === 'state' && g.state !== null);
  const rows = base.states.flatMap((s) => {
    const g = lines.find((l) => l.state === s.state);
    return g ? [rowOf(s, g)] : [];
  });
  // Nonresident returns before the home state's: the order of filing.
  const extra = lines.filter((g) => !base.states.some((s) => s.state === g.state));
  const home = rows.findIndex((r) => r.isHomeState);
  const at = home === -1 ? rows.length : home;
  rows.splice(at, 0, ...extra.map((g) => paymentOnlyRow(g, b.year)));
  const resident = rows.find((r) => r.isHomeState);
  return withFields(base, {
    states: rows,
    totalStates: rows.length,
    // The household's income counts once: a home state taxes all of it, the work states' shares included.
    totalStateIncome: resident ? resident.income : rows.reduce((n, r) => n + r.income, 0),
    totalStateTax: rows.reduce((n, r) => n + r.tax, 0),
  });
}
