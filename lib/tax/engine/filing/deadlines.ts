// Every date of the filing year, one function each (docs/tax-method.md §11): a return's due date and the
// estimated-tax installments, from the law tables' month and day, moved past a weekend (calendar.ts
// weekendRule; holidays are not modelled). The state lines (../state.ts) and the 1040-ES schedule read the
// same functions, so no surface computes a date of its own.

import {
  ESTIMATED_TAX_DUE,
  FEDERAL_RETURN,
  LOCAL_RETURN_DUE,
  type MonthDay,
  PHILADELPHIA_REFUND_YEARS,
  STATE_ESTIMATED_TAX,
  stateLaw,
} from '@/lib/tax/law';
import type { StateCode } from '@/lib/tax/law/types';
import { subtractYears } from '../../compliance/dates';
import { weekendRule } from '../calendar';

const pad = (n: number) => String(n).padStart(2, '0');

/** A law table's month and day for tax year `year`, moved past a weekend. */
export function dueDate(year: number, md: MonthDay): string {
  return weekendRule(`${year + md.yearOffset}-${pad(md.month)}-${pad(md.day)}`);
}

/** The federal return of tax year `year` (Form 1040; IRC 6072(a)). */
export function federalReturnDue(year: number): string {
  return dueDate(year, FEDERAL_RETURN.due);
}

/** The four Form 1040-ES installments of tax year `year` (IRC 6654(c)(2)). */
export function estimatedTaxDueDates(year: number): string[] {
  return ESTIMATED_TAX_DUE.map((md) => dueDate(year, md));
}

/** A state's return of tax year `year`: its table's due date (the nearest year's, same month and day); null without an income tax. */
export function stateReturnDue(state: StateCode, year: number): string | null {
  const law = stateLaw(state, year);
  if (!law.hasIncomeTax || !law.filingDeadline) return null;
  return weekendRule(subtractYears(law.filingDeadline, law.year - year));
}

/** A state's estimated-tax installments where the tables hold its schedule (Ohio); null elsewhere. */
export function stateEstimatedDueDates(state: StateCode, year: number): string[] | null {
  const law = STATE_ESTIMATED_TAX[state];
  return law ? law.due.map((md) => dueDate(year, md)) : null;
}

/** An Ohio city return, Philadelphia's annual reconciliation and Pennsylvania's final EIT return: April 15. */
export function localReturnDue(year: number): string {
  return dueDate(year, LOCAL_RETURN_DUE);
}

/**
 * The last day of a Philadelphia Wage Tax refund petition: three years from the tax paid or due, the later.
 * The app does not know the pay dates, so it counts from the first day worked there in the year, before any
 * of the year's tax can have been paid: a petition filed by then is in time for every paycheck.
 */
export function refundPetitionDue(firstDayWorked: string): string {
  return weekendRule(subtractYears(firstDayWorked, -PHILADELPHIA_REFUND_YEARS));
}
