// Tax home to assignment distance (docs/tax-method.md §2). No statute or IRS rule sets a distance: the test is
// whether the work "requires you to sleep or rest" away from home (IRS Publication 463, ch. 1, "Travel
// Expenses" → "Traveling away from home"; United States v. Correll, 389 U.S. 299 (1967)). Many agencies
// pay tax-free stipends only beyond 50 miles, the figure the engine flags (NEAR_TAX_HOME_MILES).

export const AGENCY_DISTANCE_MILES = 50;

export interface TaxHomeDistance {
  /** Great-circle miles between the ZIP centroids, one decimal; null when a ZIP is missing or unknown. */
  miles: number | null;
  /** Within 50 miles, or in the tax home's own city. */
  near: boolean;
  note: string;
}

export function taxHomeDistance(miles: number | null, sameCity: boolean): TaxHomeDistance {
  const rounded = miles === null ? null : Math.round(miles * 10) / 10;
  if (sameCity) {
    return {
      miles: rounded,
      near: true,
      note: "This is your tax home's city: working here is not travel, so stipends are taxable pay.",
    };
  }
  if (rounded === null) {
    return {
      miles: null,
      near: false,
      note: 'Add the ZIP code of your tax home and of the assignment to see the distance.',
    };
  }
  if (rounded <= AGENCY_DISTANCE_MILES) {
    return {
      miles: rounded,
      near: true,
      note:
        `${rounded} miles from your tax home. No law sets a 50-mile rule, but many agencies use one and may ` +
        'not pay tax-free stipends this close. What the IRS asks is whether you need to sleep away from home ' +
        'to do this work: keep proof that you stayed near the facility (a lease or lodging receipts).',
    };
  }
  return { miles: rounded, near: false, note: `${rounded} miles from your tax home.` };
}
