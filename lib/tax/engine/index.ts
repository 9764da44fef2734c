// The tax engine: pure functions over the law tables (no I/O, no clock, no env). tax-method.md is the method.

export { quarterDueDate } from './estimated-plan';
export { assignmentGsaArea, assignmentGsaExcess } from './gsa';
export { gsaByMonth, type GsaByMonth } from './gsa-months';
export { computeYear, yearFederal, yearFigures } from './year';
export {
  assignmentFlags,
  assignmentProfitability,
  type AssignmentProfitability,
  type ProfitabilityItem,
} from './profitability';
export { stateIncome, type StateIncome, type StateIncomeItem } from './state-income';
export {
  quarterlyPlan,
  taxEstimate,
  type QuarterlyPlan,
  type StateEstimate,
  type TaxEstimate,
} from './tax-estimate';
export { compareContracts, type ContractComparison } from './comparison';
export type * from './types';
export type {} from './federal';
export { type PaymentsInput } from './household';
export { PAY_FREQUENCIES, priorYearOf } from './settlement';
export { extensionTimeline } from './extension';
export { filingYear } from './filing/year';
export { type DatedPayment } from './filing/installments';
export { estimatedTaxDueDates, stateEstimatedDueDates } from './filing/deadlines';
export type * from './filing/types';
