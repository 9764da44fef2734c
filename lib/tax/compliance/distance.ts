// Tax home to assignment distance (docs/tax-method.md §2). No statute or IRS rule sets a distance; the figure
// the app flags, and what a worker reads about it, are NEAR_HOME_MILES and NEAR_HOME_NOTE (lib/tax/law/tax-home.ts).
import { NEAR_HOME_MILES, NEAR_HOME_NOTE } from '@/lib/tax/law/tax-home';

export interface TaxHomeDistance {
  /** Great-circle miles between the ZIP centroids, one decimal; null when a ZIP is missing or unknown. */
  miles: number | null;
  /** Within NEAR_HOME_MILES, or in the tax home's own city. */
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
  if (rounded <= NEAR_HOME_MILES) {
    return {
      miles: rounded,
      near: true,
      note: `${rounded} miles from your tax home. ${NEAR_HOME_NOTE}`,
    };
  }
  return { miles: rounded, near: false, note: `${rounded} miles from your tax home.` };
}
