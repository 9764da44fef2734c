// One state-year of states.json → brackets, deduction and the year's notes (see states.ts for the rest).
import { FILING_STATUSES, type Bracket, type FilingStatus, type StateCode } from '../../lib/tax/law/types';
import {
  arr,
  brackets,
  cents,
  checkKeys,
  type Json,
  type JsonObject,
  num,
  obj,
  optStr,
  ReferenceDataError,
  str,
  strList,
} from './util';

export const YEAR_KEYS = [
  'type',
  'rate',
  'brackets',
  'standard_deduction',
  'personal_exemption',
  'personal_exemption_credit',
  'assumption',
  'verified',
  'components_carried_from_2025',
  'note',
  // base_amount_schedule (Ohio): base amounts aligned with the brackets, their rule, units and sources, and
  // the replaced encoding kept by the reference for the record.
  'base_amounts',
  'tax_rule',
  'base_amounts_units',
  'source_base_amounts',
  'previous',
  // Where a corrected figure comes from (Kentucky 2026's indexed standard deduction): for the record.
  'standard_deduction_source',
] as const;
export const SUB_KEYS = {
  brackets: ['single', 'married_joint'],
  standard_deduction: ['single', 'married_joint', 'head_of_household', 'note'],
  personal_exemption: ['single', 'married_joint', 'per', 'note'],
} as const;

type PerStatus<T> = Record<FilingStatus, T>;
const each = <T>(f: (s: FilingStatus) => T) =>
  Object.fromEntries(FILING_STATUSES.map((s) => [s, f(s)])) as PerStatus<T>;

export interface YearMapping {
  hasIncomeTax: boolean;
  brackets: PerStatus<Bracket[]>;
  deduction: PerStatus<number>;
  notes: string[];
  /** Some of the year's figures were copied from the year before (the reference's assumption). */
  carriedOver: boolean;
  /** Filing statuses that borrow the single filer's figures (the reference gives single and joint only). */
  singleFiguresFor: FilingStatus[];
  /** base_amount_schedule: the base amounts in cents, aligned with the brackets. */
  baseAmounts?: number[];
}

/** An amount block of the reference (`standard_deduction` or `personal_exemption` object), in cents. */
interface Amounts {
  single: number;
  joint: number | null;
  hoh: number | null;
  perPerson: boolean;
  note: string | null;
}

function amounts(v: JsonObject, where: string): Amounts {
  const note = optStr(v.note, `${where}.note`);
  const opt = (x: Json | undefined, w: string) => (x === undefined || x === null ? null : cents(num(x, w)));
  return {
    single: cents(num(v.single, `${where}.single`)),
    joint: opt(v.married_joint, `${where}.married_joint`),
    hoh: opt(v.head_of_household, `${where}.head_of_household`),
    // `"per": "person"`, or MD's note "3,200 per person ...": a married-joint return counts two people.
    perPerson: optStr(v.per, `${where}.per`) === 'person' || /\bper person\b/i.test(note ?? ''),
    note,
  };
}

const dollars = (c: number) => `$${(c / 100).toLocaleString('en-US')}`;

/** 'a', 'a and b', 'a, b and c'. */
const list = (xs: string[]) =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

