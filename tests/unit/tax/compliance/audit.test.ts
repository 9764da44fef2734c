import { describe, expect, it } from 'vitest';
import { auditReadiness, type AuditInput, type AuditTaxHome } from '@/lib/tax/compliance/audit';

const TODAY = '2026-11-21';
const home: AuditTaxHome = {
  state: 'TX',
  rent_amount: 120_000,
  last_visit_date: '2026-11-01', // 20 days ago
  voter_reg: true,
  drivers_license_state: 'TX',
  property_rented_out: false,
};
const denver = {
  status: 'active' as const,
  start_date: '2026-09-01',
  end_date: '2026-12-01',
  location: 'Denver',
  state: 'CO',
  gsaCompliant: true,
};
const ready: AuditInput = {
  today: TODAY,
  taxHome: home,
  assignments: [denver],
  taxHomeCostCount: 3,
  expenseCount: 5,
  receiptsNeeded: 0,
  mileageTripCount: 2,
};

const criterion = (input: AuditInput, key: string) => {
  const c = auditReadiness(input).criteria.find((x) => x.key === key);
  if (!c) throw new Error(`no criterion ${key}`);
  return c;
};

describe('auditReadiness: shape', () => {
  it('lists the 11 criteria in the spec order with its labels; 11/11 is audit_ready', () => {
    const result = auditReadiness(ready);
    expect(result.criteria.map((c) => [c.key, c.label])).toEqual([
      ['rent_paid', 'Rent being paid'],
      ['active_assignment', 'Active assignment'],
      ['recent_visit', 'Recent visit'],
      ['voter_reg', 'Voter registration'],
      ['drivers_license', "Driver's license"],
      ['property_status', 'Property not rented out'],
      ['twelve_month', '12-month rule'],
      ['costs_recorded', 'Tax home costs'],
      ['gsa_compliance', 'GSA compliance'],
      ['expenses_tracked', 'Expenses tracked'],
      ['mileage_logged', 'Mileage logged'],
    ]);
    expect(result).toMatchObject({ score: 11, total: 11, status: 'audit_ready' });
    expect(result.criteria.every((c) => c.passed && !c.autoPassed && c.hint.length > 0)).toBe(true);
  });

  it('one failing criterion: 10/11, action_needed', () => {
    expect(auditReadiness({ ...ready, expenseCount: 0 })).toMatchObject({
      score: 10,
      total: 11,
      status: 'action_needed',
    });
  });

  it('a brand-new user: only the 8 auto-passing criteria pass', () => {
    const result = auditReadiness({
      today: TODAY,
      taxHome: null,
      assignments: [],
      taxHomeCostCount: 0,
      expenseCount: 0,
      receiptsNeeded: 0,
      mileageTripCount: 0,
    });
    expect(result.score).toBe(8);
    expect(result.criteria.filter((c) => c.autoPassed).map((c) => c.key)).toEqual([
      'rent_paid',
      'active_assignment',
      'recent_visit',
      'voter_reg',
      'drivers_license',
      'property_status',
      'twelve_month',
      'gsa_compliance',
    ]);
    expect(result.criteria.filter((c) => !c.passed).map((c) => c.key)).toEqual([
      'costs_recorded',
      'expenses_tracked',
      'mileage_logged',
    ]);
  });
});

type Case = [
  label: string,
  key: string,
  input: AuditInput,
  passed: boolean,
  autoPassed: boolean,
  hint?: RegExp,
];
const withHome = (patch: Partial<AuditTaxHome>): AuditInput => ({ ...ready, taxHome: { ...home, ...patch } });
const withAssignments = (assignments: AuditInput['assignments']): AuditInput => ({ ...ready, assignments });
const noHome: AuditInput = { ...ready, taxHome: null };
const noAssignments: AuditInput = { ...ready, assignments: [] };

