// The "State income" view (docs/api-guide.md §6; docs/tax-method.md §4) over computeYear's result.

import { distinctDays } from './calendar';
import type { GsaCheck } from './gsa';
import { sum } from './money';
import { assignmentFlags } from './profitability';
import type { StateLine } from './state';
import type { EmploymentType, StateCode, StipendsTaxableReason, YearResult } from './types';

export interface StateIncomeAssignment {
  id: number;
  facility: string;
  location: string;
  startDate: string;
  endDate: string;
  weeks: number;
  /** Days of the assignment inside the year. */
  days: number;
  /** Its taxableIncome in the year. */
  income: number;
  /** Additions (docs/tax-method.md §2, §6), as in the profitability view. */
  gsa: GsaCheck;
  stipendsTaxable?: true;
  stipendsTaxableReason?: StipendsTaxableReason;
  nearTaxHome?: true;
}

/** A state line as the engine computes it, with its assignments in the spec's shape instead of indexes. */
export type StateIncomeItem = Omit<StateLine, 'itemIndexes' | 'residentTax' | 'credit'> & {
  assignments: StateIncomeAssignment[];
};

export interface StateIncome {
  year: number;
  employmentType: EmploymentType;
  taxHomeState: StateCode | null;
  totalStates: number;
  totalStateIncome: number;
  totalStateTax: number;
  /** Distinct days of the year worked anywhere (overlapping assignments count once). */
  totalDays: number;
  /** Nonresident states first (income desc, then code), the home state last: the order of filing. */
  states: StateIncomeItem[];
  notes: string[];
}

export function stateIncome(result: YearResult): StateIncome {
  const states = result.states.lines.map((line): StateIncomeItem => ({
    state: line.state,
    stateName: line.stateName,
    income: line.income,
    tax: line.tax,
    effectiveRate: line.effectiveRate,
    noTax: line.noTax,
    days: line.days,
    reciprocity: { ...line.reciprocity },
    stateDeduction: line.stateDeduction,
    filingRequired: line.filingRequired,
    isHomeState: line.isHomeState,
    formName: line.formName,
    formDescription: line.formDescription,
    filingDeadline: line.filingDeadline,
    ...(line.taxedIncome === undefined ? {} : { taxedIncome: line.taxedIncome }),
    assignments: line.itemIndexes.flatMap((i) => {
      const it = result.items[i];
      if (!it) return [];
      const a = it.assignment;
      return [
        {
          id: a.id,
          facility: a.facility,
          location: a.location,
          startDate: a.start_date,
          endDate: a.end_date,
          weeks: it.weeks,
          days: it.days,
          income: it.taxableIncome,
          ...assignmentFlags(it),
        },
      ];
    }),
  }));
  return {
    year: result.year,
    employmentType: result.employmentType,
    taxHomeState: result.states.homeState,
    totalStates: states.length,
    totalStateIncome: sum(states.map((s) => s.income)),
    totalStateTax: sum(states.map((s) => s.tax)),
    totalDays: distinctDays(result.items.map((it) => it.dayRange)),
    states,
    notes: [...result.notes],
  };
}
