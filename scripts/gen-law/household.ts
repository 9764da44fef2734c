// household.json of the reference (and federal.json's 65+ amounts) → HouseholdData: the SALT cap, the senior
// deduction, the 65+ additional standard deduction, the IRC 225 overtime deduction and the SEP / solo 401(k)
// limits (docs/tax-method.md §3a). Amounts are cents in the reference already (keys ending in _cents).
import type { HouseholdData } from '../../lib/tax/law/data-types';
import {
  type AgedAdditionalLaw,
  FILING_STATUSES,
  type FilingStatus,
  type JointOrOther,
  type RetirementLaw,
  type SaltLaw,
} from '../../lib/tax/law/types';
import { cents, type Json, type JsonObject, num, obj, ReferenceDataError, str } from './util';

type PerStatus = Record<FilingStatus, number>;

function perStatus(v: Json | undefined, where: string): PerStatus {
  const o = obj(v, where);
  return Object.fromEntries(FILING_STATUSES.map((s) => [s, num(o[s], `${where}.${s}`)])) as PerStatus;
}

/** Single, joint and head of household; married filing separately must be null (the law excludes it). */
function jointOrOther(v: Json | undefined, where: string): JointOrOther {
  const o = obj(v, where);
  if (o.married_separate !== undefined && o.married_separate !== null) {
    throw new ReferenceDataError(where, 'married_separate has an amount: the mapping excludes it');
  }
  const pick = (s: 'single' | 'married_joint' | 'head_of_household') => num(o[s], `${where}.${s}`);
  return {
    single: pick('single'),
    married_joint: pick('married_joint'),
    head_of_household: pick('head_of_household'),
  };
}

const sourceOf = (o: JsonObject, where: string) => {
  const list = o.sources;
  return Array.isArray(list) ? list.map((x, i) => str(x, `${where}.sources[${i}]`)).join('; ') : '';
};

function mapSalt(root: JsonObject): Record<string, SaltLaw> {
  const salt = obj(root.salt_deduction, 'salt_deduction');
  const statute = str(salt.statute, 'salt_deduction.statute');
  const out: Record<string, SaltLaw> = {};
  for (const [year, raw] of Object.entries(obj(salt.years, 'salt_deduction.years'))) {
    const y = obj(raw, `salt_deduction.years.${year}`);
    out[year] = {
      cap: perStatus(y.cap_cents, `salt.${year}.cap_cents`),
      threshold: perStatus(y.magi_threshold_cents, `salt.${year}.magi_threshold_cents`),
      rate: num(y.phase_down_rate, `salt.${year}.phase_down_rate`),
      floor: perStatus(y.floor_cents, `salt.${year}.floor_cents`),
      source: `household.json salt_deduction.years.${year} (${statute})`,
    };
  }
  return out;
}

function mapRetirement(root: JsonObject): Record<string, RetirementLaw> {
  const se = obj(root.self_employed, 'self_employed');
  const sep = obj(se.sep_ira, 'sep_ira');
  const k = obj(se.solo_401k, 'solo_401k');
  const rate = num(sep.self_employed_effective_rate_of_net_earnings, 'sep_ira.self_employed_effective_rate');
  const out: Record<string, RetirementLaw> = {};
  for (const [year, raw] of Object.entries(obj(k.years, 'solo_401k.years'))) {
    const y = obj(raw, `solo_401k.years.${year}`);
    const s = obj(obj(sep.years, 'sep_ira.years')[year], `sep_ira.years.${year}`);
    const annual = num(y.annual_additions_415c_cents, `solo_401k.${year}.annual_additions`);
    if (annual !== num(s.dollar_cap_cents, `sep_ira.${year}.dollar_cap_cents`)) {
      throw new ReferenceDataError(`self_employed ${year}`, 'SEP cap and 415(c) disagree');
    }
    out[year] = {
      selfEmployedRate: rate,
      annualAdditions: annual,
      compensationLimit: num(s.compensation_limit_401a17_cents, `sep_ira.${year}.compensation_limit`),
      electiveDeferral: num(y.elective_deferral_402g_cents, `solo_401k.${year}.elective_deferral`),
      catchUp50: num(y.catch_up_age_50_plus_cents, `solo_401k.${year}.catch_up_50`),
      catchUp60to63: num(y.catch_up_age_60_to_63_cents, `solo_401k.${year}.catch_up_60_to_63`),
      source: `household.json self_employed.sep_ira / solo_401k years.${year} (${str(y.primary_source, 'primary_source')})`,
    };
  }
  return out;
}

