// Audit readiness: the dashboard's 11 criteria (interface-spec "Audit readiness", docs/tax-method.md §7).
import { formatDate } from '@/lib/core/dates';
import { RECENT_VISIT_DAYS, TWELVE_MONTH_MAX_DAYS, TWELVE_MONTH_WINDOW_YEARS } from '@/lib/tax/law/tax-home';
import type { EmploymentType } from '@/lib/tax/law/types';
import type { AssignmentStatus } from './status';
import { diffDays } from './dates';
import { locationKey, twelveMonthRule } from './durations';

export const AUDIT_CRITERIA = [
  { key: 'rent_paid', label: 'Rent being paid' },
  { key: 'active_assignment', label: 'Active assignment' },
  { key: 'recent_visit', label: 'Recent visit' },
  { key: 'voter_reg', label: 'Voter registration' },
  { key: 'drivers_license', label: "Driver's license" },
  { key: 'property_status', label: 'Property not rented out' },
  { key: 'twelve_month', label: '12-month rule' },
  { key: 'costs_recorded', label: 'Tax home costs' },
  { key: 'gsa_compliance', label: 'GSA compliance' },
  { key: 'expenses_tracked', label: 'Expenses tracked' },
  { key: 'mileage_logged', label: 'Mileage logged' },
] as const;
export type AuditCriterionKey = (typeof AUDIT_CRITERIA)[number]['key'];

const WINDOW_MONTHS = TWELVE_MONTH_WINDOW_YEARS * 12;

export interface AuditTaxHome {
  state: string;
  rent_amount: number;
  last_visit_date: string | null;
  voter_reg: boolean;
  drivers_license_state: string | null;
  property_rented_out: boolean;
}

export interface AuditAssignment {
  /** The record's id: a failing criterion names the assignment to fix (its page's #gsa section). */
  id?: number;
  /** The effective status (see `effectiveStatus`). */
  status: AssignmentStatus;
  start_date: string;
  end_date: string;
  location: string;
  state: string;
  facility?: string;
  /** Computed by the caller with the GSA engine (docs/tax-method.md §6): the whole assignment has no excess. */
  gsaCompliant: boolean;
  /** False where GSA sets no rate (Alaska, Hawaii): counted as compliant, and the hint says so. */
  gsaChecked?: boolean;
}

export interface AuditInput {
  today: string;
  /** A 1099 worker's stipends are income: the GSA test does not apply (docs/tax-method.md §6). W-2 when absent. */
  employmentType?: EmploymentType;
  taxHome: AuditTaxHome | null;
  assignments: readonly AuditAssignment[];
  taxHomeCostCount: number;
  expenseCount: number;
  /**
   * Expenses that would not survive an audit as recorded: the receipt flags' rule (receipts.ts receiptFlag),
   * counted by the database (lib/views/audit.ts recordCounts). Any of them fails "Expenses tracked".
   */
  receiptsNeeded: number;
  mileageTripCount: number;
}

export interface AuditCriterion {
  key: AuditCriterionKey;
  label: string;
  passed: boolean;
  hint: string;
  autoPassed: boolean;
  /** When failing because of one assignment (12-month rule, GSA excess): the one to open first. */
  assignmentId?: number;
}

export interface AuditReadiness {
  score: number;
  total: number;
  status: 'audit_ready' | 'action_needed';
  criteria: AuditCriterion[];
}

type Check = { passed: boolean; hint: string; assignmentId?: number };

