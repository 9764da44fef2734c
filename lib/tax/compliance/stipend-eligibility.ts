// Whether an assignment's stipends can be tax-free, read from the same figures the tax numbers use (the
// engine's YearItem: docs/tax-method.md §2, §6). The four conditions, in the order the law applies them:
//   tax_home        IRC 162(a)(2) needs a home to be away from (Rev. Rul. 73-529; Pub. 463 ch. 1);
//   away_from_home  work in the tax home's own city is not travel (IRC 162(a)(2): "while away from home");
//   twelve_month    IRC 162(a) flush language: work expected to last over a year is indefinite (Rev. Rul. 93-86);
//   gsa             an accountable plan pays tax-free only up to the federal per diem (Treas. Reg. 1.62-2(f),
//                   Rev. Proc. 2019-48); the excess is wages.
import type { AssignmentRef } from '@/lib/tax/engine/types';
import { NEAR_HOME_MILES, TWELVE_MONTH_MAX_DAYS, TWELVE_MONTH_WINDOW_YEARS } from '@/lib/tax/law/tax-home';
import type { EmploymentType } from '@/lib/tax/law/types';
import { withFields } from '@/lib/core/with-fields';

export const STIPEND_CONDITIONS = ['tax_home', 'away_from_home', 'twelve_month', 'gsa'] as const;
export type StipendCondition = (typeof STIPEND_CONDITIONS)[number];

export interface StipendItem {
  assignment: AssignmentRef;
  housingStipend: number;
  mieStipend: number;
  stipendsTaxableReason: 'no_tax_home' | 'not_away_from_home' | 'twelve_month' | null;
  gsaCompliant: boolean;
  gsa: { checked: boolean; excess: number };
  nearTaxHome: boolean;
}

export interface StipendEligibility {
  assignmentId: number;
  facility: string;
  location: string;
  state: string;
  startDate: string;
  endDate: string;
  /** The year's stipends (housing + meals and incidentals). */
  stipends: number;
  /** 'tax_free': all of them; 'partly': up to the GSA rate; 'taxable': none; 'income': a 1099 worker's. */
  status: 'tax_free' | 'partly' | 'taxable' | 'income';
  /** The year's stipend cents that are taxable wages. */
  taxableStipends: number;
  conditions: Array<{ key: StipendCondition; label: string; met: boolean; detail: string }>;
}

const WINDOW_MONTHS = TWELVE_MONTH_WINDOW_YEARS * 12;

const REASON_CONDITION = {
  no_tax_home: 'tax_home',
  not_away_from_home: 'away_from_home',
  twelve_month: 'twelve_month',
} as const;

const LABEL: Record<StipendCondition, string> = {
  tax_home: 'You have a tax home',
  away_from_home: 'The work is away from home',
  twelve_month: '12-month rule',
  gsa: 'Within the GSA rate',
};

function detail(key: StipendCondition, met: boolean, item: StipendItem): string {
  const a = item.assignment;
  switch (key) {
    case 'tax_home':
      return met ? 'A tax home is recorded' : 'Without a tax home every stipend is taxable pay: add yours';
    case 'away_from_home':
      return met
        ? item.nearTaxHome
          ? `${a.location} is within ${NEAR_HOME_MILES} miles of home: fine if you must sleep there, but keep proof you did`
          : `${a.location}, ${a.state} is away from your tax home`
        : `${a.location} is your tax home's city: working there is not travel`;
    case 'twelve_month':
      return met
        ? `You work fewer than ${TWELVE_MONTH_MAX_DAYS + 1} days at this place in ${WINDOW_MONTHS} months`
        : `Your time in ${a.location}, ${a.state} passes a year in ${WINDOW_MONTHS} months: the whole stay counts as your new home`;
    case 'gsa':
      return !item.gsa.checked
        ? 'GSA sets no rate here (Alaska, Hawaii or abroad): not checked'
        : met
          ? 'The stipends are within the GSA rate'
          : 'The stipends are above the GSA rate: the excess is taxable pay';
  }
}

/** One assignment's stipends: which conditions hold, the first that fails decides. */
export function stipendEligibility(item: StipendItem, employmentType: EmploymentType): StipendEligibility {
  const a = item.assignment;
  const stipends = item.housingStipend + item.mieStipend;
  const failed = item.stipendsTaxableReason === null ? null : REASON_CONDITION[item.stipendsTaxableReason];
  // The engine stops at the first failing condition: the ones after it were not tested.
  const order = failed === null ? STIPEND_CONDITIONS.length : STIPEND_CONDITIONS.indexOf(failed);
  const conditions = STIPEND_CONDITIONS.slice(0, order + 1).map((key) => {
    const met = key === 'gsa' ? item.gsa.excess === 0 : key !== failed;
    return { key, label: LABEL[key], met, detail: detail(key, met, item) };
  });
  const base = {
    assignmentId: a.id,
    facility: a.facility,
    location: a.location,
    state: a.state,
    startDate: a.start_date,
    endDate: a.end_date,
    stipends,
  };
  if (employmentType !== 'w2') {
    return withFields(base, { status: 'income', taxableStipends: stipends, conditions: [] });
  }
  if (failed !== null) return withFields(base, { status: 'taxable', taxableStipends: stipends, conditions });
  const excess = Math.min(stipends, item.gsa.excess);
  return withFields(base, {
    status: excess > 0 ? 'partly' : 'tax_free',
    taxableStipends: excess,
    conditions,
  });
}
