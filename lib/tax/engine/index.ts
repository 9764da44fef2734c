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
  assignmentYearFigures,
  breaksTwelveMonthRule,
  deductibleExpenses,
  isNearTaxHome,
  NEAR_TAX_HOME_MILES,
  placeDays,
  stipendsTaxableReason,
  type AssignmentSpan,
  type IncomeContext,
  type PlaceDays,
} from './income';
export { assignmentGsaArea, assignmentGsaExcess, gsaDays, type GsaCheck, type GsaDays } from './gsa';
export { gsaByMonth, type GsaByMonth, type GsaMonth } from './gsa-months';
export {
  federalYear,
  ficaTax,
  overtimeDeduction,
  qbiDeduction,
  seTax,
  type FederalExtras,
  type FederalResult,
  type FicaBreakdown,
  type SeBreakdown,
} from './federal';
export {
  computeStates,
  LOCAL_TAX_NOTE,
  type StateBase,
  type StateContext,
  type StateLine,
  type StateWorkItem,
  type StateYearResult,
} from './state';
export {
  compareAssignments,
  computeYear,
  gsaNotes,
  lawYearNotes,
  taxFigures,
  type BusinessCosts,
  type TaxContext,
  type YearComputation,
} from './year';
export {
  assignmentFlags,
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
  quarterlyPlan,
  taxEstimate,
  type QuarterlyPayment,
  type QuarterlyPaymentRecord,
  type QuarterlyPlan,
  type StateEstimate,
  type TaxEstimate,
  type TaxEstimateOptions,
} from './tax-estimate';
export {
  compareContracts,
  contractAssignment,
  contractWeeklyBase,
  DEFAULT_HOURS_PER_WEEK,
  evaluateContract,
  type ComparisonInput,
  type ContractComparison,
  type ContractInput,
  type ContractResult,
} from './comparison';
export type * from './types';
export { extensionTimeline, type ExtensionTimeline } from './extension';