/** The latest assignment at a place: where a worker would act on a place that passes 365 days. */
function latestAt(assignments: readonly AuditAssignment[], location: string, state: string) {
  const key = locationKey(location, state);
  const at = assignments.filter((a) => locationKey(a.location, a.state) === key);
  return at.reduce<AuditAssignment | undefined>(
    (x, a) => (!x || a.start_date > x.start_date ? a : x),
    undefined,
  )?.id;
}
const AUTO = Symbol('auto');
/** Passed only because it cannot apply (AUTO: the default hint; `auto`: this hint). */
type Outcome = Check | typeof AUTO | { auto: string };

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function visitCheck(lastVisit: string | null, today: string): Check {
  if (lastVisit === null)
    return { passed: false, hint: 'Log a visit to your tax home: none is recorded yet' };
  const ago = diffDays(lastVisit, today);
  if (ago < 0)
    return {
      passed: false,
      hint: `Your last visit date, ${formatDate(lastVisit)}, is in the future: correct it`,
    };
  if (ago > RECENT_VISIT_DAYS) {
    return { passed: false, hint: `Log a visit to your tax home: your last one was ${ago} days ago` };
  }
  return {
    passed: true,
    hint: `Last visit ${ago === 0 ? 'today' : `${plural(ago, 'day')} ago`}; visit at least every ${RECENT_VISIT_DAYS} days`,
  };
}

function twelveMonthCheck(assignments: readonly AuditAssignment[], today: string): Check {
  const rule = twelveMonthRule(assignments, today);
  const place = rule.exceedingLocations[0];
  if (place) {
    return {
      passed: false,
      hint: `${place.location}, ${place.state} has ${place.days} days in the last ${WINDOW_MONTHS} months: keep it at ${TWELVE_MONTH_MAX_DAYS} or fewer`,
      assignmentId: latestAt(assignments, place.location, place.state),
    };
  }
  const long = rule.longAssignments[0];
  if (long) {
    const a = long.assignment;
    return {
      passed: false,
      hint: `Your assignment in ${a.location.trim()}, ${a.state.trim()} lasts ${long.days} days: keep each under a year`,
      assignmentId: a.id,
    };
  }
  return {
    passed: true,
    hint: `No place reaches more than ${TWELVE_MONTH_MAX_DAYS} days in the last ${WINDOW_MONTHS} months`,
  };
}

function gsaCheck(
  assignments: readonly AuditAssignment[],
  employmentType: EmploymentType | undefined,
  nonCompliant: number,
): Outcome {
  if (employmentType === '1099') {
    return { auto: 'The GSA test is for W-2 stipends: as a 1099 worker your stipends are business income' };
  }
  if (nonCompliant > 0) {
    return {
      passed: false,
      hint: `${plural(nonCompliant, 'assignment')} ${nonCompliant === 1 ? 'pays' : 'pay'} stipends above the GSA rate: the excess is taxable`,
      // The latest one to fix, whatever order the assignments came in.
      assignmentId: assignments
        .filter((a) => a.gsaChecked !== false && !a.gsaCompliant)
        .reduce<AuditAssignment | undefined>((x, a) => (!x || a.start_date > x.start_date ? a : x), undefined)
        ?.id,
    };
  }
  const unchecked = assignments.filter((a) => a.gsaChecked === false).length;
  if (unchecked === 0) return { passed: true, hint: 'Every stipend is within the GSA per diem rate' };
  const where = `${plural(unchecked, 'assignment')} in Alaska, Hawaii or outside the 48 states ${unchecked === 1 ? 'is' : 'are'} not checked: GSA sets no rate there`;
  return {
    passed: true,
    hint: unchecked === assignments.length ? where : `Every stipend checked is within the GSA rate; ${where}`,
  };
}

/**
 * "Expenses tracked" reads the receipt flags' rule (receipts.ts, Pub. 463 ch. 5): met when expenses are
 * recorded and none is flagged, so the criterion and the flags on the expense list never disagree.
 */
function expensesCheck(count: number, needed: number, employmentType: EmploymentType | undefined): Check {
  if (count === 0) return { passed: false, hint: 'Record an expense (travel, licensing, supplies...)' };
  if (needed === 0) {
    return { passed: true, hint: `${plural(count, 'expense')} recorded, each with what an audit needs` };
  }
  const why =
    employmentType === '1099'
      ? 'a receipt is missing'
      : 'a receipt is missing, or they are meals a W-2 employee cannot deduct';
  return {
    passed: false,
    hint: `${needed} of ${plural(count, 'expense')} would not pass an audit as recorded (${why}): fix them from the flags on your expense list`,
  };
}

