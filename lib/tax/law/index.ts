// Public API of the law tables: federal, payroll, mileage, state and GSA per diem figures, each with its
// source (see the module headers). Pure: the data is generated JSON imported at build time.
export * from './types';
export { FEDERAL_YEARS, federalLaw, PAYROLL } from './federal';
export { mileageRateOn, mileageRatePeriods } from './mileage';
export {
  isStateCode,
  RECIPROCITY_PAIRS,
  reciprocityExempt,
  STATE_YEARS,
  stateLaw,
  stateName,
} from './states';
export { fiscalYearOf, gsaRate, gsaStandardRate, STANDARD_AREA } from './gsa';
