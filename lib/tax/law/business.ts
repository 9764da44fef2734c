// Figures of business expenses and their records (docs/tax-method.md §2, §5): the meals limit and the receipt
// threshold.

/** Business meals are deductible at 50% (IRC 274(n)(1)); a 1099 worker's Schedule C takes half. */
export const BUSINESS_MEALS_SHARE = 0.5;

/**
 * Cents from which an expense other than lodging needs a receipt: IRC 274(d) and Treas. Reg.
 * 1.274-5(c)(2)(iii) exempt only an expense "other than lodging, [that] is less than $75" (IRS Publication 463
 * (2024), chapter 5, "Documentary evidence").
 */
export const RECEIPT_REQUIRED_FROM_CENTS = 7500;
