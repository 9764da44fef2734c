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
export { compareContracts, type ContractComparison, type ContractInput } from './comparison';
export type * from './types';
export type { FederalResult } from './federal';
export { NO_PAYMENTS, type PaymentsInput } from './household';
export { computeSettlement, priorYearOf, type PayFrequency, type Settlement } from './settlement';
export { extensionTimeline } from './extension';
export { filingYear } from './filing/year';
export { creditInstallments, type DatedPayment } from './filing/installments';
export {
  estimatedTaxDueDates,
  federalReturnDue,
  localReturnDue,
  stateEstimatedDueDates,
  stateReturnDue,
} from './filing/deadlines';
export { paychecksLeft } from './filing/withholding';
export type * from './filing/types';
