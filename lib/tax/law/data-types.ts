// Shapes of the generated modules under ./data (written by scripts/gen-law.ts from ../shared/reference).
// The generator builds these typed objects and serialises them; the runtime modules read them back.
import type {
  FederalYearLaw,
  MileageRatePeriod,
  OvertimeDeductionLaw,
  PayrollLaw,
  QbiMinimumLaw,
  StateCode,
  StateYearLaw,
} from './types';

export interface FederalData {
  source: string;
  years: Readonly<Record<string, FederalYearLaw>>;
  payroll: PayrollLaw;
  overtimeDeduction: OvertimeDeductionLaw;
  qbiMinimum: QbiMinimumLaw;
}

export interface MileageData {
  source: string;
  years: Readonly<Record<string, readonly MileageRatePeriod[]>>;
}

export interface StatesData {
  source: string;
  years: readonly number[];
  /** Every key met in the reference, by place; tests check each one is understood by the mapping. */
  referenceKeys: Readonly<Record<string, readonly string[]>>;
  /** `reciprocity_pairs` of states.json, kept for a cross-check in tests. */
  reciprocityPairs: readonly (readonly [StateCode, StateCode])[];
  states: Readonly<Record<StateCode, { name: string; years: Readonly<Record<string, StateYearLaw>> }>>;
}

export interface GsaStandardRate {
  fiscalYear: number;
  lodging: number;
  mie: number;
  source: string;
}

export interface GsaDestination {
  id: number;
  state: StateCode;
  name: string;
  mie: number;
  /** Daily lodging in cents for October, November, ..., September (the fiscal year's months). */
  lodging: readonly number[];
  /** True when every ZIP of the state maps here (DC): any city of the state matches. */
  wholeState: boolean;
}

export interface GsaData {
  source: string;
  standard: readonly GsaStandardRate[];
  /** Fiscal year of the non-standard-area table. */
  nsaFiscalYear: number;
  /** Fiscal years for which the table is assumed identical, each with the reference's caveat. */
  nsaAssumedFor: Readonly<Record<string, string>>;
  destinations: readonly GsaDestination[];
}

export interface GsaZipData {
  source: string;
  /** `zip:id[|id...]` joined by commas, sorted by ZIP; every ZIP of the table (id 0: the standard rate). */
  zips: string;
}
