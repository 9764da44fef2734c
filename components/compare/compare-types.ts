import type { FieldSpec, FormState } from '@/app/_lib/form-types';
import type { ContractTotals } from '@/lib/tax/engine/comparison';

// Plain data shared by the comparison's server action and its client form.

/**
 * One contract's results, as the engine computes them (docs/tax-method.md §8); the GSA excess and the state
 * and local split are absent on comparisons saved before they were counted.
 */
export type ContractFigures = ContractTotals & { gsa?: { excess: number }; homeState?: string | null };

export interface ComparisonShown {
  year: number;
  names: [string, string];
  states: [string, string];
  weeks: [number, number];
  results: [ContractFigures, ContractFigures];
  /** 0: contract A, 1: contract B. */
  winner: 0 | 1;
  /** Cents: |net take-home A − net take-home B|. */
  diff: number;
  /** What the figures assume (a year without published tables); absent on older saved snapshots. */
  notes?: string[];
  /** Each contract's distance from the tax home (absent on saved snapshots). */
  distances?: Array<{ miles: number | null; near: boolean; note: string }>;
}

export interface CompareState extends FormState {
  result?: ComparisonShown;
}

export type CompareAction = (prev: CompareState, formData: FormData) => Promise<CompareState>;

export interface CompareFields {
  a: FieldSpec[];
  b: FieldSpec[];
}
