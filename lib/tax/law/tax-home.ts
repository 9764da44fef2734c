// The figures of the tax-home and travel rules (docs/tax-method.md §2, §7): the law's one-year line, and the
// thresholds the app reads into rules the law states without a number. Each says which it is and why.

/**
 * IRC 162(a) flush language: "the taxpayer shall not be treated as being temporarily away from home during
 * any period of employment if such period exceeds 1 year"; Rev. Rul. 93-86 (work realistically expected to
 * last more than a year is indefinite from the start). More than this many days at one place is over a year.
 */
export const TWELVE_MONTH_MAX_DAYS = 365;

/**
 * The look-back of the 12-month rule, in years (the rolling 24 months ending on a day). The law counts one
 * period of employment; the app adds the days at a place over two years so that back-to-back contracts with
 * a short break count together, as Rev. Rul. 93-86's "realistic expectation" reads them (the app's reading).
 */
export const TWELVE_MONTH_WINDOW_YEARS = 2;

/** From this many days at one place within the window, the place is `approaching` the year (the app's warning). */
export const TWELVE_MONTH_WARNING_DAYS = 270;

/**
 * The distance (miles between ZIP centroids) under which the app flags a work place as near the tax home.
 * No statute or IRS rule sets a distance: the test is whether the work "requires you to sleep or rest" away
 * from home (IRS Publication 463, ch. 1, "Traveling away from home"; United States v. Correll, 389 U.S. 299
 * (1967)). Many agencies pay tax-free stipends only beyond 50 miles, so the app warns at that distance and
 * reads the same figure as "in the vicinity" of the home for Rev. Rul. 73-529's first factor. It is a flag,
 * never a tax (NEAR_HOME_NOTE says so to the worker).
 */
export const NEAR_HOME_MILES = 50;

/** What a worker reads about the distance, the one place it is written (docs/tax-method.md §2). */
export const NEAR_HOME_NOTE =
  `No law sets a ${NEAR_HOME_MILES}-mile rule, but many agencies use one and may not pay tax-free stipends ` +
  'this close. What the IRS asks is whether you need to sleep away from home to do this work: keep proof ' +
  'that you stayed near the facility (a lease or lodging receipts).';

/**
 * Rev. Rul. 73-529's three factors (Pub. 463 ch. 1, "No main place of business or work") set no numbers; the
 * app's readings: work near the home within the last 24 months shows factor 1 is current, not history; a
 * visit within a year is "often" using the abode for lodging (factor 3); at least two of the four ties to the
 * area point home for "not abandoned".
 */
export const TAX_HOME_TEST = {
  workNearHomeMonths: 24,
  oftenLodgedDays: 365,
  minTies: 2,
} as const;

/** The audit criterion `recent_visit`: a visit within this many days (the app's reading of continuing use). */
export const RECENT_VISIT_DAYS = 30;
