// Visits home found in the worker's own records (issue 18): a trip logged with purpose tax_home_visit after
// the last visit recorded on the tax home is a visit not yet logged. Visits are factor 3 of Rev. Rul. 73-529
// ("you often use the claimed abode for lodging") and an audit-readiness criterion.

export interface VisitTrip {
  date: string;
  miles: number;
  destination: string;
}

export interface VisitSuggestions {
  /** The newest trip home after the last logged visit, up to today: confirming it moves the visit forward. */
  suggested: VisitTrip | null;
  /** Trips home in the calendar year of `today`. */
  tripsHomeThisYear: number;
}

export function visitSuggestions(
  trips: readonly VisitTrip[],
  lastVisit: string | null,
  today: string,
): VisitSuggestions {
  const newer = trips.filter((t) => t.date <= today && (lastVisit === null || t.date > lastVisit));
  const suggested = newer.reduce<VisitTrip | null>((x, t) => (!x || t.date > x.date ? t : x), null);
  const year = today.slice(0, 4);
  return {
    suggested,
    tripsHomeThisYear: trips.filter((t) => t.date.startsWith(year) && t.date <= today).length,
  };
}