const cases: Case[] = [
  ['rent > 0', 'rent_paid', ready, true, false],
  ['rent 0', 'rent_paid', withHome({ rent_amount: 0 }), false, false, /rent or mortgage/],
  ['no tax home', 'rent_paid', noHome, true, true],

  ['an active assignment', 'active_assignment', ready, true, false],
  [
    'only complete and upcoming',
    'active_assignment',
    withAssignments([
      { ...denver, status: 'complete' },
      { ...denver, status: 'upcoming' },
    ]),
    false,
    false,
  ],
  ['no assignments', 'active_assignment', noAssignments, true, true],

  ['visit 20 days ago', 'recent_visit', ready, true, false],
  ['visit today', 'recent_visit', withHome({ last_visit_date: TODAY }), true, false],
  // 2026-11-21 - 30 days = 2026-10-22: included
  ['visit exactly 30 days ago', 'recent_visit', withHome({ last_visit_date: '2026-10-22' }), true, false],
  [
    'visit 31 days ago',
    'recent_visit',
    withHome({ last_visit_date: '2026-10-21' }),
    false,
    false,
    /31 days ago/,
  ],
  // 2026-10-05 → 2026-11-21: 26 + 21 = 47 days
  [
    'visit 47 days ago',
    'recent_visit',
    withHome({ last_visit_date: '2026-10-05' }),
    false,
    false,
    /^Log a visit to your tax home: your last one was 47 days ago$/,
  ],
  [
    'visit date tomorrow',
    'recent_visit',
    withHome({ last_visit_date: '2026-11-22' }),
    false,
    false,
    /future/,
  ],
  [
    'no visit recorded',
    'recent_visit',
    withHome({ last_visit_date: null }),
    false,
    false,
    /none is recorded/,
  ],
  ['no tax home', 'recent_visit', noHome, true, true],

  ['registered', 'voter_reg', ready, true, false],
  ['not registered', 'voter_reg', withHome({ voter_reg: false }), false, false, /Register to vote in TX/],
  ['no tax home', 'voter_reg', noHome, true, true],

  ['license from the tax home state', 'drivers_license', ready, true, false],
  [
    'license state in another case',
    'drivers_license',
    withHome({ drivers_license_state: 'tx' }),
    true,
    false,
  ],
  [
    'license from another state',
    'drivers_license',
    withHome({ drivers_license_state: 'CO' }),
    false,
    false,
    /from CO: get one from TX/,
  ],
  ['no license state', 'drivers_license', withHome({ drivers_license_state: null }), false, false],
  ['no tax home', 'drivers_license', noHome, true, true],

  ['not rented out', 'property_status', ready, true, false],
  ['rented out', 'property_status', withHome({ property_rented_out: true }), false, false, /rented out/],
  ['no tax home', 'property_status', noHome, true, true],

  ['a 92-day assignment', 'twelve_month', ready, true, false],
  // 2025-11-22..2026-11-21: 365 days in the window ending today, passes
  [
    '365 days in Denver',
    'twelve_month',
    withAssignments([{ ...denver, start_date: '2025-11-22', end_date: '2026-11-21' }]),
    true,
    false,
  ],
  // 2025-11-21..2026-11-21: 366 days
  [
    '366 days in Denver',
    'twelve_month',
    withAssignments([{ ...denver, start_date: '2025-11-21', end_date: '2026-11-21' }]),
    false,
    false,
    /Denver, CO has 366 days/,
  ],
  // 2025-01-01..2026-01-01 = 366 days whole, and 366 days inside the window too: the place is named first
  [
    'one 366-day assignment inside the window',
    'twelve_month',
    withAssignments([{ ...denver, start_date: '2025-01-01', end_date: '2026-01-01' }]),
    false,
    false,
    /^Denver, CO has 366 days in the last 24 months/,
  ],
  // 2020-01-01..2021-01-01 = 367 days, outside the window: only the assignment's length fails
  [
    'an old 367-day assignment',
    'twelve_month',
    withAssignments([{ ...denver, start_date: '2020-01-01', end_date: '2021-01-01' }]),
    false,
    false,
    /lasts 367 days/,
  ],
  ['no assignments', 'twelve_month', noAssignments, true, true],

  ['a cost recorded', 'costs_recorded', ready, true, false],
  ['no cost', 'costs_recorded', { ...ready, taxHomeCostCount: 0 }, false, false],
  [
    'no cost and no tax home: does not auto-pass',
    'costs_recorded',
    { ...noHome, taxHomeCostCount: 0 },
    false,
    false,
  ],

  ['all compliant', 'gsa_compliance', ready, true, false],
  [
    'one above the GSA rate',
    'gsa_compliance',
    withAssignments([denver, { ...denver, gsaCompliant: false }]),
    false,
    false,
    /^1 assignment pays/,
  ],
  ['no assignments', 'gsa_compliance', noAssignments, true, true],
  // docs/tax-method.md §7: an assignment that is not checked (Alaska, Hawaii) counts as compliant, and the hint says so
  [
    'Honolulu is not checked: compliant, said in the hint',
    'gsa_compliance',
    withAssignments([
      denver,
      { ...denver, location: 'Honolulu', state: 'HI', gsaChecked: false, gsaCompliant: true },
    ]),
    true,
    false,
    /^Every stipend checked is within the GSA rate; 1 assignment in Alaska, Hawaii or outside the 48 states is not checked/,
  ],
  [
    'only unchecked assignments',
    'gsa_compliance',
    withAssignments([
      { ...denver, state: 'AK', location: 'Anchorage', gsaChecked: false, gsaCompliant: true },
    ]),
    true,
    false,
    /^1 assignment in Alaska, Hawaii or outside the 48 states is not checked: GSA sets no rate there$/,
  ],
  [
    'an unchecked one does not hide one above the rate',
    'gsa_compliance',
    withAssignments([
      { ...denver, gsaCompliant: false },
      { ...denver, state: 'HI', gsaChecked: false, gsaCompliant: true },
    ]),
    false,
    false,
    /^1 assignment pays/,
  ],
  // docs/tax-method.md §6: for a 1099 worker the test does not apply
  [
    '1099: passes on its own',
    'gsa_compliance',
    { ...withAssignments([{ ...denver, gsaCompliant: false }]), employmentType: '1099' },
    true,
    true,
    /1099 worker/,
  ],

  ['an expense', 'expenses_tracked', ready, true, false],
  ['no expense', 'expenses_tracked', { ...ready, expenseCount: 0 }, false, false],
  ['a trip', 'mileage_logged', ready, true, false],
  ['no trip', 'mileage_logged', { ...ready, mileageTripCount: 0 }, false, false],
];

describe('auditReadiness: each criterion', () => {
  it.each(cases)('%s: %s', (_label, key, input, passed, autoPassed, hint) => {
    const c = criterion(input, key);
    expect({ passed: c.passed, autoPassed: c.autoPassed }).toEqual({ passed, autoPassed });
    expect(c.hint).not.toBe('');
    if (hint) expect(c.hint).toMatch(hint);
  });
});
