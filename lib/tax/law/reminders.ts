// Lead times and limits of the app's own warnings (docs/tax-method.md §7): no law sets them; each is the
// app's choice, said here once.

/** An assignment longer than this many weeks gets a `long_assignment` warning: about ten months, early enough
 *  to plan a move before the 12-month rule (./tax-home.ts) is at stake. */
export const LONG_ASSIGNMENT_WEEKS = 45;

/** A 1099 user is reminded of an unpaid estimated payment this many days before it is due (two weeks). */
export const QUARTERLY_REMINDER_DAYS = 14;

/** A credential is `expiring` when it expires within this many days of today (a licence renewal's usual lead). */
export const CREDENTIAL_EXPIRING_DAYS = 90;
