// Figures researched beyond the reference (tax method version 3, issue 20 "two 2026 figures look stale"),
// each with its citable source. They replace the reference's carried-over value in the generated table.
import type { FilingStatus, StateCode, StateYearLaw } from '../../lib/tax/law/types';

interface StandardDeductionFix {
  state: StateCode;
  year: number;
  /** The single filer's standard deduction in cents (the statuses that borrow it follow). */
  single: number;
  /** The reference's value it replaces, cents: a changed reference stops the generator. */
  replaces: number;
  /** The reference's carried-over note this figure settles. */
  settles: RegExp;
  source: string;
}

export const RESEARCHED: readonly StandardDeductionFix[] = [
  {
    state: 'KY',
    year: 2026,
    single: 336_000,
    replaces: 327_000,
    settles: /^KY 2026: no 2026 entry in the source for deductions\/standard\.yaml/,
    source:
      'Kentucky Department of Revenue 2026 withholding formula (released 2025-10-15: 3.5% rate, standard ' +
      'deduction $3,360, up from $3,270; KRS 141.081(2) indexing), as reported by Bloomberg Tax ' +
      '"Kentucky Income Tax Rate to Decrease in 2026" (news.bloombergtax.com/payroll/kentucky-income-tax-rate-to-decrease-in-2026)',
  },
];

/** Applies the researched figures to the mapped state-years (in place), with their source and a note. */
export function applyResearched(states: Record<string, { years: Record<string, StateYearLaw> }>): void {
  for (const fix of RESEARCHED) {
    const law = states[fix.state]?.years[fix.year];
    if (!law) throw new Error(`researched ${fix.state} ${fix.year}: no table`);
    const deduction = law.deduction as Record<FilingStatus, number>;
    for (const s of Object.keys(deduction) as FilingStatus[]) {
      if (deduction[s] !== fix.replaces)
        throw new Error(`researched ${fix.state} ${fix.year}: ${s} is not ${fix.replaces}`);
      deduction[s] = fix.single;
    }
    const notes = law.notes as string[];
    const settled = notes.findIndex((n) => fix.settles.test(n));
    if (settled < 0) throw new Error(`researched ${fix.state} ${fix.year}: the carried-over note is gone`);
    notes.splice(
      settled,
      1,
      `${fix.state} ${fix.year}: standard deduction ${fix.single / 100} researched (not in the reference): ${fix.source}`,
    );
    // Nothing else of the year was carried over: the worker's "not published" note no longer applies.
    if (!notes.some((n) => /carried over|not verified/.test(n))) {
      (law as { carriedOver: boolean }).carriedOver = false;
    }
    (law.sources as string[]).push(`standard deduction ${fix.year}: ${fix.source}`);
  }
}
