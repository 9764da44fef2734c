// docs/tax-method.md §10: every string a worker reads (notes, form names, reasons, area names) is plain words;
// how the law tables were researched stays in code comments. Walks every string of every view for every
// state as the home and as a work state, each filing status, W-2 and 1099, and a year before, with and after
// the published tables.
import { describe, expect, it } from 'vitest';
import {
  assignmentProfitability,
  compareContracts,
  computeYear,
  stateIncome,
  taxEstimate,
} from '@/lib/tax/engine';
import { computeSettlement } from '@/lib/tax/engine/settlement';
import { NO_PAYMENTS } from '@/lib/tax/engine/household';
import { FILING_STATUSES, STATE_CODES } from '@/lib/tax/law';
import { assignment, taxHome, yearInput } from './fixtures/builders';

const RESEARCH =
  /unverif|verif(y|ied)|reference|secondary|(?<!-)\bsources?\b|catalog|confirms|TaxSlayer|PolicyEngine|\.json|\.csv|\.xlsx|README|TY20\d\d|\bPE\b|TODO|undefined|null|NaN/i;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

const YEARS = [2025, 2026, 2027] as const;
const TYPES = ['w2', '1099'] as const;

describe('plain words in every view (§10)', () => {
  it.each(STATE_CODES.map((home, i) => [home, i] as const))('home %s', (home, i) => {
    // Three work states spread over the list, one of them the home state's neighbour in the list.
    const work = [1, 17, 34].map((k) => STATE_CODES[(i + k) % STATE_CODES.length] ?? 'TX');
    const seen = new Set<string>();
    for (const year of YEARS) {
      const assignments = work.map((state, k) =>
        assignment({
          state,
          location: k === 0 ? 'Springfield' : '',
          base_pay: 150_000,
          housing_stipend: 120_000,
          mie_stipend: 40_000,
          overtime_pay: 20_000,
          start_date: `${year}-0${2 * k + 1}-05`,
          end_date: `${year}-0${2 * k + 2}-25`,
        }),
      );
      for (const employmentType of TYPES) {
        for (const filingStatus of FILING_STATUSES) {
          const input = yearInput({
            year,
            today: `${year}-06-30`,
            employmentType,
            filingStatus,
            taxHome: taxHome(home),
            assignments,
          });
          const r = computeYear(input);
          const compared = compareContracts({
            year,
            employmentType,
            filingStatus,
            taxHome: taxHome(home),
            contractA: {
              name: 'A',
              state: work[0] ?? 'TX',
              weeks: 13,
              base_pay: 150_000,
              housing_stipend: 100_000,
              mie_stipend: 30_000,
              bonuses: 0,
              expenses: 0,
            },
            contractB: {
              name: 'B',
              state: home,
              weeks: 60,
              base_pay: 140_000,
              housing_stipend: 0,
              mie_stipend: 0,
              bonuses: 0,
              expenses: 0,
            },
          });
          const texts = strings([r, assignmentProfitability(r), stateIncome(r), taxEstimate(r), compared]);
          for (const t of texts) seen.add(t);
        }
      }
    }
    const bad = [...seen].filter((t) => RESEARCH.test(t));
    expect(bad).toEqual([]);
  });

  it('version 3: the household’s notes and what is owed or refunded (§3a, §9a)', () => {
    const seen = new Set<string>();
    for (const employmentType of TYPES) {
      for (const filingStatus of FILING_STATUSES) {
        const r = computeYear({
          ...yearInput({
            year: 2026,
            today: '2026-07-01',
            employmentType,
            filingStatus,
            taxHome: taxHome('TX'),
            assignments: [
              assignment({
                state: 'TX',
                location: 'Houston',
                start_date: '2026-01-04',
                end_date: '2026-06-27',
                base_pay: 150_000,
                overtime_pay: 900_000,
                hours_per_week: 48,
              }),
            ],
          }),
          household: {
            spouseWages: 5_000_000,
            otherIncome: 100_000,
            healthInsurancePremiums: 9_000_000,
            retirementContributions: 9_000_000,
            dependentsUnder17: 1,
          },
        });
        const paid = { ...NO_PAYMENTS, federalWithheld: 100_000, stateWithheld: { CA: 1_000 } };
        strings([r, computeSettlement(r, paid), computeSettlement(r, paid, { today: '2026-12-31' })]).forEach(
          (t) => seen.add(t),
        );
      }
    }
    expect([...seen].filter((t) => RESEARCH.test(t))).toEqual([]);
  });
});
