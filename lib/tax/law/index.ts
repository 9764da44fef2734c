// Public API of the law tables: federal, payroll, mileage, state and GSA per diem figures, each with its
// source (see the module headers). Pure: the data is generated JSON imported at build time.
export * from './types';
export { FEDERAL_YEARS, federalLaw, federalTableYear, PAYROLL, QBI_MINIMUM } from './federal';
export { mileageRatePeriods, mileageTableYear } from './mileage';
export { reciprocityExempt, stateLaw, stateName, stateTableYear } from './states';
export { gsaArea, gsaMonthRate, gsaRate, gsaYearNote, OUTSIDE_CONUS_NOTE, type GsaArea } from './gsa';
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
