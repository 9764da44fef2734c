// The types of a contract comparison (docs/tax-method.md §8): a contract's inputs, its results, and the answer.

import type { GsaCheck } from './gsa';
import type { HouseholdInput } from './household';
import type {
  AssignmentInput,
  EmploymentType,
  FilingStatus,
  StateCode,
  StipendsTaxableReason,
  TaxHomeInput,
} from './types';

export interface ContractInput {
  name: string;
  state: StateCode;
  /** The GSA area (docs/tax-method.md §6), and the §2 tests against the tax home. */
  city?: string | null;
  zip?: string | null;
  /** The county where the ZIP lies in several (docs/tax-method.md §4b); default the ZIP's primary county. */
  county?: string | null;
  /** YYYY-MM-DD; default January 1 of the comparison's year. */
  start_date?: string | null;
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
  /** Total overtime pay of the contract, cents; spread over its days like an assignment's (§1). */
  overtime_pay?: number | null;
  /** Total of the contract, cents; counted in the year it starts, like a sign-on bonus. */
  bonuses: number;
  /** Cents paid out of pocket (travel, duplicated housing). */
  expenses: number;
}

/** A contract's share of one local income tax (docs/tax-method.md §4b), over every year it spans. */
export interface ContractLocalTax {
  /** The local line's id ("PA-philadelphia"). */
  id: string;
  /** The jurisdiction's name as the year views show it. */
  name: string;
  tax: number;
}

/**
 * The money figures of a contract (what a saved comparison of any version holds). The optional fields are
 * absent from comparisons saved before local taxes were counted.
 */
export interface ContractTotals {
  grossComp: number;
  taxableIncome: number;
  federalTax: number;
  stateTax: number;
  ficaTax: number;
  seTax: number;
  /** The state tax owed to the tax home's state (after its credit); part of stateTax. */
  homeStateTax?: number;
  /** stateTax - homeStateTax: the tax of the state worked in when it is not the home state. */
  workStateTax?: number;
  /** The sum of locals; counted in totalTax. */
  localTax?: number;
  locals?: ContractLocalTax[];
  /** federalTax + stateTax + localTax + ficaTax + seTax. */
  totalTax: number;
  expenses: number;
  /** grossComp - totalTax - expenses. */
  netTakeHome: number;
  /** round(netTakeHome / weeks). */
  weeklyNet: number;
  /** round(netTakeHome / (weeks × hours_per_week)). */
  effectiveHourly: number;
}

export interface ContractResult extends ContractTotals {
  /** The tax home's state, null without a tax home. */
  homeState: StateCode | null;
  homeStateTax: number;
  workStateTax: number;
  localTax: number;
  locals: ContractLocalTax[];
  startDate: string;
  endDate: string;
  /** The GSA test over the whole contract: rates over all its days, the excess of every year it spans. */
  gsa: GsaCheck;
  stipendsTaxable?: true;
  stipendsTaxableReason?: StipendsTaxableReason;
  nearTaxHome?: true;
}

export interface ComparisonInput {
  year: number;
  employmentType: EmploymentType;
  filingStatus: FilingStatus;
  taxHome: TaxHomeInput | null;
  contractA: ContractInput;
  contractB: ContractInput;
  /**
   * The household on the return (docs/tax-method.md §8, §11): with it, or with other assignments, a contract's
   * tax is what it adds to the household's return of each year it spans; without either, as its only income.
   */
  household?: HouseholdInput;
  /** The worker's other assignments (any year): those of a year the contract spans are on the same return. */
  otherAssignments?: readonly AssignmentInput[];
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
  /**
   * What the figures leave out or assume, in plain words, as the year views say it (docs/tax-method.md §4,
   * §6, §10): local taxes, each year computed with another year's tables, assumed state figures, unchecked
   * GSA areas and stand-in GSA fiscal years.
   */
  notes: string[];
}