export function mapStateYear(
  code: StateCode,
  year: number,
  raw: Json | undefined,
  federalStd: PerStatus<number>,
  /** The state's note says "Same schedule for all (filing) statuses": the single schedule is not a guess. */
  sameScheduleForAll = false,
): YearMapping {
  const where = `${code}.years.${year}`;
  const e = obj(raw, where);
  checkKeys(e, YEAR_KEYS, where);
  const type = str(e.type, `${where}.type`);
  const notes: string[] = [];
  const y = `${code} ${year}`;

  if (type === 'none') {
    checkKeys(e, ['type'], where);
    return {
      hasIncomeTax: false,
      brackets: each(() => [[0, 0]]),
      deduction: each(() => 0),
      notes,
      carriedOver: false,
      singleFiguresFor: [],
    };
  }

  // Brackets: flat → one band; graduated → single / married_joint, the single schedule standing in for
  // married_separate and head_of_household (the reference gives no other schedule).
  let sched: PerStatus<Bracket[]>;
  let baseAmounts: number[] | undefined;
  if (type === 'flat') {
    if (e.brackets !== undefined) throw new ReferenceDataError(where, 'flat state with brackets');
    const rate = num(e.rate, `${where}.rate`);
    sched = each(() => [[0, rate]]);
  } else if (type === 'graduated') {
    if (e.rate !== undefined) throw new ReferenceDataError(where, 'graduated state with a rate');
    const b = obj(e.brackets, `${where}.brackets`);
    checkKeys(b, SUB_KEYS.brackets, `${where}.brackets`);
    const single = brackets(b.single, `${where}.brackets.single`);
    const joint = brackets(b.married_joint, `${where}.brackets.married_joint`);
    sched = { single, married_joint: joint, married_separate: single, head_of_household: single };
  } else if (type === 'base_amount_schedule') {
    // Ohio: a zero first band, then base_i + rate_i × (income - lower_i); one schedule for every status.
    const b = obj(e.brackets, `${where}.brackets`);
    checkKeys(b, SUB_KEYS.brackets, `${where}.brackets`);
    const single = brackets(b.single, `${where}.brackets.single`);
    const joint = brackets(b.married_joint, `${where}.brackets.married_joint`);
    if (JSON.stringify(single) !== JSON.stringify(joint))
      throw new ReferenceDataError(where, 'base amounts need one schedule for every status');
    baseAmounts = arr(e.base_amounts, `${where}.base_amounts`).map((x, i) =>
      cents(num(x, `${where}.base_amounts[${i}]`)),
    );
    if (baseAmounts.length !== single.length)
      throw new ReferenceDataError(where, 'one base amount per bracket');
    str(e.tax_rule, `${where}.tax_rule`);
    sched = { single, married_joint: joint, married_separate: single, head_of_household: single };
  } else throw new ReferenceDataError(where, `unknown type "${type}"`);
  if (type !== 'base_amount_schedule' && e.base_amounts !== undefined)
    throw new ReferenceDataError(where, 'base amounts without type base_amount_schedule');

  // Standard deduction: an amount block, "federal" (that year's federal amounts), or null / absent (none).
  const sdRaw = e.standard_deduction;
  let sd: Amounts | 'federal' | null = null;
  if (sdRaw === 'federal') sd = 'federal';
  else if (sdRaw !== undefined && sdRaw !== null) {
    const o = obj(sdRaw, `${where}.standard_deduction`);
    checkKeys(o, SUB_KEYS.standard_deduction, `${where}.standard_deduction`);
    sd = amounts(o, `${where}.standard_deduction`);
    if (sd.note) notes.push(`${code}: standard deduction: ${sd.note}`);
    if (sd.joint === null) {
      notes.push(
        `${code}: the reference gives no married-joint standard deduction; the single amount is used ` +
          `for married filing jointly (assumption)`,
      );
    }
  }
  let pe: Amounts | null = null;
  if (e.personal_exemption !== undefined) {
    const o = obj(e.personal_exemption, `${where}.personal_exemption`);
    checkKeys(o, SUB_KEYS.personal_exemption, `${where}.personal_exemption`);
    pe = amounts(o, `${where}.personal_exemption`);
    if (pe.note) notes.push(`${code}: personal exemption: ${pe.note}`);
    if (pe.joint === null && pe.perPerson) {
      notes.push(
        `${code}: personal exemption is per person: married filing jointly counts two (2 × ${dollars(pe.single)})`,
      );
    } else if (pe.joint === null) {
      notes.push(
        `${code}: the reference gives the personal exemption of a single filer only; the single amount is ` +
          `used for married filing jointly (assumption)`,
      );
    }
  }
  const part = (a: Amounts, s: FilingStatus): number => {
    if (s === 'married_joint') return a.joint ?? (a.perPerson ? 2 * a.single : a.single);
    if (s === 'head_of_household') return a.hoh ?? a.single;
    return a.single;
  };
  const deduction = each((s) => {
    const std = sd === 'federal' ? federalStd[s] : sd ? part(sd, s) : 0;
    return std + (pe ? part(pe, s) : 0);
  });

  // What married_separate and head_of_household borrow from the single figures.
  const mfs: string[] = [];
  const hoh: string[] = [];
  const sameSchedule =
    sameScheduleForAll && JSON.stringify(sched.single) === JSON.stringify(sched.married_joint);
  if (type !== 'flat' && !sameSchedule) {
    mfs.push('bracket schedule');
    hoh.push('bracket schedule');
  }
  if (sd && sd !== 'federal' && sd.single > 0) {
    mfs.push('standard deduction');
    if (sd.hoh === null) hoh.push('standard deduction');
  }
  if (pe) {
    mfs.push('personal exemption');
    hoh.push('personal exemption');
  }
  const caveat = '(assumption: the reference gives single and married-joint figures only)';
  if (mfs.length > 0 && mfs.join() === hoh.join()) {
    notes.push(
      `${code}: married filing separately and head of household use the single ${list(mfs)} ${caveat}`,
    );
  } else if (mfs.length > 0) {
    const h = hoh.length > 0 ? `; head of household uses the single ${list(hoh)}` : '';
    notes.push(`${code}: married filing separately uses the single ${list(mfs)}${h} ${caveat}`);
  }

  // The year's own caveats: figures copied from 2025, components without a 2026 entry, a year note.
  const verified = e.verified;
  if (verified !== undefined && typeof verified !== 'boolean')
    throw new ReferenceDataError(where, 'verified');
  const assumption = optStr(e.assumption, `${where}.assumption`);
  if (assumption) {
    const text = assumption
      .replace(/^(\d{4}) = (\d{4}) \(([^)]*)\)/, '$2 figures carried over ($3)')
      .replace(/; NOTE /, '; ');
    notes.push(`${y}: ${text}${verified === false ? ' (not verified)' : ''}`);
  } else if (verified === false) notes.push(`${y}: figures not verified (reference marks verified: false)`);
  if (e.components_carried_from_2025 !== undefined) {
    const files = strList(e.components_carried_from_2025, `${where}.components_carried_from_2025`);
    const short = files.map((f) => f.replace(new RegExp(`^${code.toLowerCase()}/tax/income/`), ''));
    if (short.length > 0) {
      notes.push(
        `${y}: no ${year} entry in the source for ${list(short)}; 2025 values carried over (unverified)`,
      );
    }
  }
  const yearNote = optStr(e.note, `${where}.note`);
  if (yearNote) notes.push(`${y}: ${yearNote}`);

  // An empty components list (SC 2026: every figure has its own 2026 entry) carries nothing over.
  const carried = e.components_carried_from_2025;
  const carriedOver =
    assumption !== null || verified === false || (Array.isArray(carried) && carried.length > 0);
  const singleFiguresFor: FilingStatus[] = [
    ...(mfs.length > 0 ? (['married_separate'] as const) : []),
    ...(hoh.length > 0 ? (['head_of_household'] as const) : []),
  ];
  return {
    hasIncomeTax: true,
    brackets: sched,
    deduction,
    notes,
    carriedOver,
    singleFiguresFor,
    ...(baseAmounts ? { baseAmounts } : {}),
  };
}
