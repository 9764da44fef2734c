// The state lines of the filing year (docs/tax-method.md §11): each state's tax (after its credit for tax paid
// elsewhere) against its withholding (W-2 box 17) and estimated payments, and its return: the home state's
// resident return; a nonresident return where the state's filing rule asks for one (lib/tax/law/filing.ts);
// a nonresident return that claims a reciprocal exemption to get back tax an agency withheld anyway (with the
// employer's exemption form for next time); a return filed only for a refund.

import { formatDate } from '@/lib/core/dates';
import { NONRESIDENT_FILING, stateLaw, stateName } from '@/lib/tax/law';
import type { StateCode, StateYearLaw } from '@/lib/tax/law/types';
import type { PaymentsInput } from '../household';
import { sum, usd } from '../money';
import type { StateLine } from '../state';
import { plainFormText } from '../state-wording';
import type { YearResult } from '../types';
import { stateReturnDue } from './deadlines';
import { filingWords, type LineDraft, outcomeOf, paidPart } from './lines';
import type { FilingDecision, FilingRule, PaidPart, Requirement } from './types';

/** A nonresident return's name as a worker files it: "PA-40 (nonresident)" when residents file the same form. */
function nonresidentForm(law: StateYearLaw): string | null {
  const form = plainFormText(law.forms.nonresident);
  if (form === null) return null;
  return form === plainFormText(law.forms.resident) ? `${form} (nonresident)` : form;
}

/** The form the employer needs under a reciprocal agreement ("REV-419"), without the tables' caveats. */
function employerForm(law: StateYearLaw): string | null {
  const form = law.reciprocity?.form;
  return form ? (plainFormText(form.replace(/\s*\([^)]*unverified[^)]*\)/i, '')) ?? null) : null;
}

interface Facts {
  year: number;
  law: StateYearLaw;
  line: StateLine | null;
  home: StateCode | null;
  paid: number;
  balance: number;
}

function decision(
  f: Facts,
  requirement: Requirement,
  rule: FilingRule,
  form: string | null,
  why: string,
  employer: string | null = null,
): FilingDecision {
  const deadline = requirement === 'not_needed' ? null : stateReturnDue(f.law.state, f.year);
  const when = deadline && form ? ` File ${form} by ${formatDate(deadline)}.` : '';
  const money =
    requirement === 'not_needed'
      ? ''
      : f.balance > 0
        ? ` You owe ${usd(f.balance)}.`
        : f.balance < 0
          ? ` You get ${usd(-f.balance)} back.`
          : '';
  const next = employer
    ? ` Give your agency Form ${employer} so it stops withholding ${f.law.name} tax.`
    : '';
  return {
    requirement,
    rule,
    form: requirement === 'not_needed' ? null : form,
    employerForm: employer,
    deadline,
    reason: filingWords(why, when, money) + next,
  };
}

/** A state the worker did not work in, or that does not tax her wages, with tax withheld for it. */
function refundOnly(f: Facts, rule: FilingRule, why: string): FilingDecision {
  const refund = NONRESIDENT_FILING[f.law.state];
  const form = refund?.kind === 'refund_only' ? refund.form : nonresidentForm(f.law);
  return decision(f, 'should', rule, form, why);
}

function decide(f: Facts): FilingDecision {
  const { law, line, paid } = f;
  const name = law.name;
  if (!law.hasIncomeTax) {
    return paid > 0
      ? refundOnly(f, 'refund', `${name} has no wage income tax, yet ${usd(paid)} was paid to it.`)
      : decision(f, 'not_needed', 'no_income_tax', null, `${name} has no wage income tax.`);
  }
  if (line === null) {
    return refundOnly(f, 'refund', `You did not work in ${name}, but ${usd(paid)} was withheld for it.`);
  }
  if (line.isHomeState) {
    if (line.filingRequired) {
      const credit =
        (line.credit ?? 0) > 0
          ? `, less its credit of ${usd(line.credit ?? 0)} for tax paid to other states`
          : '';
      const why = `${name} taxes your household’s whole income as your home state${credit}.`;
      return decision(f, 'must', 'resident', plainFormText(law.forms.resident), why);
    }
    return paid > 0
      ? decision(
          f,
          'should',
          'refund',
          plainFormText(law.forms.resident),
          `Only a ${name} return gets back the ${usd(paid)} paid.`,
        )
      : decision(f, 'not_needed', 'no_income', null, `No income for ${name} to tax this year.`);
  }
  if (line.reciprocity.exempt) {
    const home = f.home ? stateName(f.home) : 'your home state';
    const agreement =
      law.state === 'DC'
        ? 'DC does not tax the wages of nonresidents'
        : `${name} does not tax your wages under its agreement with ${home}`;
    if (paid > 0) {
      const why = `${agreement}, but your agency withheld ${usd(paid)}: claim the exemption to get it back.`;
      const refund = NONRESIDENT_FILING[law.state];
      const form = refund?.kind === 'refund_only' ? refund.form : nonresidentForm(law);
      return decision(f, 'should', 'reciprocity_refund', form, why, employerForm(law));
    }
    return decision(f, 'not_needed', 'reciprocity_exempt', null, `${agreement}: no return is needed.`);
  }
  if (line.filingRequired) {
    const why = `You earned ${usd(line.income)} in ${name}, which taxes nonresidents on it.`;
    return decision(f, 'must', 'nonresident_income', nonresidentForm(law), why);
  }
  if (paid > 0) {
    return decision(
      f,
      'should',
      'refund',
      nonresidentForm(law),
      `Below ${name}’s filing threshold, but only a return gets back the ${usd(paid)} paid.`,
    );
  }
  return line.income === 0
    ? decision(f, 'not_needed', 'no_income', null, `No income from ${name} this year.`)
    : decision(
        f,
        'not_needed',
        'below_threshold',
        null,
        `Your ${name} income is under its filing threshold for nonresidents.`,
      );
}

/**
 * A line per state: the year's state lines (nonresident first, the home state last), then any state with
 * payments but no line (tax 0: its withholding comes back).
 */
export function stateLines(year: YearResult, payments: PaymentsInput): LineDraft[] {
  const lines = year.states.lines;
  const extra = [
    ...(Object.keys(payments.stateWithheld) as StateCode[]),
    ...(Object.keys(payments.stateEstimated) as StateCode[]),
  ].filter((s, i, all) => all.indexOf(s) === i && !lines.some((l) => l.state === s));
  const build = (state: StateCode, line: StateLine | null): LineDraft => {
    const parts: PaidPart[] = [
      paidPart('withheld', 'W-2 box 17', payments.stateWithheld[state] ?? 0),
      paidPart('estimated', 'Estimated payments', payments.stateEstimated[state] ?? 0),
    ].filter((p) => p.amount > 0);
    const paid = sum(parts.map((p) => p.amount));
    const tax = line?.tax ?? 0;
    const balance = tax - paid;
    const law = stateLaw(state, year.year);
    const facts: Facts = { year: year.year, law, line, home: year.states.homeState, paid, balance };
    return {
      id: `state-${state}`,
      kind: 'state',
      name: law.name,
      state,
      resident: line?.isHomeState ?? false,
      income: line?.isHomeState ? year.states.total : (line?.income ?? 0),
      tax,
      creditForTaxElsewhere: line?.credit ?? 0,
      paid,
      paidParts: parts,
      balance,
      outcome: outcomeOf(balance),
      filing: decide(facts),
    };
  };
  return [...lines.map((l) => build(l.state, l)), ...extra.sort().map((s) => build(s, null))];
}
