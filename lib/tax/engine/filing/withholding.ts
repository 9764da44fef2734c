// Withholding advice a W-2 worker can follow (docs/tax-method.md §9a, §11). Paychecks left come from the
// assignments still running after `today` in the year, not from the calendar: after the last contract ends
// there is no paycheck to change, and the advice is an estimated payment (Form 1040-ES) with its date and
// amount, or, past the last installment, the balance due with the return.

import { PAY_PERIOD_DAYS, SEMIMONTHLY_MID_MONTH_DAY } from '@/lib/tax/law/payments';
import { formatDate } from '@/lib/core/dates';
import { dayNumber, dateOfDay } from '../calendar';
import { usd } from '../money';
import type { PayFrequency } from '../settlement';
import { estimatedTaxDueDates, federalReturnDue } from './deadlines';
import type { WithholdingAdvice } from './types';

/** The advice without the safe harbor it is shown with (the settlement's check and the filing year add theirs). */
export type WithholdingAction = Omit<WithholdingAdvice, 'safeHarbor'>;

/** Inclusive day-number ranges of work after `today` (exclusive) within the year, overlaps merged. */
function workLeft(today: string, spans: readonly (readonly [number, number])[]): Array<[number, number]> {
  const after = dayNumber(today) + 1;
  const runs = spans
    .map(([from, to]) => [Math.max(from, after), to] as [number, number])
    .filter(([from, to]) => to >= from)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (last && run[0] <= last[1] + 1) last[1] = Math.max(last[1], run[1]);
    else merged.push([run[0], run[1]]);
  }
  return merged;
}

/**
 * Pay periods with work left after `today` (paydays are not known): weekly and biweekly, each week or fortnight
 * (or part of one) of each run of work days left; semimonthly, the half-months (1st-15th, 16th-end) and
 * monthly, the months with a day of work left. `spans` are the year's assignments' days (calendar.ts day
 * numbers, inside the year); none after the last one ends.
 */
export function paychecksLeft(
  today: string,
  spans: readonly (readonly [number, number])[],
  frequency: PayFrequency,
): number {
  const runs = workLeft(today, spans);
  if (frequency === 'weekly' || frequency === 'biweekly') {
    const days = PAY_PERIOD_DAYS[frequency];
    return runs.reduce((n, [from, to]) => n + Math.ceil((to - from + 1) / days), 0);
  }
  const periods = new Set<string>();
  for (const [from, to] of runs) {
    for (let d = from; d <= to; d++) {
      const date = dateOfDay(d);
      const dayOfMonth = Number(date.split('-')[2]);
      const half = frequency === 'semimonthly' && dayOfMonth > SEMIMONTHLY_MID_MONTH_DAY ? 'b' : 'a';
      periods.add(`${date.slice(0, 7)}${half}`);
    }
  }
  return periods.size;
}

const STEP = 100;

/**
 * The advice on the federal balance: nothing when on track; else an extra amount on each paycheck left (W-4
 * line 4(c), whole dollars, rounded up); with no paycheck left, the gap as an estimated payment on the next
 * Form 1040-ES date of the year (January 15 after it ends); past that, the balance with the return.
 */
export function withholdingAction(args: {
  year: number;
  today: string;
  spans: readonly (readonly [number, number])[];
  payFrequency: PayFrequency;
  federalBalance: number;
}): WithholdingAction {
  const { year, today, payFrequency } = args;
  const left = paychecksLeft(today, args.spans, payFrequency);
  const gap = Math.max(0, args.federalBalance);
  const base = { gap, payFrequency, paychecksLeft: left };
  if (gap === 0) {
    return Object.assign(base, {
      onTrack: true,
      action: 'none' as const,
      extraPerPaycheck: 0,
      estimatedPayment: null,
      text: 'On track: what is withheld by December 31 covers your federal tax.',
    });
  }
  if (left > 0) {
    const extra = Math.ceil(gap / left / STEP) * STEP;
    return Object.assign(base, {
      onTrack: false,
      action: 'w4_extra' as const,
      extraPerPaycheck: extra,
      estimatedPayment: null,
      text:
        `Short by ${usd(gap)}: ask your agency to withhold an extra ${usd(extra)} from each of your ` +
        `${left} remaining ${payFrequency} paycheck${left === 1 ? '' : 's'} (Form W-4, line 4(c)).`,
    });
  }
  const next = estimatedTaxDueDates(year).find((d) => dayNumber(d) >= dayNumber(today));
  if (next) {
    return Object.assign(base, {
      onTrack: false,
      action: 'estimated_payment' as const,
      extraPerPaycheck: null,
      estimatedPayment: { form: 'Form 1040-ES', dueDate: next, amount: gap },
      text:
        `Short by ${usd(gap)}, and no paycheck is left this year to withhold it from: pay ${usd(gap)} ` +
        `with Form 1040-ES by ${formatDate(next)}.`,
    });
  }
  return Object.assign(base, {
    onTrack: false,
    action: 'with_return' as const,
    extraPerPaycheck: null,
    estimatedPayment: null,
    text: `Short by ${usd(gap)}: it is due with your return by ${formatDate(federalReturnDue(year))}.`,
  });
}
