// What a worker reads of the state computation (docs/tax-method.md §4, §10): the forms' names and
// descriptions without the law tables' research asides, and the notes of what the figures assume.

import { stateTableYear } from '@/lib/tax/law';
import { OHIO_BUSINESS_INCOME } from '@/lib/tax/law/states';
import type { FilingStatus, StateYearLaw } from '@/lib/tax/law/types';
import { percent, usd } from './money';
import type { StateContext } from './state';

/** Shown when no local tax applies and no local note is due (local.ts names each place and missing rate). */
export const LOCAL_TAX_NOTE =
  'No local income tax applies to your tax home or assignments among the places we cover (New York City ' +
  'and Yonkers, Philadelphia and other Pennsylvania localities, large Ohio cities, Michigan cities, ' +
  'Indiana and Maryland counties, and others).';

/**
 * An aside of the reference about its own research, inside a form's text: "PA-40 (nonresidents report
 * PA-source income; Schedule NRH apportionment unverified)", "(catalog lists MO-1040P: outdated)", "(W-220
 * text confirms 1NPR)". It stays in the law tables for maintainers; a worker sees the form alone (§10).
 */
const RESEARCH_ASIDE = /\s*\([^()]*\b(?:unverified|verify|catalog|confirms)\b[^()]*\)/gi;

/** plainFormText's answers: the law tables' texts are a fixed set. */
const PLAIN_TEXT = new Map<string, string>();

/** A form's name or description as a worker reads it: without the reference's research asides. */
export function plainFormText(text: string | null): string | null {
  if (text === null) return null;
  // Asked for on every state line of every computation.
  let plain = PLAIN_TEXT.get(text);
  if (plain === undefined) {
    plain = text.replace(RESEARCH_ASIDE, '').trim();
    PLAIN_TEXT.set(text, plain);
  }
  return plain;
}

/** The nonresident form's description, or a plain one where the reference doubts its own wording. */
export function nonresidentDescription(law: StateYearLaw): string | null {
  return law.forms.unverified ? 'Nonresident return' : plainFormText(law.forms.description);
}

const STATUS_WORDS: Record<FilingStatus, string> = {
  single: 'single filers',
  married_joint: 'married couples filing jointly',
  married_separate: 'married people filing separately',
  head_of_household: 'heads of household',
};

/**
 * Plain-words notes per state listed: the figures assumed (a year
 * repeating the year before's, single-filer figures standing in for the filing status). The law tables'
 * own notes name sources and research caveats: those stay in the tables, for maintainers.
 */
export function stateNotes(laws: readonly StateYearLaw[], ctx: StateContext): string[] {
  const notes: string[] = [];
  for (const law of laws) {
    if (!law.hasIncomeTax) continue;
    if (law.carriedOver && stateTableYear(ctx.year) === ctx.year) {
      notes.push(
        `${law.name} has not published all of its ${ctx.year} figures; some ${ctx.year - 1} amounts are used.`,
      );
    }
    // states-v3.json business_income_note: 1099 pay is Ohio business income (2025 instructions; 2026 not confirmed).
    if (law.state === 'OH' && ctx.employmentType === '1099') {
      notes.push(
        `Ohio taxes contract (1099) pay as business income: the first ${usd(OHIO_BUSINESS_INCOME.deduction, 0)} ` +
          `is deducted and the rest is taxed at ${percent(OHIO_BUSINESS_INCOME.rate)}. These figures use the ` +
          'regular Ohio schedule instead.',
      );
    }
    if (law.singleFiguresFor.includes(ctx.filingStatus)) {
      notes.push(
        `${law.name} publishes no separate figures for ${STATUS_WORDS[ctx.filingStatus]} here; ` +
          `the single filer's brackets and deductions are used.`,
      );
    }
  }
  return [...new Set(notes)];
}
