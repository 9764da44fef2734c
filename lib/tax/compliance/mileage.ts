// Mileage summary and per-assignment mileage deduction (docs/tax-method.md §5, docs/api-guide.md §8). A trip is deducted at
// the IRS rate in effect on its date; the amount is rounded once per rate period, half away from zero.
import { mileageRatePeriods, mileageTableYear, yearNote } from '@/lib/tax/law';
import type { MileageRatePeriod } from '@/lib/tax/law/types';
import { formatDate } from '@/lib/core/dates';
import { yearOf } from './dates';

export const MILEAGE_PURPOSES = ['work_travel', 'tax_home_visit', 'licensing', 'personal', 'other'] as const;
export type MileagePurpose = (typeof MILEAGE_PURPOSES)[number];

export const MONTH_KEYS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

/** One database aggregate: the trips of one date and purpose. */
export interface MileageBucket {
  date: string;
  purpose: MileagePurpose;
  miles: number;
  trips: number;
}

export interface MileageRatePeriodSummary {
  from: string;
  to: string;
  ratePerMile: number;
  deductibleMiles: number;
  deductionAmount: number;
}

export interface MileageSummary {
  year: number;
  totalMiles: number;
  deductibleMiles: number;
  nonDeductibleMiles: number;
  totalTrips: number;
  ratePerMile: number;
  deductionAmount: number;
  byPurpose: Record<MileagePurpose, { miles: number; trips: number }>;
  byMonth: Record<MonthKey, { miles: number; trips: number; deductibleMiles: number }>;
  ratePeriods: MileageRatePeriodSummary[];
  notes: string[];
}

/** Round half away from zero to a whole number (cents). */
export function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

export function isDeductible(purpose: MileagePurpose): boolean {
  return purpose !== 'personal';
}

/** The index of the rate period containing `date`; throws when the law table leaves it uncovered. */
function periodIndex(periods: readonly MileageRatePeriod[], date: string): number {
  const i = periods.findIndex((p) => p.from <= date && date <= p.to);
  if (i < 0) throw new RangeError(`No mileage rate period covers ${date}`);
  return i;
}

/** Deductible miles per period of `year` and the deduction: sum over periods of round(miles x rate). */
function deductPerPeriod(
  periods: readonly MileageRatePeriod[],
  trips: Iterable<{ date: string; miles: number }>,
) {
  const miles = periods.map(() => 0);
  for (const t of trips) {
    const i = periodIndex(periods, t.date);
    miles[i] = (miles[i] ?? 0) + t.miles;
  }
  const amounts = periods.map((p, i) => roundHalfAway((miles[i] ?? 0) * p.centsPerMile));
  return { miles, amounts, total: amounts.reduce((a, b) => a + b, 0) };
}

/**
 * The mileage summary of `year`. Buckets dated outside `year` are ignored. `ratePerMile` is the rate on
 * 31 December of the year, or on `today` when `year` is today's year. `notes`, in plain words: a year
 * without published rates uses the nearest year's (docs/tax-method.md §10), and a period used (one that holds
 * deductible miles or gives `ratePerMile`) whose rate the tables flag says where the rate comes from.
 */
export function mileageSummary(input: {
  year: number;
  today: string;
  buckets: readonly MileageBucket[];
}): MileageSummary {
  const { year, today } = input;
  const periods = mileageRatePeriods(year);
  const buckets = input.buckets.filter((b) => yearOf(b.date) === year);

  const byPurpose = Object.fromEntries(MILEAGE_PURPOSES.map((p) => [p, { miles: 0, trips: 0 }])) as Record<
    MileagePurpose,
    { miles: number; trips: number }
  >;
  const byMonth = Object.fromEntries(
    MONTH_KEYS.map((m) => [m, { miles: 0, trips: 0, deductibleMiles: 0 }]),
  ) as MileageSummary['byMonth'];
  let totalMiles = 0;
  let deductibleMiles = 0;
  let totalTrips = 0;
  for (const b of buckets) {
    const deductible = isDeductible(b.purpose) ? b.miles : 0;
    totalMiles += b.miles;
    deductibleMiles += deductible;
    totalTrips += b.trips;
    byPurpose[b.purpose].miles += b.miles;
    byPurpose[b.purpose].trips += b.trips;
    const month = byMonth[b.date.slice(5, 7) as MonthKey];
    month.miles += b.miles;
    month.trips += b.trips;
    month.deductibleMiles += deductible;
  }

  const perPeriod = deductPerPeriod(
    periods,
    buckets.filter((b) => isDeductible(b.purpose)),
  );
  const rateIndex = periodIndex(periods, yearOf(today) === year ? today : `${year}-12-31`);
  const stand = yearNote(year, mileageTableYear(year), 'mileage');
  const notes: string[] = stand ? [stand] : [];
  periods.forEach((p, i) => {
    const used = (perPeriod.miles[i] ?? 0) > 0 || i === rateIndex;
    const note = `The ${p.centsPerMile}¢ a mile rate from ${formatDate(p.from)} is the IRS's mid-year change, as announced.`;
    if (used && p.unverified && !stand && !notes.includes(note)) notes.push(note);
  });

  return {
    year,
    totalMiles,
    deductibleMiles,
    nonDeductibleMiles: totalMiles - deductibleMiles,
    totalTrips,
    ratePerMile: periods[rateIndex]?.centsPerMile ?? 0,
    deductionAmount: perPeriod.total,
    byPurpose,
    byMonth,
    ratePeriods: periods.map((p, i) => ({
      from: p.from,
      to: p.to,
      ratePerMile: p.centsPerMile,
      deductibleMiles: perPeriod.miles[i] ?? 0,
      deductionAmount: perPeriod.amounts[i] ?? 0,
    })),
    notes,
  };
}

/** Trips of one date and purpose linked to one assignment (a database aggregate). */
export interface LinkedMileageBucket {
  assignmentId: number;
  date: string;
  purpose: MileagePurpose;
  miles: number;
}

export interface LinkedMileage {
  deductibleMiles: number;
  mileageDeduction: number;
}

/**
 * Per assignment: deductible miles of its linked trips in `year` and their deduction, by the same
 * per-period rule as the summary (docs/tax-method.md §5 `linkedMiles`, `linkedMileageDeduction`). Every assignment
 * met in the buckets gets an entry (0 when its trips are all personal); buckets outside `year` are ignored.
 */
export function linkedMileage(input: {
  year: number;
  buckets: readonly LinkedMileageBucket[];
}): Record<number, LinkedMileage> {
  const periods = mileageRatePeriods(input.year);
  const perAssignment = new Map<number, LinkedMileageBucket[]>();
  for (const b of input.buckets) {
    if (yearOf(b.date) !== input.year) continue;
    const list = perAssignment.get(b.assignmentId) ?? [];
    if (isDeductible(b.purpose)) list.push(b);
    perAssignment.set(b.assignmentId, list);
  }
  const out: Record<number, LinkedMileage> = {};
  for (const [id, trips] of perAssignment) {
    out[id] = {
      deductibleMiles: trips.reduce((s, t) => s + t.miles, 0),
      mileageDeduction: deductPerPeriod(periods, trips).total,
    };
  }
  return out;
}
