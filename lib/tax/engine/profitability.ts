// The "Assignment profitability" view (docs/api-guide.md §6; docs/tax-method.md §5) over computeYear's result.

import type { GsaCheck } from './gsa';
import { mulDivRound, ratio4, sum } from './money';
import type {
  AssignmentYearFigures,
  EmploymentType,
  StipendsTaxableReason,
  YearItem,
  YearResult,
} from './types';

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
  localTax: number;
  /** Addition (docs/api-guide.md §8): employee FICA, 0 for 1099 users. */
  ficaTax: number;
  seTax: number;
  totalTax: number;
  linkedExpenses: number;
  linkedMiles: number;
  linkedMileageDeduction: number;
  netProfit: number;
  profitMargin: number;
  /** Addition (docs/tax-method.md §6): the GSA test of the assignment in the year. */
  gsa: GsaCheck;
  /** Addition (docs/tax-method.md §2): present, true, with its reason, when a W-2 worker's stipends are wages. */
  stipendsTaxable?: true;
  stipendsTaxableReason?: StipendsTaxableReason;
  /** Addition (docs/tax-method.md §2): present, true, when the assignment lies within 50 miles of the tax home. */
  nearTaxHome?: true;
}

/** The §2/§6 flags every view shows per assignment: `gsa`, and the stipend and distance flags when set. */
export function assignmentFlags(it: AssignmentYearFigures): {
  gsa: GsaCheck;
  stipendsTaxable?: true;
  stipendsTaxableReason?: StipendsTaxableReason;
  nearTaxHome?: true;
} {
  return {
    gsa: { ...it.gsa },
    ...(it.stipendsTaxableReason
      ? { stipendsTaxable: true, stipendsTaxableReason: it.stipendsTaxableReason }
      : {}),
    ...(it.nearTaxHome ? { nearTaxHome: true } : {}),
  };
}

export interface AssignmentProfitability {
  year: number;
  employmentType: EmploymentType;
  averageNetProfit: number;
  averageProfitMargin: number;
  totalNetProfit: number;
  assignments: ProfitabilityItem[];
  /**
   * Addition (docs/tax-method.md §4, §10): what the taxes above leave out or assume, in plain words (local
   * taxes, a year computed with the nearest year's tables, assumed state figures, unchecked GSA areas).
   */
  notes: string[];
}

/** An assignment's taxes as another model splits them (the filing year's shares): they replace the item's own. */
export interface ProfitabilityTaxes {
  federalTax: number;
  stateTax: number;
  localTax: number;
  totalTax: number;
}

/**
 * Per-assignment net profit: grossComp - totalTax - linkedExpenses, margins to 4 decimals. `taxesOf` gives an
 * item's taxes where they are not the item's own, and `extra` more fields of its row; both are read while the
 * row is built, so no item or row is copied again (a copy of two dozen fields is slow, lib/core/with-fields.ts).
 */
export function assignmentProfitability<E extends object = Record<never, never>>(
  result: YearResult,
  opts: {
    taxesOf?: (it: YearItem) => ProfitabilityTaxes | undefined;
    extra?: (it: YearItem) => E;
  } = {},
): Omit<AssignmentProfitability, 'assignments'> & { assignments: Array<ProfitabilityItem & E> } {
  const assignments = result.items.map((it): ProfitabilityItem & E => {
    const a = it.assignment;
    const taxes = opts.taxesOf?.(it) ?? it;
    const netProfit = it.grossComp - taxes.totalTax - it.linkedExpenses;
    return {
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
      federalTax: taxes.federalTax,
      stateTax: taxes.stateTax,
      localTax: taxes.localTax,
      ficaTax: it.ficaTax,
      seTax: it.seTax,
      totalTax: taxes.totalTax,
      linkedExpenses: it.linkedExpenses,
      linkedMiles: it.linkedMiles,
      linkedMileageDeduction: it.linkedMileageDeduction,
      netProfit,
      profitMargin: ratio4(netProfit, it.grossComp),
      ...assignmentFlags(it),
      ...(opts.extra?.(it) as E),
    };
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
    notes: [...result.notes],
  };
}
