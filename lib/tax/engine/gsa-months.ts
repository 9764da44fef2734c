// The GSA test of one assignment laid out month by month, for the assignment's page: the same per-day test
// as gsaDays (docs/tax-method.md §6), run over each calendar month the assignment touches, so that a worker sees in
// which months a seasonal rate leaves part of the stipends taxable.
import type { GsaArea } from '@/lib/tax/law';
import { gsaMonthRate } from '@/lib/tax/law';
import { fiscalMonth } from '@/lib/tax/law/per-diem';
import { MS_PER_DAY } from '@/lib/core/dates';
import { dateOfDay, dayNumber } from './calendar';
import { assignmentGsaArea, gsaDays } from './gsa';
import type { AssignmentInput } from './types';
import { withFields } from '@/lib/core/with-fields';

type GsaAssignment = Pick<
  AssignmentInput,
  'zip' | 'location' | 'state' | 'start_date' | 'end_date' | 'housing_stipend' | 'mie_stipend'
>;

export interface GsaMonth {
  /** 'YYYY-MM'. */
  month: string;
  /** Days of the assignment in the month. */
  days: number;
  /** Daily lodging and M&IE of the area in the month, cents. */
  lodging: number;
  mie: number;
  /** 7 × (lodging + M&IE): the weekly stipend that stays tax-free in the month. */
  weeklyRate: number;
  /** The month's taxable excess, rounded to the cent on its own. */
  excess: number;
}

export interface GsaByMonth {
  area: string;
  /** How the area was found: the ZIP table, the destination names, the city's county, the whole state... */
  via: GsaArea['via'];
  checked: boolean;
  /** Housing + M&IE stipends per week, cents. */
  weeklyAllowance: number;
  months: GsaMonth[];
  /** The whole assignment's excess, rounded once (it can differ from the sum of months by a few cents). */
  excess: number;
  /** Plain-words notes: stand-in fiscal years, a ZIP in several areas. */
  notes: string[];
}

export function gsaByMonth(a: GsaAssignment, area: GsaArea = assignmentGsaArea(a)): GsaByMonth {
  const first = dayNumber(a.start_date);
  const last = dayNumber(a.end_date);
  const base = {
    area: area.name,
    via: area.via,
    checked: area.checked,
    weeklyAllowance: a.housing_stipend + a.mie_stipend,
  };
  if (!area.checked) return withFields(base, { months: [], excess: 0, notes: [] });
  const months: GsaMonth[] = [];
  const notes = area.note ? [area.note] : [];
  for (let d = first; d <= last;) {
    const date = new Date(d * MS_PER_DAY);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth();
    const to = Math.min(last, Date.UTC(y, m + 1, 1) / MS_PER_DAY - 1);
    const test = gsaDays(a, area, { from: d, to, first, last });
    const fm = fiscalMonth(y, m);
    const { lodging, mie } = gsaMonthRate(area, fm.fiscalYear, fm.index);
    for (const n of test.notes) if (!notes.includes(n)) notes.push(n);
    months.push({
      month: dateOfDay(d).slice(0, 7),
      days: to - d + 1,
      lodging,
      mie,
      weeklyRate: 7 * (lodging + mie),
      excess: test.excess,
    });
    d = to + 1;
  }
  const whole = gsaDays(a, area, { from: first, to: last, first, last });
  return withFields(base, { months, excess: whole.excess, notes });
}
