// The version 3 keys of states-v3.json (reference states.md "November 2026 additions"): California's
// exemption credits with their AGI phase-out, and each state's treatment of the federal overtime deduction.
import {
  FILING_STATUSES,
  type ExemptionCreditLaw,
  type FilingStatus,
  type OvertimeConformity,
  type StateCode,
} from '../../lib/tax/law/types';
import { cents, checkKeys, isObject, type Json, num, obj, optStr, ReferenceDataError, str } from './util';

export const CREDIT_KEYS = [
  'per_person',
  'kind',
  'personal_credit_by_status',
  'senior_65_or_blind_credit_per_condition',
  'dependent_credit_per_dependent',
  'phase_out',
  'source',
  'note_2026',
] as const;
export const PHASE_OUT_KEYS = [
  'federal_agi_threshold',
  'reduce_each_credit_by',
  'per_agi_increment',
  'increment_rounding',
  'floor',
  'note',
] as const;
export const OVERTIME_KEYS = [
  '2025',
  '2026',
  'status_2025',
  'status_2026',
  'law',
  'source',
  'verified',
  'conflict',
] as const;

/** The reference's statuses include qualifying_surviving_spouse, which the app files as married_joint. */
function perStatus(v: Json | undefined, where: string): Record<FilingStatus, number> {
  const o = obj(v, where);
  return Object.fromEntries(FILING_STATUSES.map((s) => [s, cents(num(o[s], `${where}.${s}`))])) as Record<
    FilingStatus,
    number
  >;
}

/**
 * The exemption credit of a year. A figure the year lacks (California 2026: only `per_person` and the
 * statutory phase-out steps) repeats the year before's, with a note; without a year before it is refused.
 */
export function mapExemptionCredit(
  code: StateCode,
  year: number,
  raw: Json | undefined,
  before: ExemptionCreditLaw | undefined,
  notes: string[],
): ExemptionCreditLaw {
  const where = `${code}.years.${year}.personal_exemption_credit`;
  const o = obj(raw, where);
  checkKeys(o, CREDIT_KEYS, where);
  const perPerson = cents(num(o.per_person, `${where}.per_person`));
  const carried: string[] = [];
  const has = (v: Json | undefined) => v !== undefined && v !== null;
  const orBefore = <T>(value: T | null, name: string, pick: (b: ExemptionCreditLaw) => T, none: T): T => {
    if (value !== null) return value;
    if (!before) return none;
    carried.push(name);
    return pick(before);
  };
  const personal = has(o.personal_credit_by_status)
    ? perStatus(o.personal_credit_by_status, `${where}.personal_credit_by_status`)
    : (Object.fromEntries(
        FILING_STATUSES.map((s) => [s, s === 'married_joint' ? 2 * perPerson : perPerson]),
      ) as Record<FilingStatus, number>);
  let phaseOut: ExemptionCreditLaw['phaseOut'] = null;
  if (o.phase_out !== undefined) {
    const p = obj(o.phase_out, `${where}.phase_out`);
    checkKeys(p, PHASE_OUT_KEYS, `${where}.phase_out`);
    const threshold = orBefore(
      has(p.federal_agi_threshold) ? perStatus(p.federal_agi_threshold, `${where}.phase_out`) : null,
      'the federal AGI thresholds of the phase-out',
      (b) => b.phaseOut?.threshold ?? null,
      null,
    );
    if (!threshold) throw new ReferenceDataError(`${where}.phase_out`, 'no threshold and no earlier year');
    phaseOut = {
      threshold,
      reduceBy: cents(num(p.reduce_each_credit_by, `${where}.phase_out.reduce_each_credit_by`)),
      increment: perStatus(p.per_agi_increment, `${where}.phase_out.per_agi_increment`),
    };
  }
  // Without amounts of their own (Nebraska: "per person"), a dependent is one more person and age adds nothing.
  const law: ExemptionCreditLaw = {
    personal,
    perSenior: orBefore(
      has(o.senior_65_or_blind_credit_per_condition)
        ? cents(num(o.senior_65_or_blind_credit_per_condition, where))
        : null,
      'the credit per person 65 or older',
      (b) => b.perSenior,
      0,
    ),
    perDependent: orBefore(
      has(o.dependent_credit_per_dependent) ? cents(num(o.dependent_credit_per_dependent, where)) : null,
      'the dependent credit',
      (b) => b.perDependent,
      perPerson,
    ),
    phaseOut,
    carried: carried.length > 0,
  };
  const note = optStr(o.note_2026, `${where}.note_2026`);
  if (carried.length > 0) {
    notes.push(
      `${code} ${year}: exemption credit: ${carried.join(', ')} repeat the ${year - 1} figures` +
        (note ? ` (${note})` : ''),
    );
  }
  return law;
}

/** Georgia's own exclusion: "up to $1,750 of qualified overtime compensation ...". */
const CAP = /up to \$([\d,]+)/;

/** The state's treatment of the federal overtime deduction in `year`; `none` where the reference has nothing. */
export function mapOvertime(
  code: StateCode,
  year: number,
  raw: Json | undefined,
  notes: string[],
): OvertimeConformity {
  if (raw === undefined) return { status: 'none', cap: null, law: null };
  const where = `${code}.obbba_overtime_deduction`;
  const o = obj(raw, where);
  checkKeys(o, OVERTIME_KEYS, where);
  const status = optStr(o[`status_${year}`], `${where}.status_${year}`) ?? 'not found';
  const text = optStr(o[String(year)], `${where}.${year}`) ?? '';
  const law = str(o.law, `${where}.law`);
  if (o.verified === false) notes.push(`${code}: overtime deduction treatment from secondary sources only`);
  if (isObject(o.conflict) || typeof o.conflict === 'string')
    notes.push(`${code}: overtime deduction: ${String(o.conflict)}`);
  if (status.startsWith('conforms')) return { status: 'conforms', cap: null, law };
  if (status.startsWith('own')) {
    const m = CAP.exec(text);
    if (!m?.[1]) throw new ReferenceDataError(where, `no cap in "${text}"`);
    return { status: 'capped', cap: cents(Number(m[1].replace(/,/g, ''))), law };
  }
  if (!/^(decoupled|not found)/.test(status)) throw new ReferenceDataError(where, `status "${status}"`);
  if (status.startsWith('not found')) notes.push(`${code} ${year}: overtime deduction treatment not found`);
  return { status: 'none', cap: null, law: status.startsWith('decoupled') ? law : null };
}