function outcomes(input: AuditInput): Record<AuditCriterionKey, Outcome> {
  const { taxHome: home, assignments, today } = input;
  const noHome = home === null;
  const none = assignments.length === 0;
  const nonCompliant = assignments.filter((a) => a.gsaChecked !== false && !a.gsaCompliant).length;
  const count = (n: number, what: string, add: string): Check =>
    n > 0 ? { passed: true, hint: `${plural(n, what)} recorded` } : { passed: false, hint: add };
  return {
    rent_paid: noHome
      ? AUTO
      : home.rent_amount > 0
        ? { passed: true, hint: 'Rent or mortgage is recorded on your tax home' }
        : { passed: false, hint: 'Enter the rent or mortgage you pay for your tax home' },
    active_assignment: none
      ? AUTO
      : assignments.some((a) => a.status === 'active')
        ? { passed: true, hint: 'You have an assignment in progress' }
        : { passed: false, hint: 'Add the assignment you are working now: none is active today' },
    recent_visit: noHome ? AUTO : visitCheck(home.last_visit_date, today),
    voter_reg: noHome
      ? AUTO
      : home.voter_reg
        ? { passed: true, hint: 'You are registered to vote at your tax home' }
        : { passed: false, hint: `Register to vote in ${home.state} and mark it on your tax home` },
    drivers_license: noHome
      ? AUTO
      : (home.drivers_license_state ?? '').trim().toUpperCase() === home.state.trim().toUpperCase()
        ? { passed: true, hint: `Your driver's license is from ${home.state}` }
        : {
            passed: false,
            hint: home.drivers_license_state
              ? `Your driver's license is from ${home.drivers_license_state}: get one from ${home.state}`
              : `Enter your driver's license state: it should be ${home.state}`,
          },
    property_status: noHome
      ? AUTO
      : home.property_rented_out
        ? { passed: false, hint: 'Your tax home is rented out: keep it available to return to' }
        : { passed: true, hint: 'Your tax home is kept available to you' },
    twelve_month: none ? AUTO : twelveMonthCheck(assignments, today),
    costs_recorded: count(
      input.taxHomeCostCount,
      'tax home cost',
      'Record a tax home cost (rent, utilities...)',
    ),
    gsa_compliance: none ? AUTO : gsaCheck(assignments, input.employmentType, nonCompliant),
    expenses_tracked: expensesCheck(input.expenseCount, input.receiptsNeeded, input.employmentType),
    mileage_logged: count(input.mileageTripCount, 'mileage trip', 'Log a mileage trip'),
  };
}

const AUTO_HINTS: Partial<Record<AuditCriterionKey, string>> = {
  active_assignment: 'Applies once you add an assignment',
  twelve_month: 'Applies once you add an assignment',
  gsa_compliance: 'Applies once you add an assignment',
};

/** The 11 criteria in the spec's order; a criterion that cannot apply yet passes with `autoPassed`. */
export function auditReadiness(input: AuditInput): AuditReadiness {
  const results = outcomes(input);
  const criteria = AUDIT_CRITERIA.map(({ key, label }): AuditCriterion => {
    const r = results[key];
    if (r === AUTO || 'auto' in r) {
      const hint = r === AUTO ? (AUTO_HINTS[key] ?? 'Applies once you add your tax home') : r.auto;
      return { key, label, passed: true, autoPassed: true, hint };
    }
    const fix = r.assignmentId === undefined ? {} : { assignmentId: r.assignmentId };
    return { key, label, passed: r.passed, hint: r.hint, autoPassed: false, ...fix };
  });
  const score = criteria.filter((c) => c.passed).length;
  return {
    score,
    total: AUDIT_CRITERIA.length,
    status: score === AUDIT_CRITERIA.length ? 'audit_ready' : 'action_needed',
    criteria,
  };
}
