// A year item: a contract's figures for the year and its share of each tax (computeYear's items).
import type { AssignmentYearFigures, YearItem } from './types';

export type ItemTaxes = Pick<YearItem, 'federalTax' | 'stateTax' | 'localTax' | 'ficaTax' | 'seTax'>;

/**
 * A contract's figures and its taxes, as one object literal: copying the 22 figures with Object.assign left
 * a dictionary-mode object of about 1.3 KB per contract, slow to read in every view after (the estimate's
 * allocation profile, issue 19). Every field is required, so the build fails when a figure is added and not
 * copied here.
 */
export function itemOf(f: AssignmentYearFigures, t: ItemTaxes): YearItem {
  return {
    assignment: f.assignment,
    days: f.days,
    dayRange: f.dayRange,
    weeks: f.weeks,
    employmentType: f.employmentType,
    basePay: f.basePay,
    overtimePay: f.overtimePay,
    housingStipend: f.housingStipend,
    mieStipend: f.mieStipend,
    bonuses: f.bonuses,
    grossComp: f.grossComp,
    taxableIncome: f.taxableIncome,
    stipendsTaxable: f.stipendsTaxable,
    stipendsTaxableReason: f.stipendsTaxableReason,
    nearTaxHome: f.nearTaxHome,
    gsa: f.gsa,
    gsaArea: f.gsaArea,
    gsaCompliant: f.gsaCompliant,
    gsaNotes: f.gsaNotes,
    linkedExpenses: f.linkedExpenses,
    linkedMeals: f.linkedMeals,
    linkedMiles: f.linkedMiles,
    linkedMileageDeduction: f.linkedMileageDeduction,
    federalTax: t.federalTax,
    stateTax: t.stateTax,
    localTax: t.localTax,
    ficaTax: t.ficaTax,
    seTax: t.seTax,
    totalTax: t.federalTax + t.stateTax + t.localTax + t.ficaTax + t.seTax,
  };
}
