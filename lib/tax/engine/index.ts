// The tax engine: pure functions over the law tables (no I/O, no clock, no env). tax-method.md is the method.

export {
  allocateLargestRemainder,
  applyRate,
  bracketTax,
  bracketTaxExact,
  decimalRatio,
  mulDivRound,
  ratio4,
  roundHalfAway,
  roundRatio,
  type Ratio,
} from './money';
export {
  addDays,
  bonusesInYear,
  clipToYear,
  dateOfDay,
  dayNumber,
  dayOfWeek,
  daysInYear,
  distinctDays,
  payInYear,
  weekendRule,
  weeksShown,
  yearOf,
} from './calendar';
export {
  assignmentFigures,
  assignmentGsaRate,
  assignmentYearFigures,
  isGsaCompliant,
  stipendExcess,
  type AssignmentSpan,
  type IncomeContext,
} from './income';
export {
  federalYear,
  ficaTax,
  qbiDeduction,
  seTax,
  type FederalResult,
  type FicaBreakdown,
  type SeBreakdown,
} from './federal';
export {
  computeStates,
  LOCAL_TAX_NOTE,
  type StateContext,
  type StateLine,
  type StateWorkItem,
  type StateYearResult,
} from './state';
export { compareAssignments, computeYear, taxFigures, yearLaw, type YearComputation } from './year';
export {
  assignmentProfitability,
  type AssignmentProfitability,
  type ProfitabilityItem,
} from './profitability';
export {
  stateIncome,
  type StateIncome,
  type StateIncomeAssignment,
  type StateIncomeItem,
} from './state-income';
export {
  quarterlyPayments,
  taxEstimate,
  type QuarterlyPayment,
  type QuarterlyPaymentRecord,
  type TaxEstimate,
  type TaxEstimateOptions,
} from './tax-estimate';
export {
  compareContracts,
  contractWeeklyBase,
  DEFAULT_HOURS_PER_WEEK,
  evaluateContract,
  type ComparisonInput,
  type ContractComparison,
  type ContractInput,
  type ContractResult,
} from './comparison';
export type * from './types';
