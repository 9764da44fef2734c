// The local lines of the filing year (docs/tax-method.md §11): each city's or county's tax against what
// employers withheld for it (W-2 box 19, matched to the line by box 20), and its return by the place's rule
// (lib/tax/law/filing.ts localReturnRule): on the state return (Maryland, New York City, Indiana), an Ohio
// city return (Columbus IR-25), Philadelphia's Earnings Tax return or Wage Tax refund petition, Pennsylvania's
// final EIT return, or, where the tables hold no return, what is owed or due back without a guessed form.

import { formatDate } from '@/lib/core/dates';
import { localReturnRule, type LocalReturnRule } from '@/lib/tax/law';
import type { StateCode } from '@/lib/tax/law/types';
import { dateOfDay } from '../calendar';
import type { PaymentsInput } from '../household';
import type { LocalLine } from '../local-lines';
import { usd } from '../money';
import type { YearResult } from '../types';
import { localReturnDue, refundPetitionDue } from './deadlines';
import { filingWords, type LineDraft, outcomeOf, paidPart } from './lines';
import type { FilingDecision, FilingRule, Requirement } from './types';

interface Facts {
  year: YearResult;
  id: string;
  name: string;
  line: LocalLine | null;
  resident: boolean;
  tax: number;
  paid: number;
  balance: number;
  /** The state line's decision, for a tax filed on the state return. */
  state: LineDraft | undefined;
}

/** The first day worked in the line's place in the year (its items' first day). */
function firstDayWorked(f: Facts): string {
  const days = (f.line?.itemIndexes ?? []).map((i) => f.year.items[i]?.dayRange[0] ?? Infinity);
  const first = Math.min(...days);
  return Number.isFinite(first) ? dateOfDay(first) : `${f.year.year}-01-01`;
}

function formOf(rule: LocalReturnRule, f: Facts): string | null {
  if (rule.kind === 'ohio_city') return rule.form ?? `${f.name} city income tax return`;
  if (rule.kind === 'philadelphia') {
    // The self-employed pay the Net Profits Tax instead of the Earnings Tax (phila.gov, Earnings Tax (employees)).
    if (f.year.employmentType === '1099') return 'Net Profits Tax return';
    return f.balance < 0 ? 'Wage Tax refund petition' : 'Annual Reconciliation of Employee Earnings Tax';
  }
  return rule.form;
}

function deadlineOf(rule: LocalReturnRule, f: Facts): string | null {
  if (rule.kind === 'philadelphia' && f.balance < 0) return refundPetitionDue(firstDayWorked(f));
  return rule.kind === 'other' ? null : localReturnDue(f.year.year);
}

function decide(f: Facts): FilingDecision {
  const rule = localReturnRule(f.id, f.resident);
  if (rule.kind === 'with_state') {
    const s = f.state?.filing;
    const stateName = f.state?.name ?? 'state';
    return {
      requirement: s?.requirement ?? 'must',
      rule: 'with_state_return',
      form: s?.form ?? null,
      employerForm: null,
      deadline: s?.deadline ?? null,
      reason: `${f.name}’s tax is figured and paid on your ${stateName} return${s?.form ? ` (${s.form})` : ''}.`,
    };
  }
  let requirement: Requirement;
  let code: FilingRule;
  let why: string;
  if (f.resident && rule.residentsAlwaysFile && (f.tax > 0 || f.paid > 0)) {
    requirement = 'must';
    code = 'local_resident_return';
    why = `${f.name} asks every resident to file, whatever was withheld.`;
  } else if (f.balance > 0) {
    requirement = 'must';
    code = 'local_owed';
    why = `Your employers did not withhold all of ${f.name}’s tax (${usd(f.tax)}).`;
  } else if (f.balance < 0) {
    requirement = 'should';
    code = 'local_over_withheld';
    why = `${usd(-f.balance)} more than ${f.name}’s tax was withheld: only a claim gets it back.`;
  } else {
    requirement = 'not_needed';
    code = 'local_withheld';
    why = `Your employer withheld all of ${f.name}’s tax: no return is needed.`;
  }
  const form = requirement === 'not_needed' ? null : formOf(rule, f);
  const deadline = requirement === 'not_needed' ? null : deadlineOf(rule, f);
  const when =
    form && deadline
      ? ` File ${form} by ${formatDate(deadline)}.`
      : requirement !== 'not_needed'
        ? ` Ask ${f.name} for its return: the app does not hold its form or due date.`
        : '';
  const money =
    requirement === 'not_needed'
      ? ''
      : f.balance > 0
        ? ` You owe ${usd(f.balance)}.`
        : f.balance < 0
          ? ` You get ${usd(-f.balance)} back.`
          : '';
  return {
    requirement,
    rule: code,
    form,
    employerForm: null,
    deadline,
    reason: filingWords(why, when, money),
  };
}

/**
 * A line per local jurisdiction of the year, then any place with withholding but no line (its tax 0: what was
 * withheld comes back). `states` are the year's state lines (a tax filed on the state return follows it).
 */
export function localLines(
  year: YearResult,
  payments: PaymentsInput,
  states: readonly LineDraft[],
): LineDraft[] {
  const withheld = payments.localWithheld ?? {};
  const lines = year.locals.lines;
  const orphans = Object.keys(withheld).filter((id) => !lines.some((l) => l.id === id));
  const build = (id: string, line: LocalLine | null): LineDraft => {
    const state = (line?.state ?? id.slice(0, 2)) as StateCode;
    const paid = withheld[id] ?? 0;
    const tax = line?.tax ?? 0;
    const balance = tax - paid;
    const resident = line?.resident ?? false;
    const name = line?.name ?? id;
    const facts: Facts = {
      year,
      id,
      name,
      line,
      resident,
      tax,
      paid,
      balance,
      state: states.find((s) => s.state === state),
    };
    return {
      id: `local-${id}`,
      kind: 'local',
      name,
      state,
      resident,
      income: line?.income ?? 0,
      tax,
      creditForTaxElsewhere: line?.credit ?? 0,
      paid,
      paidParts: paid > 0 ? [paidPart('withheld', 'W-2 box 19', paid)] : [],
      balance,
      outcome: outcomeOf(balance),
      filing: decide(facts),
    };
  };
  return [...lines.map((l) => build(l.id, l)), ...orphans.sort().map((id) => build(id, null))];
}
