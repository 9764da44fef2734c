// Public API of the law tables: federal, payroll, mileage, state and GSA per diem figures, each with its
// source (see the module headers). Pure: the data is generated JSON imported at build time.
export * from './types';
export {
  ADDITIONAL_MEDICARE_WITHHOLDING_FROM,
  FEDERAL_YEARS,
  federalLaw,
  federalTableYear,
  OVERTIME_DEDUCTION,
  PAYROLL,
  QBI_MINIMUM,
} from './federal';
export {
  AGED_ADDITIONAL,
  CHILD_CREDIT,
  lawOfYear,
  OVERTIME_V3,
  RETIREMENT,
  SALT,
  SENIOR_DEDUCTION,
} from './household';
export { mileageRateOn, mileageRatePeriods, mileageTableYear } from './mileage';
export {
  isStateCode,
  RECIPROCITY_PAIRS,
  reciprocityExempt,
  stateLaw,
  stateName,
  stateTableYear,
} from './states';
export {
  fiscalYearOf,
  gsaArea,
  gsaMonthRate,
  gsaRate,
  gsaStandardRate,
  gsaYearNote,
  OUTSIDE_CONUS_NOTE,
  type GsaArea,
  type Place,
} from './gsa';
export { zipDistanceMiles } from './places';
export { yearNote } from './years';
export {
  ESTIMATED_TAX_DUE,
  FEDERAL_FILING,
  FEDERAL_RETURN,
  LOCAL_RETURN_DUE,
  localReturnRule,
  type LocalReturnRule,
  type MonthDay,
  NONRESIDENT_FILING,
  nonresidentMustFile,
  PHILADELPHIA_REFUND_YEARS,
  STATE_ESTIMATED_TAX,
} from './filing';
