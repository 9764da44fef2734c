// The GSA test of an assignment's stipends, per day (docs/tax-method.md §6; Rev. Proc. 2019-48: an allowance is
// deemed substantiated up to the federal per diem rate of the day, the rest is wages). The federal rate of a
// day d is the lodging of the area in d's month of d's fiscal year plus the area's M&IE, at 75% on the
// assignment's first and last day (FTR 301-11.101; GSA M&IE breakdown: first/last day = 75% of M&IE).
// The days are walked month by month, not one by one: the rate only changes at a month boundary, and the
// first and last day are taken out of their month.
import { MS_PER_DAY } from '@/lib/core/dates';
import { gsaArea, type GsaArea, gsaMonthRate, gsaYearNote } from '@/lib/tax/law';
import { fiscalMonth, TRAVEL_DAY_MIE_SHARE } from '@/lib/tax/law/per-diem';
import { dayNumber } from './calendar';
import { decimalRatio, roundRatio } from './money';
import type { AssignmentInput } from './types';

/** The travel day's M&IE share as p / q (75 / 100): the day's units below are 7 × q per cent. */
const TRAVEL_DAY = decimalRatio(TRAVEL_DAY_MIE_SHARE);
const SHARE_NUM = Number(TRAVEL_DAY.num);
const SHARE_DEN = Number(TRAVEL_DAY.den);
/** Units of a cent a day is counted in: 7 days (the weekly allowance) × the travel day share's denominator. */
const UNITS = 7 * SHARE_DEN;

/** What each view shows of the GSA test of an assignment (docs/tax-method.md §6). */
export interface GsaCheck {
  /** GSA destination, 'Standard CONUS Rate', or 'Outside the continental US' (not checked). */
  area: string;
  /** False in Alaska, Hawaii and outside the 48 states and DC: no federal rate, no excess. */
  checked: boolean;
  /** Housing + M&IE stipends per week, cents. */
  weeklyAllowance: number;
  /** Lowest and highest 7 × (lodging + full M&IE) over the assignment's days in the year; null when not checked. */
  weeklyRateMin: number | null;
  weeklyRateMax: number | null;
  /** Taxable excess in the year, cents (0 for a 1099 worker and when not checked). */
  excess: number;
}

export interface GsaDays {
  /** round(Σ over the days of max(0, allowance - federal rate of the day)), cents. */
  excess: number;
  weeklyRateMin: number | null;
  weeklyRateMax: number | null;
  /** Plain-words notes of the fiscal years whose tables stood in. */
  notes: string[];
}

/** The GSA area of an assignment: from its ZIP, city and state (docs/tax-method.md §6), whatever the date. */
export function assignmentGsaArea(a: Pick<AssignmentInput, 'zip' | 'location' | 'state'>): GsaArea {
  return gsaArea({ zip: a.zip, city: a.location, state: a.state });
}

/**
 * The GSA test over the days `from`..`to` (day numbers) of an assignment whose own first and last days are
 * `first` and `last`. The allowance of a day is (weekly housing + weekly M&IE) / 7, exact; everything is
 * kept in UNITS-ths of a cent (7 days × the denominator of the 75% day's share) so that one rounding is done,
 * at the end.
 */
export function gsaDays(
  a: Pick<AssignmentInput, 'housing_stipend' | 'mie_stipend'>,
  area: GsaArea,
  span: { from: number; to: number; first: number; last: number },
): GsaDays {
  if (!area.checked) return { excess: 0, weeklyRateMin: null, weeklyRateMax: null, notes: [] };
  const allowance = SHARE_DEN * (a.housing_stipend + a.mie_stipend); // UNITS × the daily allowance
  let over = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const notes: string[] = [];
  // Run for every contract of each computed year: no allocation per month (issue 19's profile).
  const date = new Date(0);
  for (let d = span.from; d <= span.to;) {
    date.setTime(d * MS_PER_DAY);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth(); // 0 = January
    const monthEnd = Date.UTC(y, m + 1, 1) / MS_PER_DAY - 1;
    const end = Math.min(span.to, monthEnd);
    const { fiscalYear, index } = fiscalMonth(y, m);
    const { lodging, mie } = gsaMonthRate(area, fiscalYear, index);
    const note = gsaYearNote(area, fiscalYear);
    if (note && !notes.includes(note)) notes.push(note);
    // The contract's first and last day (one day when they are the same) falling in d..end: at 75% M&IE.
    const ends =
      (span.first >= d && span.first <= end ? 1 : 0) +
      (span.last !== span.first && span.last >= d && span.last <= end ? 1 : 0);
    const fullDay = Math.max(0, allowance - UNITS * (lodging + mie));
    const endDay = Math.max(0, allowance - UNITS * lodging - 7 * SHARE_NUM * mie);
    over += (end - d + 1 - ends) * fullDay + ends * endDay;
    min = Math.min(min, 7 * (lodging + mie));
    max = Math.max(max, 7 * (lodging + mie));
    d = end + 1;
  }
  if (min > max) return { excess: 0, weeklyRateMin: null, weeklyRateMax: null, notes };
  return { excess: roundRatio(BigInt(over), BigInt(UNITS)), weeklyRateMin: min, weeklyRateMax: max, notes };
}

/** The taxable excess of a whole assignment (all its days, every year): 0 means compliant (docs/tax-method.md §6). */
export function assignmentGsaExcess(
  a: Pick<AssignmentInput, 'zip' | 'location' | 'state' | 'start_date' | 'end_date'> &
    Pick<AssignmentInput, 'housing_stipend' | 'mie_stipend'>,
  area: GsaArea = assignmentGsaArea(a),
): number {
  const first = dayNumber(a.start_date);
  const last = dayNumber(a.end_date);
  return gsaDays(a, area, { from: first, to: last, first, last }).excess;
}
