import type { ContractExtraction } from '@/lib/reading/contracts/extraction';
import type { Font, PageSpec, PhotoSpec, Row } from './render';

// What a case of the contract reading set is, and the pieces its pages are made of.

export type ContractExpectation = Omit<ContractExtraction, 'source'>;

export interface ContractCase {
  name: string;
  pages: PageSpec[];
  /** How its scan is taken, or null when the set has no scan of it; `pdf`: the scan comes as a PDF. */
  scan: (Omit<PhotoSpec, 'seed'> & { pdf: boolean }) | null;
  expected: ContractExpectation;
}

export const letter = (font: Font, rows: Row[], size = 10.5): PageSpec => ({
  width: 612,
  height: 792,
  margin: 60,
  font,
  size,
  rows,
});
export const scan = (skew: number, noise: number, pdf = false) => ({
  scale: 2.8,
  skew,
  noise,
  blur: 0.3,
  paper: 246,
  format: 'png' as const,
  pdf,
});
export const none = {
  sign_on_bonus: null,
  completion_bonus: null,
  referral_bonus: null,
  overtime_rate: null,
};
