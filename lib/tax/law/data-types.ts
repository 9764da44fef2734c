// Shapes of the generated modules under ./data (written by scripts/gen-law.ts from ../shared/reference).
// The generator builds these typed objects and serialises them; the runtime modules read them back.
import type {
  AgedAdditionalLaw,
  FederalYearLaw,
  MileageRatePeriod,
  OvertimeDeductionLaw,
  PayrollLaw,
  QbiMinimumLaw,
  RetirementLaw,
  SaltLaw,
  SeniorDeductionLaw,
  StateCode,
  StateYearLaw,
  Bracket,
  FilingStatus,
} from './types';

export interface FederalData {
  source: string;
  years: Readonly<Record<string, FederalYearLaw>>;
  payroll: PayrollLaw;
  qbiMinimum: QbiMinimumLaw;
}

/** The household's federal figures of reference household.json (and federal.json's 65+ amounts). */
export interface HouseholdData {
  source: string;
  salt: Readonly<Record<string, SaltLaw>>;
  senior: SeniorDeductionLaw;
  agedAdditional: Readonly<Record<string, AgedAdditionalLaw>>;
  overtime: OvertimeDeductionLaw;
  retirement: Readonly<Record<string, RetirementLaw>>;
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

/** A local rate by tax year ("2025", "2026"); null: not found in a citable source. */
export type LocalRates = Readonly<Record<string, number | null>>;

/** The local taxes of reference local.json, keyed as it keys them (docs/tax-method.md §4b). */
export interface LocalData {
  source: string;
  philadelphia: readonly { from: string; resident: number | null; nonresident: number | null }[];
  paDefaultResidentEit: number;
  paCities: Readonly<
    Record<string, { resident: number | null; nonresident: number | null; verified: boolean; source: string }>
  >;
  paLocalServicesTax: { maxPerYear: number; exemptBelow: number; verified: boolean; source: string };
  ohioEntrantDays: number;
  ohioCities: Readonly<
    Record<
      string,
      { rate: number; credit: { share: number; capRate: number } | null; verified: boolean; source: string }
    >
  >;
  mdCounties: Readonly<Record<string, LocalRates>>;
  mdBracketCounties: Readonly<
    Record<string, { whole: boolean; single: readonly Bracket[]; joint: readonly Bracket[] }>
  >;
  mdNonresident: Readonly<Record<string, number>>;
  mdSource: string;
  nycBrackets: Readonly<Record<FilingStatus, readonly Bracket[]>>;
  yonkers: {
    residentSurcharge: number;
    nonresidentRate: number;
    exclusions: readonly (readonly [number | null, number])[];
  };
  kentucky: Readonly<Record<'louisville' | 'lexington', { resident: number; nonresident: number }>>;
  michiganCities: Readonly<Record<string, { resident: number; nonresident: number; verified: boolean }>>;
  detroitExemptionPerPerson: number;
  indianaCounties: Readonly<Record<string, LocalRates>>;
  kansasCity: number;
  stLouis: number;
  wilmington: number;
  birmingham: number;
  multnomahPfa: Readonly<Record<FilingStatus, readonly Bracket[]>>;
  metroShs: { rate: number; threshold: { single: number; married_joint: number } };
  coloradoOpt: Readonly<Record<string, number>>;
}