export function mapHousehold(household: Json, federal: Json): HouseholdData {
  const root = obj(household, 'household.json');
  const senior = obj(root.senior_deduction, 'senior_deduction');
  const seniorPhase = obj(senior.phase_out, 'senior_deduction.phase_out');
  const ot = obj(root.qualified_overtime_deduction, 'qualified_overtime_deduction');
  const otPhase = obj(ot.phase_out, 'qualified_overtime_deduction.phase_out');
  const excluded = (v: Json | undefined): FilingStatus[] =>
    obj(v, 'excluded').married_separate === null ? ['married_separate'] : [];

  // The 65+ amounts: federal.json for every year it has (2024 too), checked against household.json's.
  const aged: Record<string, AgedAdditionalLaw> = {};
  for (const [year, raw] of Object.entries(obj(obj(federal, 'federal.json').years, 'years'))) {
    const a = obj(obj(raw, `years.${year}`).additional_std_deduction_aged_or_blind, `${year}.aged`);
    aged[year] = {
      unmarried: cents(num(a.unmarried, `${year}.aged.unmarried`)),
      married: cents(num(a.married, `${year}.aged.married`)),
    };
  }
  const hhAged = obj(obj(root.additional_standard_deduction_aged_or_blind, 'aged').years, 'aged.years');
  for (const [year, raw] of Object.entries(hhAged)) {
    const a = obj(raw, `aged.years.${year}`);
    const mine = aged[year];
    if (
      mine?.unmarried !== num(a.unmarried_cents, 'unmarried') ||
      mine.married !== num(a.married_cents, 'married')
    ) {
      throw new ReferenceDataError(
        `additional_standard_deduction_aged_or_blind.${year}`,
        'disagrees with federal.json',
      );
    }
  }

  return {
    source:
      'Travel Ledger reference household.json (compiled 2026-11): PolicyEngine-US @ 8914f89d and Tax-Calculator @ 78f3574c, which agree, and the statute they implement',
    salt: mapSalt(root),
    senior: {
      firstYear: num(senior.first_tax_year, 'senior_deduction.first_tax_year'),
      lastYear: num(senior.last_tax_year, 'senior_deduction.last_tax_year'),
      amount: num(senior.amount_per_qualified_individual_cents, 'senior_deduction.amount'),
      threshold: jointOrOther(
        seniorPhase.magi_threshold_cents,
        'senior_deduction.phase_out.magi_threshold_cents',
      ),
      rate: num(seniorPhase.rate, 'senior_deduction.phase_out.rate'),
      excluded: excluded(seniorPhase.magi_threshold_cents),
      source: `household.json senior_deduction (${str(senior.statute, 'senior_deduction.statute')}; ${sourceOf(senior, 'senior_deduction')})`,
    },
    agedAdditional: aged,
    overtime: {
      firstYear: num(ot.first_tax_year, 'qualified_overtime_deduction.first_tax_year'),
      lastYear: num(ot.last_tax_year, 'qualified_overtime_deduction.last_tax_year'),
      cap: jointOrOther(ot.cap_cents, 'qualified_overtime_deduction.cap_cents'),
      threshold: jointOrOther(
        otPhase.magi_threshold_cents,
        'qualified_overtime_deduction.phase_out.magi_threshold_cents',
      ),
      reductionPerStep: num(
        otPhase.reduction_cents_per_step,
        'qualified_overtime_deduction.reduction_cents_per_step',
      ),
      step: num(otPhase.step_cents, 'qualified_overtime_deduction.step_cents'),
      excluded: excluded(ot.cap_cents),
      source: `household.json qualified_overtime_deduction (${str(ot.statute, 'statute')}; ${str(otPhase.step_rounding, 'step_rounding')}; ${sourceOf(ot, 'qualified_overtime_deduction')})`,
    },
    retirement: mapRetirement(root),
  };
}
