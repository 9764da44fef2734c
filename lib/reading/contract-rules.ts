import type { ContractFields } from '@/lib/providers/ai/contract-schema';
import { contractParties } from './contract-parties';
import { payAmounts, UNIT_PREFERENCE, type PayAmount, type PayTerm } from './contract-pay';
import { contractDates, contractHours } from './contract-terms';
import { textLines } from './text/lines';
import { statements } from './text/segments';

// A contract's terms from its text by rules, in the shape the AI model answers (lib/providers/ai/contract-schema.ts),
// so that one conversion (lib/reading/contracts/extraction.ts) turns either reading into weekly cents. Each
// term is taken from the first statement that gives it. Pure.

/** Of one statement's figures for a term, the one in the unit a contract pays by (weekly over hourly...). */
function preferred(figures: PayAmount[]): PayAmount | undefined {
  return [...figures].sort((a, b) => rank(a) - rank(b))[0];
}
const rank = (p: PayAmount) => (p.unit ? UNIT_PREFERENCE.indexOf(p.unit) : UNIT_PREFERENCE.length);

function firstFigures(all: string[]): Partial<Record<PayTerm, PayAmount>> {
  const found: Partial<Record<PayTerm, PayAmount>> = {};
  for (const statement of all) {
    const figures = payAmounts(statement);
    for (const term of new Set(figures.map((f) => f.term))) {
      found[term] ??= preferred(figures.filter((f) => f.term === term));
    }
  }
  return found;
}

const rate = (p: PayAmount | undefined) => (p?.unit ? { amount: p.amount, unit: p.unit } : null);

export function contractFieldsFromText(text: string): ContractFields {
  const all = statements(text);
  const pay = firstFigures(all);
  const parties = contractParties(textLines(text), all);
  const dates = contractDates(all);
  return {
    facility: parties.facility,
    location: parties.location,
    state: parties.state,
    agency: parties.agency,
    start_date: dates.start,
    end_date: dates.end,
    hours_per_week: contractHours(all),
    base_pay: rate(pay.base_pay),
    housing_stipend: rate(pay.housing_stipend),
    mie_stipend: rate(pay.mie_stipend),
    overtime_rate: pay.overtime_rate?.unit === 'hourly' ? pay.overtime_rate.amount : null,
    sign_on_bonus: pay.sign_on_bonus?.amount ?? null,
    completion_bonus: pay.completion_bonus?.amount ?? null,
    referral_bonus: pay.referral_bonus?.amount ?? null,
  };
}
