import { describe, expect, it } from 'vitest';
import { notificationRules, type NotificationState } from '@/lib/tax/compliance/notifications';

// Ties that disagree (issue 18): a driver's license, voter or vehicle registration, or the professional
// licenses pointing to a state other than the tax home's. Each rule with and without its disagreement.

const TODAY = '2026-11-21';
type Doc = NonNullable<NotificationState['taxHomeTieDocs']>[number];
const doc = (id: number, doc_type: string, state: string | null, date = '2026-01-10'): Doc => ({
  id,
  doc_type,
  state,
  date,
});
type Cred = NotificationState['credentials'][number];
const license = (id: number, state: string | null, type = 'license'): Cred => ({
  id,
  name: `RN ${state}`,
  expiration_date: '2028-01-01',
  type,
  state,
});

// A quiet Nebraska home: recent visit, a lease, nothing that points elsewhere.
const base: NotificationState = {
  employmentType: 'w2',
  taxHome: {
    last_visit_date: '2026-11-01',
    property_rented_out: false,
    state: 'NE',
    drivers_license_state: null,
  },
  taxHomeDocTypes: ['lease'],
  taxHomeTieDocs: [],
  assignments: [],
  credentials: [],
  gsaExcess: { totalCents: 0, assignments: 0 },
  quarterlyDue: [],
};
const home = (patch: Partial<NonNullable<NotificationState['taxHome']>>) => ({
  ...base,
  taxHome: { ...base.taxHome!, ...patch },
});
const ties = (s: NotificationState) =>
  notificationRules(s, TODAY)
    .filter((n) => n.type === 'tie_out_of_state')
    .map((n) => [n.subject, n.severity, n.link]);

describe('tie_out_of_state', () => {
  it.each<[string, NotificationState, string[][]]>([
    ['nothing points elsewhere', base, []],
    ["driver's license state entered as NE", home({ drivers_license_state: 'NE' }), []],
    [
      "driver's license state entered as TX",
      home({ drivers_license_state: 'TX' }),
      [['tie:drivers_license', 'warning', '/tax-home']],
    ],
    [
      "a driver's license document from TX",
      { ...base, taxHomeTieDocs: [doc(1, 'drivers_license', 'TX')] },
      [['tie:drivers_license', 'warning', '/tax-home']],
    ],
    [
      'the state entered on the home (NE) wins over an old TX license document',
      { ...home({ drivers_license_state: 'NE' }), taxHomeTieDocs: [doc(1, 'drivers_license', 'TX')] },
      [],
    ],
    [
      'a voter registration from CO',
      { ...base, taxHomeTieDocs: [doc(2, 'voter_registration', 'CO')] },
      [['tie:voter_registration', 'warning', '/tax-home']],
    ],
    [
      'a newer NE voter registration replaces the old CO one',
      {
        ...base,
        taxHomeTieDocs: [
          doc(2, 'voter_registration', 'CO', '2024-01-01'),
          doc(3, 'voter_registration', 'NE', '2026-02-01'),
        ],
      },
      [],
    ],
    [
      'a vehicle registration from AZ',
      { ...base, taxHomeTieDocs: [doc(4, 'vehicle_registration', 'AZ')] },
      [['tie:vehicle_registration', 'warning', '/tax-home']],
    ],
    [
      'a vehicle registration from NE',
      { ...base, taxHomeTieDocs: [doc(4, 'vehicle_registration', 'NE')] },
      [],
    ],
    ['a lease names a state: not a tie', { ...base, taxHomeTieDocs: [doc(5, 'lease', 'TX')] }, []],
    [
      'licenses from CA and TX, none from NE',
      { ...base, credentials: [license(1, 'CA'), license(2, 'TX')] },
      [['tie:professional_license', 'info', '/credentials']],
    ],
    [
      'licenses from CA and NE: one from home is enough',
      { ...base, credentials: [license(1, 'CA'), license(2, 'NE')] },
      [],
    ],
    ['a BLS card from CA is not a license', { ...base, credentials: [license(1, 'CA', 'bls')] }, []],
    ['a license without a state says nothing', { ...base, credentials: [license(1, null)] }, []],
  ])('%s', (_label, state, expected) => {
    expect(ties(state)).toEqual(expected);
  });

  it('without a tax home there is no tie to disagree with', () => {
    expect(ties({ ...base, taxHome: null, credentials: [license(1, 'CA')] })).toEqual([]);
  });

  it('says why it matters and how to fix it, in plain words', () => {
    const [n] = notificationRules(home({ drivers_license_state: 'TX' }), TODAY).filter(
      (x) => x.type === 'tie_out_of_state',
    );
    expect(n?.title).toBe("Your driver's license is from Texas, not Nebraska");
    expect(n?.body).toContain('an auditor can then treat your stipends as taxable pay');
    expect(n?.body).toContain("Get a driver's license from Nebraska, then upload it with its state");
  });
});
