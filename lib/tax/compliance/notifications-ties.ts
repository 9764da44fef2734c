// Ties that disagree (issue 18): the records that tie a worker to her tax home's state (IRS Publication 463,
// chapter 1, and Rev. Rul. 73-529's third factor, "you haven't abandoned the area": where you vote, hold a
// driver's license and register your car) pointing at another state. An examiner reads such a tie as the
// worker having moved, so each notification says why it matters and how to fix it; it resolves itself once
// the record names the home's state (one open per subject, like every rule in notifications.ts).
import { isStateCode, stateName } from '@/lib/tax/law/states';
import type { WantedNotification } from './notification-diff';
import type { NotificationState } from './notifications';

/** Tax home document types that name a state and are read as a tie (docs/api-guide.md §6). */
const DOC_TIES = {
  drivers_license: {
    what: "driver's license",
    fix: (home: string) =>
      `Get a driver's license from ${home}, then upload it with its state, or correct the state if it is wrong.`,
  },
  voter_registration: {
    what: 'voter registration',
    fix: (home: string) =>
      `Register to vote at your home address in ${home}, then upload the new card with its state.`,
  },
  vehicle_registration: {
    what: 'vehicle registration',
    fix: (home: string) =>
      `Register your car at your home address in ${home}, then upload the new registration with its state.`,
  },
} as const;
type TieDoc = keyof typeof DOC_TIES;

const WHY =
  'Your tax home is only accepted while you keep your ties to it; a tie in another state suggests you have moved, and an auditor can then treat your stipends as taxable pay.';

/** 'TX' → 'Texas', as a worker reads it. */
const nameOf = (code: string) => (isStateCode(code) ? stateName(code) : code);

/** The newest document of a type that names a state (a newer one replaces an old registration). */
function newestWithState(state: NotificationState, type: TieDoc) {
  return (state.taxHomeTieDocs ?? [])
    .filter((d) => d.doc_type === type && d.state !== null)
    .reduce<NonNullable<NotificationState['taxHomeTieDocs']>[number] | undefined>(
      (x, d) => (!x || d.date > x.date || (d.date === x.date && d.id > x.id) ? d : x),
      undefined,
    );
}

export function tieRules(state: NotificationState): WantedNotification[] {
  const home = state.taxHome;
  if (!home?.state) return [];
  const out: WantedNotification[] = [];
  for (const type of Object.keys(DOC_TIES) as TieDoc[]) {
    // The driver's license state entered on the tax home wins over a document (it is the worker's answer).
    const entered = type === 'drivers_license' ? (home.drivers_license_state ?? null) : null;
    const points = entered ?? newestWithState(state, type)?.state ?? null;
    if (points === null || points === home.state) continue;
    const { what, fix } = DOC_TIES[type];
    const [there, homeName] = [nameOf(points), nameOf(home.state)];
    out.push({
      type: 'tie_out_of_state',
      subject: `tie:${type}`,
      severity: 'warning',
      title: `Your ${what} is from ${there}, not ${homeName}`,
      body: `Your ${what} points to ${there}, but your tax home is in ${homeName}. ${WHY} ${fix(homeName)}`,
      link: '/tax-home',
    });
  }
  // Travel nurses hold licenses in many states; only a license list with none from home disagrees.
  const licenses = state.credentials.filter((c) => c.type === 'license' && c.state);
  if (licenses.length > 0 && !licenses.some((c) => c.state === home.state)) {
    const states = [...new Set(licenses.map((c) => nameOf(c.state ?? '')))].sort().join(', ');
    const homeName = nameOf(home.state);
    out.push({
      type: 'tie_out_of_state',
      subject: 'tie:professional_license',
      severity: 'info',
      title: `None of your licenses is from ${homeName}`,
      body: `Your professional licenses are from ${states}, none from ${homeName}, where your tax home is. ${WHY} If you hold a ${homeName} or multistate license issued there, add it to your credentials with its state.`,
      link: '/credentials',
    });
  }
  return out;
}
