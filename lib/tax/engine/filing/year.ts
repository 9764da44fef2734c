// The filing year: one model of a user's year of returns, computed once by the engine, that every page, file,
// feed and notification reads (docs/tax-method.md §11). Pure: no I/O, no clock (`today` comes in).
//
// What it reads of the engine (nothing is recomputed here):
// - computeYear's YearResult: `federal` (the household's return: returnTax, se, returnAdditionalMedicare,
//   additionalMedicareWithheld, refundableCredit, agi / ownAgi, standardDeduction, fica), `states.lines`
//   (tax after the credit for other states, income, reciprocity, filingRequired with the state's nonresident
//   rule, the deadline), `states.total`, `locals.lines` (tax after credits, itemIndexes, itemTax), `items`
//   (each assignment's taxable pay, dayRange and its federal, SE and FICA parts);
// - the payments the settlement reads (PaymentsInput: W-2 boxes 2, 17, 19 of the worker and the spouse,
//   estimated payments), with their dates when the records carry them;
// - the household (its entered prior-year figures) and the app's own last year (priorYearOf).
//
// Which surface reads what (none applies a rule of its own):
// - Tax estimate headline: `headline` (per government, never netted) and `governments[].balance`; the
//   withholding check: `withholding` (its action, text and safe harbor); the 1099 schedule: `estimatedPlans`
//   (also what `quarterlyPlan` and `settlement.estimatedPlan` must equal: both are creditInstallments').
// - State income: the state lines of `governments` (income: a resident's is the household's; filing.requirement,
//   form, deadline, reason); filing status is `filingStatus`.
// - Filing order: `governments` with `order` set, in that order (federal first, nonresident states, the home
//   state, then city returns), and the others' `filing.reason` for "no return needed".
// - Calendar feed: `dates` (every return's due date, every installment, federal, state and local).
// - Dashboard: `headline`, `takeHome` (the one take-home figure, with what it includes), `withholding.text`.
// - Profitability: `assignments` (each assignment's share of every line by `governments[].allocation`, labelled).
// - Audit packet: `governments` (returns due, forms, deadlines, reasons) and `headline`.
// - Notifications: a line whose `filing.rule` is 'refund' or 'reciprocity_refund' (file to get the refund),
//   `estimatedPlans[].installments` overdue or due soon, `withholding.action`.
// - API views (/tax-estimate, /state-income, /assignment-profitability, /dashboard): their existing fields
//   filled from the same figures (settlement balances = governments' balances; filingRequired = requirement
//   'must'; quarterly plan = estimatedPlans' federal plan).

import { withFields } from '@/lib/core/with-fields';
import { returnTaxAfterCredits } from '../settlement';
import { allocate } from './allocation';
import { federalLine } from './federal-return';
import type { LineDraft } from './lines';
import { localLines } from './local-returns';
import { federalPlan, statePlans } from './plans';
import { safeHarborAnswer } from './prior-year';
import { stateLines } from './state-returns';
import { datesOf, headlineOf, sharesOf, takeHomeOf } from './summary';
import type { FilingYear, FilingYearInput, GovernmentLine, WithholdingAdvice } from './types';
import { withholdingAction } from './withholding';

/**
 * The order of filing: federal first (every state return starts from its figures), then the nonresident
 * states (their tax is what the home state credits), the home state, then the local returns (work places
 * before the home city, whose credit needs theirs). A tax filed on the state return has no step of its own.
 */
function ordered(lines: readonly LineDraft[]): Array<LineDraft & { order: number | null }> {
  const step = (l: LineDraft) =>
    l.kind === 'federal' ? 0 : l.kind === 'state' ? (l.resident ? 2 : 1) : l.resident ? 4 : 3;
  const files = (l: LineDraft) =>
    l.filing.requirement !== 'not_needed' && l.filing.rule !== 'with_state_return';
  const sequence = lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => files(l))
    .sort((a, b) => step(a.l) - step(b.l) || a.i - b.i)
    .map(({ l }) => l.id);
  return lines.map((l) => withFields(l, { order: files(l) ? sequence.indexOf(l.id) + 1 : null }));
}

/** The filing year of one user (docs/tax-method.md §11). */
export function filingYear(input: FilingYearInput): FilingYear {
  const { year, payments, household } = input;
  const today = input.today ?? year.today;
  const federal = federalLine(year, payments);
  const states = stateLines(year, payments);
  const locals = localLines(year, payments, states);
  const governments: GovernmentLine[] = ordered([federal, ...states, ...locals]).map((l) =>
    withFields(l, { allocation: allocate(year, l) }),
  );
  const f = year.federal;
  const safeHarbor = safeHarborAnswer({
    year: year.year,
    filingStatus: year.filingStatus,
    taxAfterCredits: returnTaxAfterCredits(year),
    paidByYearEnd: payments.federalWithheld + payments.federalEstimated + f.additionalMedicareWithheld,
    ...(household ? { household } : {}),
    computed: input.priorYear ?? null,
  });
  let withholding: WithholdingAdvice | null = null;
  // A year with W-2 and 1099 contracts (§3a) gets both: the W-4 advice over the W-2 paychecks, and the
  // 1040-ES plan, which credits what is withheld.
  const employee = year.items.filter((it) => it.employmentType === 'w2');
  if (year.employmentType === 'w2' || employee.length > 0) {
    const action = withholdingAction({
      year: year.year,
      today,
      spans: employee.map((it) => it.dayRange),
      payFrequency: input.payFrequency ?? 'weekly',
      federalBalance: federal.balance,
    });
    withholding = withFields(action, { safeHarbor });
  }
  const estimatedPlans = [
    ...(year.employmentType === '1099' || year.items.some((it) => it.employmentType === '1099')
      ? [federalPlan(year, today, safeHarbor, payments, input.estimatedPayments)]
      : []),
    ...statePlans(year, today, states, payments, input.estimatedPayments),
  ];
  const assignments = sharesOf(year, governments);
  const notes = [safeHarbor.note];
  if (withholding && input.payFrequency === undefined && withholding.action === 'w4_extra') {
    notes.push(
      'Paychecks are counted as weekly, as most agencies pay travel nurses (if yours come less often, say how ' +
        'often in Settings, under Household); a new W-4 applies from the next payroll.',
    );
  }
  return {
    year: year.year,
    today,
    employmentType: year.employmentType,
    filingStatus: year.filingStatus,
    governments,
    headline: headlineOf(governments),
    estimatedPlans,
    withholding,
    safeHarbor,
    assignments,
    dates: datesOf(governments, estimatedPlans, withholding),
    takeHome: takeHomeOf(assignments),
    notes,
  };
}
