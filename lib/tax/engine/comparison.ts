// Contract comparison (tax-method.md §8): POST /tax-calculate and POST /comparisons.

import { addDays, dayNumber } from './calendar';
import { assignmentFigures } from './income';
import { mulDivRound } from './money';
import type { AssignmentInput, EmploymentType, FilingStatus, StateCode, TaxHomeInput } from './types';
import { taxFigures } from './year';

export const DEFAULT_HOURS_PER_WEEK = 36;

export interface ContractInput {
  name: string;
  state: StateCode;
  /** 1 to 104. */
  weeks: number;
  /** Default 36. */
  hours_per_week?: number;
  /** Weekly cents; wins over hourly_rate when both are given. */
  base_pay?: number | null;
  /** Cents per hour; weekly base = hourly_rate × hours_per_week. */
  hourly_rate?: number | null;
  housing_stipend: number;
  mie_stipend: number;
  /** Cents, all counted in the year. */
  bonuses: number;
  /** Cents paid out of pocket (travel, duplicated housing). */
  expenses: number;
}

export interface ContractResult {
  grossComp: number;
  taxableIncome: number;
  federalTax: number;
  stateTax: number;
  ficaTax: number;
  seTax: number;
  totalTax: number;
  expenses: number;
  /** grossComp - totalTax - expenses. */
  netTakeHome: number;
  /** round(netTakeHome / weeks). */
  weeklyNet: number;
  /** round(netTakeHome / (weeks × hours_per_week)). */
  effectiveHourly: number;
}

export interface ComparisonInput {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  taxHome: TaxHomeInput | null;
  contractA: ContractInput;
  contractB: ContractInput;
}

export interface ContractComparison {
  year: number;
  employmentType: EmploymentType;
  contractA: ContractResult;
  contractB: ContractResult;
  /** 0: contract A, 1: contract B (higher netTakeHome; A on a tie). */
  winner: 0 | 1;
  /** |netTakeHome A - netTakeHome B|, cents. */
  diff: number;
}

/** The weekly base pay of a contract: base_pay, else hourly_rate × hours_per_week, else 0. */
export function contractWeeklyBase(c: ContractInput): number {
  if (c.base_pay !== undefined && c.base_pay !== null) return c.base_pay;
  return (c.hourly_rate ?? 0) * (c.hours_per_week ?? DEFAULT_HOURS_PER_WEEK);
}

/**
 * One contract alone as the year's only income: modelled as one assignment of weeks × 7 days in its state
 * starting January 1 of the year, all of whose pay counts in that year even past December 31 (a contract of
 * up to 104 weeks is compared whole). It has no city, so the GSA check uses the standard rate of its state
 * on January 1. Its expenses stand as the assignment's linked expenses: 1099 business expenses reduce net
 * profit (§2); for a W-2 worker they only reduce take-home.
 */
export function evaluateContract(
  c: ContractInput,
  ctx: Omit<ComparisonInput, 'contractA' | 'contractB'>,
): ContractResult {
  const hours = c.hours_per_week ?? DEFAULT_HOURS_PER_WEEK;
  const days = c.weeks * 7;
  const start = `${ctx.year}-01-01`;
  const first = dayNumber(start);
  const assignment: AssignmentInput = {
    id: 0,
    facility: c.name,
    location: '',
    state: c.state,
    agency: '',
    zip: null,
    start_date: start,
    end_date: addDays(start, days - 1),
    base_pay: contractWeeklyBase(c),
    housing_stipend: c.housing_stipend,
    mie_stipend: c.mie_stipend,
    sign_on_bonus: c.bonuses,
    completion_bonus: 0,
    referral_bonus: 0,
    hours_per_week: hours,
  };
  const figures = assignmentFigures(
    assignment,
    { days, dayRange: [first, first + days - 1], bonuses: c.bonuses },
    { employmentType: ctx.employmentType, hasTaxHome: ctx.taxHome !== null },
    { expenses: c.expenses, deductibleMiles: 0, mileageDeduction: 0 },
  );
  const [item] = taxFigures([figures], ctx).items;
  if (!item) throw new Error('unreachable: one contract gives one item');
  const netTakeHome = item.grossComp - item.totalTax - c.expenses;
  return {
    grossComp: item.grossComp,
    taxableIncome: item.taxableIncome,
    federalTax: item.federalTax,
    stateTax: item.stateTax,
    ficaTax: item.ficaTax,
    seTax: item.seTax,
    totalTax: item.totalTax,
    expenses: c.expenses,
    netTakeHome,
    weeklyNet: c.weeks > 0 ? mulDivRound(netTakeHome, 1, c.weeks) : 0,
    effectiveHourly: c.weeks > 0 && hours > 0 ? mulDivRound(netTakeHome, 1, c.weeks * hours) : 0,
  };
}

export function compareContracts(input: ComparisonInput): ContractComparison {
  const { contractA: a, contractB: b, ...ctx } = input;
  const contractA = evaluateContract(a, ctx);
  const contractB = evaluateContract(b, ctx);
  return {
    year: input.year,
    employmentType: input.employmentType,
    contractA,
    contractB,
    winner: contractB.netTakeHome > contractA.netTakeHome ? 1 : 0,
    diff: Math.abs(contractA.netTakeHome - contractB.netTakeHome),
  };
}
