// The "Assignment profitability" view (interface-spec §2; tax-method §5) over computeYear's result.

import { mulDivRound, ratio4, sum } from './money';
import type { EmploymentType, YearResult } from './types';

export interface ProfitabilityItem {
  assignmentId: number;
  facility: string;
  location: string;
  state: string;
  agency: string;
  weeks: number;
  grossComp: number;
  taxableIncome: number;
  housingStipend: number;
  mieStipend: number;
  bonuses: number;
  federalTax: number;
  stateTax: number;
  /** Addition (decisions §8): employee FICA, 0 for 1099 users. */
  ficaTax: number;
  seTax: number;
  totalTax: number;
  linkedExpenses: number;
  linkedMiles: number;
  linkedMileageDeduction: number;
  netProfit: number;
  profitMargin: number;
  /** Addition (tax-method §2): present, true, for a W-2 user without a tax home. */
  stipendsTaxable?: true;
}

export interface AssignmentProfitability {
  year: number;
  employmentType: EmploymentType;
  averageNetProfit: number;
  averageProfitMargin: number;
  totalNetProfit: number;
  assignments: ProfitabilityItem[];
}

/** Per-assignment net profit: grossComp - totalTax - linkedExpenses, margins to 4 decimals. */
export function assignmentProfitability(result: YearResult): AssignmentProfitability {
  const assignments = result.items.map((it): ProfitabilityItem => {
    const a = it.assignment;
    const netProfit = it.grossComp - it.totalTax - it.linkedExpenses;
    const item: ProfitabilityItem = {
      assignmentId: a.id,
      facility: a.facility,
      location: a.location,
      state: a.state,
      agency: a.agency,
      weeks: it.weeks,
      grossComp: it.grossComp,
      taxableIncome: it.taxableIncome,
      housingStipend: it.housingStipend,
      mieStipend: it.mieStipend,
      bonuses: it.bonuses,
      federalTax: it.federalTax,
      stateTax: it.stateTax,
      ficaTax: it.ficaTax,
      seTax: it.seTax,
      totalTax: it.totalTax,
      linkedExpenses: it.linkedExpenses,
      linkedMiles: it.linkedMiles,
      linkedMileageDeduction: it.linkedMileageDeduction,
      netProfit,
      profitMargin: ratio4(netProfit, it.grossComp),
    };
    return it.stipendsTaxable ? { ...item, stipendsTaxable: true } : item;
  });
  const count = assignments.length;
  const totalNetProfit = sum(assignments.map((a) => a.netProfit));
  // Margins are already k/10000: average the integers k, then round once to 4 decimals.
  const marginUnits = sum(assignments.map((a) => Math.round(a.profitMargin * 10_000)));
  return {
    year: result.year,
    employmentType: result.employmentType,
    averageNetProfit: count === 0 ? 0 : mulDivRound(totalNetProfit, 1, count),
    averageProfitMargin: count === 0 ? 0 : mulDivRound(marginUnits, 1, count) / 10_000,
    totalNetProfit,
    assignments,
  };
}
