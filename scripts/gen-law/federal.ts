// federal.json of the reference → FederalData and MileageData (cents; rates as decimals).
import type { FederalData, MileageData } from '../../lib/tax/law/data-types';
import {
  FILING_STATUSES,
  type FederalYearLaw,
  type FilingStatus,
  type MileageRatePeriod,
} from '../../lib/tax/law/types';
import { arr, brackets, cents, checkKeys, type Json, num, obj, ReferenceDataError, str } from './util';

const YEAR_KEYS = [
  'primary_source',
  'brackets',
  'standard_deduction',
  'additional_std_deduction_aged_or_blind',
  'social_security_wage_base',
  'qbi_threshold_start',
  'qbi_phase_in_range',
  'standard_deduction_pre_obbba', // superseded for 2025 returns by standard_deduction (reference note)
] as const;

function perStatus<T>(v: Json | undefined, where: string, map: (x: Json | undefined, w: string) => T) {
  const o = obj(v, where);
  return Object.fromEntries(FILING_STATUSES.map((s) => [s, map(o[s], `${where}.${s}`)])) as Record<
    FilingStatus,
    T
  >;
}

const centsOf = (x: Json | undefined, w: string) => cents(num(x, w));

export function mapFederal(ref: Json): FederalData {
  const root = obj(ref, 'federal.json');
  const srcs = obj(obj(root.meta, 'meta').sources, 'meta.sources');
  const repos = `${str(srcs.policyengine, 'policyengine')}; ${str(srcs.tax_calculator, 'tax_calculator')}`;
  const years: Record<string, FederalYearLaw> = {};
  for (const [y, raw] of Object.entries(obj(root.years, 'years'))) {
    const e = obj(raw, `years.${y}`);
    checkKeys(e, YEAR_KEYS, `federal years.${y}`);
    years[y] = {
      year: Number(y),
      source: `${str(e.primary_source, 'primary_source')}, as encoded in ${repos}`,
      brackets: perStatus(e.brackets, `${y}.brackets`, (x, w) => brackets(x, w)),
      standardDeduction: perStatus(e.standard_deduction, `${y}.standard_deduction`, centsOf),
      socialSecurityWageBase: cents(num(e.social_security_wage_base, `${y}.social_security_wage_base`)),
      qbiThreshold: perStatus(e.qbi_threshold_start, `${y}.qbi_threshold_start`, centsOf),
      qbiPhaseInRange: perStatus(e.qbi_phase_in_range, `${y}.qbi_phase_in_range`, centsOf),
    };
  }
  const se = obj(root.self_employment_tax, 'self_employment_tax');
  const fica = obj(se.employee_fica, 'employee_fica');
  const qbi = obj(root.qbi_deduction, 'qbi_deduction');
  return {
    qbiMinimum: mapQbiMinimum(qbi),
    source: `Travel Ledger reference federal.json (compiled 2026-11): ${repos}`,
    years,
    payroll: {
      source: `${str(se.source, 'se.source')}; QBI: ${str(qbi.source, 'qbi.source')}`,
      socialSecurityRate: num(fica.social_security, 'employee_fica.social_security'),
      medicareRate: num(fica.medicare, 'employee_fica.medicare'),
      seSocialSecurityRate: num(se.social_security_rate, 'se.social_security_rate'),
      seMedicareRate: num(se.medicare_rate, 'se.medicare_rate'),
      seNetEarningsFactor: num(se.net_earnings_factor, 'se.net_earnings_factor'),
      additionalMedicareRate: num(se.additional_medicare_rate, 'se.additional_medicare_rate'),
      additionalMedicareThreshold: perStatus(
        se.additional_medicare_threshold,
        'additional_medicare',
        centsOf,
      ),
      seMinimumNetEarnings: cents(num(se.minimum_net_earnings_to_owe, 'se.minimum_net_earnings_to_owe')),
      seDeductibleShare: num(se.deduction_half_of_se_tax, 'se.deduction_half_of_se_tax'),
      qbiRate: num(qbi.rate, 'qbi.rate'),
    },
  };
}

function mapQbiMinimum(qbi: Record<string, Json>): FederalData['qbiMinimum'] {
  const m = obj(qbi.minimum_deduction_2026, 'qbi_deduction.minimum_deduction_2026');
  return {
    fromYear: 2026,
    amount: cents(num(m.amount, 'minimum_deduction_2026.amount')),
    minQbi: cents(num(m.min_qbi, 'minimum_deduction_2026.min_qbi')),
    source: 'IRC 199A(i) as amended by OBBBA (P.L. 119-21), PE gov/irs/deductions/qbi/deduction_floor',
  };
}

/** The reference's caveat on a period it marks `verification: secondary-only` (README "NOT verified" 1). */
function unverifiedText(p: { from: string; to: string; cents: number; verification: string }): string {
  return (
    `IRS mileage rate ${p.cents}¢/mile for ${p.from} to ${p.to} is ${p.verification} (IR-2026-29 / ` +
    `Announcement 2026-11 as cited by public sources quoting irs.gov; the IRS text itself was not read): ` +
    `treated as in force`
  );
}

export function mapMileage(ref: Json): MileageData {
  const rates = obj(obj(ref, 'federal.json').standard_mileage_rates_cents_per_mile, 'standard_mileage_rates');
  const years: Record<string, MileageRatePeriod[]> = {};
  for (const [y, raw] of Object.entries(rates)) {
    const e = obj(raw, `mileage.${y}`);
    if (e.periods === undefined) {
      checkKeys(e, ['business', 'medical_moving', 'charitable', 'source'], `mileage.${y}`);
      const source = str(e.source, `mileage.${y}.source`);
      years[y] = [{ from: `${y}-01-01`, to: `${y}-12-31`, centsPerMile: num(e.business, y), source }];
      continue;
    }
    checkKeys(e, ['periods'], `mileage.${y}`);
    years[y] = arr(e.periods, `mileage.${y}.periods`).map((raw2, i) => {
      const p = obj(raw2, `mileage.${y}.periods[${i}]`);
      const known = ['from', 'to', 'business', 'medical_moving', 'charitable', 'source', 'verification'];
      checkKeys(p, known, `mileage.${y}.periods[${i}]`);
      const period: MileageRatePeriod = {
        from: str(p.from, 'from'),
        to: str(p.to, 'to'),
        centsPerMile: num(p.business, 'business'),
        source: str(p.source, 'source'),
      };
      if (p.verification !== undefined) {
        const verification = str(p.verification, 'verification');
        period.unverified = unverifiedText({ ...period, cents: period.centsPerMile, verification });
      }
      return period;
    });
    const list = years[y] ?? [];
    const gapless = list.every((p, i) => i === 0 || nextDay(list[i - 1]?.to ?? '') === p.from);
    if (list[0]?.from !== `${y}-01-01` || list.at(-1)?.to !== `${y}-12-31` || !gapless) {
      throw new ReferenceDataError(`mileage.${y}`, 'periods must cover the whole year without gaps');
    }
  }
  return { source: 'Travel Ledger reference federal.json standard_mileage_rates_cents_per_mile', years };
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
