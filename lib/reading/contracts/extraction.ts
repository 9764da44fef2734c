import type { ContractFields } from '@/lib/providers/ai/contract-schema';
import type { ReadingSource } from '@/lib/reading/source';
import {
  contractDays,
  hoursPerWeek,
  normalizeDate,
  oneTimeCents,
  stateCode,
  weeklyCents,
} from './conversion';

// The response of POST /contracts/analyze (spec): the model's reading, or the rules' reading of the text on
// this server (lib/reading/contract-rules.ts), converted. Pure.

export interface ContractExtraction {
  facility: string | null;
  location: string | null;
  state: string | null;
  agency: string | null;
  start_date: string | null;
  end_date: string | null;
  hours_per_week: number | null;
  base_pay: number | null;
  housing_stipend: number | null;
  mie_stipend: number | null;
  sign_on_bonus: number | null;
  completion_bonus: number | null;
  referral_bonus: number | null;
  overtime_rate: number | null;
  source: ReadingSource;
}

/** Names and places as the API keeps them (docs/api-guide.md §6: at most 200 characters); blank is null. */
function name(value: string | null): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed ? trimmed.slice(0, 200) : null;
}

export function toExtraction(fields: ContractFields, source: ReadingSource): ContractExtraction {
  const start = normalizeDate(fields.start_date);
  const end = normalizeDate(fields.end_date);
  const weekly = {
    hoursPerWeek: fields.hours_per_week,
    contractDays: contractDays(start, end),
  };
  return {
    facility: name(fields.facility),
    location: name(fields.location),
    state: stateCode(fields.state),
    agency: name(fields.agency),
    start_date: start,
    end_date: end,
    // The hours the contract states, when plausible (1 to 168); without them an hourly rate counts 36 a week.
    hours_per_week:
      hoursPerWeek(fields.hours_per_week) === fields.hours_per_week ? fields.hours_per_week : null,
    base_pay: weeklyCents(fields.base_pay, weekly),
    housing_stipend: weeklyCents(fields.housing_stipend, weekly),
    mie_stipend: weeklyCents(fields.mie_stipend, weekly),
    sign_on_bonus: oneTimeCents(fields.sign_on_bonus),
    completion_bonus: oneTimeCents(fields.completion_bonus),
    referral_bonus: oneTimeCents(fields.referral_bonus),
    // Cents per hour, as the contract states it.
    overtime_rate: oneTimeCents(fields.overtime_rate),
    source,
  };
}
