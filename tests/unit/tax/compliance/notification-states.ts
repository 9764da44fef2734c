import type { NotificationState } from '@/lib/tax/compliance/notifications';

// The states the notification tests run the rules on, each with the open set the rules must give (type,
// subject, severity): ./notifications.test.ts holds the rules to them, ./notification-diff.test.ts diffs
// their output.

export const TODAY = '2026-11-21';
type A = NotificationState['assignments'][number];

export const assignment = (patch: Partial<A>): A => ({
  id: 1,
  facility: 'St. Joseph',
  location: 'Denver',
  state: 'CO',
  start_date: '2026-09-01',
  end_date: '2026-12-01',
  status: 'active',
  housing_stipend: 150_000,
  mie_stipend: 50_000,
  ...patch,
});

// Nothing to say: recent visit, a lease, a short assignment, a far-off expiry.
export const quiet: NotificationState = {
  employmentType: 'w2',
  taxHome: { last_visit_date: '2026-11-01', property_rented_out: false },
  taxHomeDocTypes: ['lease', 'utility_bill'],
  assignments: [assignment({})],
  credentials: [{ id: 1, name: 'RN license', expiration_date: '2028-01-01' }],
  gsaExcess: { totalCents: 0, assignments: 0 },
  quarterlyDue: [],
};
export const w = (patch: Partial<NotificationState>): NotificationState => ({ ...quiet, ...patch });
const contractor = (quarterlyDue: NotificationState['quarterlyDue']) =>
  w({ employmentType: '1099', quarterlyDue });
const q = (quarter: number, dueDate: string, paid = false) => ({ year: 2026, quarter, dueDate, paid });

type Row = [
  label: string,
  state: NotificationState,
  expected: Array<[type: string, subject: string, severity: string]>,
];
export const rows: Row[] = [
  ['nothing to say', quiet, []],

  // credentials: 2026-11-21 + 90 = 2027-02-19
  [
    'a credential expiring in 90 days',
    w({ credentials: [{ id: 7, name: 'BLS', expiration_date: '2027-02-19' }] }),
    [['credential_expiring', 'credential:7', 'warning']],
  ],
  [
    'a credential expiring in 91 days',
    w({ credentials: [{ id: 7, name: 'BLS', expiration_date: '2027-02-20' }] }),
    [],
  ],
  [
    'a credential expiring today',
    w({ credentials: [{ id: 7, name: 'BLS', expiration_date: TODAY }] }),
    [['credential_expiring', 'credential:7', 'warning']],
  ],
  [
    'a credential expired yesterday',
    w({ credentials: [{ id: 7, name: 'BLS', expiration_date: '2026-11-20' }] }),
    [['credential_expiring', 'credential:7', 'danger']],
  ],
  ['a credential without expiry', w({ credentials: [{ id: 7, name: 'CE log', expiration_date: null }] }), []],

  // visits: 2026-11-21 - 30 = 2026-10-22 is still recent
  ['visit 30 days ago', w({ taxHome: { last_visit_date: '2026-10-22', property_rented_out: false } }), []],
  [
    'visit 31 days ago',
    w({ taxHome: { last_visit_date: '2026-10-21', property_rented_out: false } }),
    [['visit_overdue', 'taxhome', 'warning']],
  ],
  [
    'no visit ever',
    w({ taxHome: { last_visit_date: null, property_rented_out: false } }),
    [['visit_overdue', 'taxhome', 'warning']],
  ],
  [
    'property rented out',
    w({ taxHome: { last_visit_date: '2026-11-01', property_rented_out: true } }),
    [['property_rented_out', 'taxhome', 'warning']],
  ],

  ['no tax home documents', w({ taxHomeDocTypes: [] }), [['missing_docs', 'taxhome', 'warning']]],
  [
    'documents but no lease or mortgage statement',
    w({ taxHomeDocTypes: ['utility_bill', 'voter_registration'] }),
    [['missing_docs', 'taxhome', 'warning']],
  ],
  ['a mortgage statement', w({ taxHomeDocTypes: ['mortgage_statement'] }), []],

  // 45 weeks = 315 days. 2026-06-01 + 314 = 2027-04-11 → 315 days inclusive; +315 → 316 days
  [
    'an assignment of exactly 45 weeks',
    w({ assignments: [assignment({ id: 3, start_date: '2026-06-01', end_date: '2027-04-11' })] }),
    [],
  ],
  [
    'an assignment of 45 weeks and a day',
    w({ assignments: [assignment({ id: 3, start_date: '2026-06-01', end_date: '2027-04-12' })] }),
    [['long_assignment', 'assignment:3', 'warning']],
  ],
  // 2026-06-01..2027-06-01 = 366 days: longer than a year. Only 174 days are in the window yet.
  [
    'an upcoming assignment over a year',
    w({
      assignments: [
        assignment({ id: 3, status: 'upcoming', start_date: '2026-06-01', end_date: '2027-06-01' }),
      ],
    }),
    [['long_assignment', 'assignment:3', 'danger']],
  ],
  [
    'a long assignment already complete: no long_assignment',
    w({
      assignments: [
        assignment({ id: 3, status: 'complete', start_date: '2023-01-01', end_date: '2023-12-01' }),
      ],
    }),
    [],
  ],
  // 2025-01-01..2025-12-01 = 365 - 30 = 335 days, all inside the window [2024-11-22, 2026-11-21]
  [
    'a complete 335-day assignment still counts toward 12 months',
    w({
      assignments: [
        assignment({ id: 3, status: 'complete', start_date: '2025-01-01', end_date: '2025-12-01' }),
      ],
    }),
    [['twelve_month_approaching', 'location:denver|co', 'warning']],
  ],

  // Denver 2026-01-01..05-31 = 151 days, then 2026-06-01..today = 30+31+31+30+31+21 = 174: 325 days
  [
    '325 days in Denver',
    w({
      assignments: [
        assignment({
          id: 4,
          status: 'complete',
          location: ' DENVER ',
          start_date: '2026-01-01',
          end_date: '2026-05-31',
        }),
        assignment({ id: 5, start_date: '2026-06-01', end_date: '2026-12-31' }),
      ],
    }),
    [['twelve_month_approaching', 'location:denver|co', 'warning']],
  ],
  // 2025-06-01..2025-12-31 = 30+31+31+30+31+30+31 = 214, plus 174 = 388 days
  [
    '388 days in Denver',
    w({
      assignments: [
        assignment({ id: 4, status: 'complete', start_date: '2025-06-01', end_date: '2025-12-31' }),
        assignment({ id: 5, start_date: '2026-06-01', end_date: '2026-12-31' }),
      ],
    }),
    [['twelve_month_approaching', 'location:denver|co', 'danger']],
  ],
  // 2026-02-25..today = 4+31+30+31+30+31+31+30+31+21 = 270 days exactly, in one 310-day assignment
  [
    '270 days in Denver',
    w({ assignments: [assignment({ id: 6, start_date: '2026-02-25', end_date: '2026-12-31' })] }),
    [['twelve_month_approaching', 'location:denver|co', 'warning']],
  ],

  [
    'stipends above GSA',
    w({ gsaExcess: { totalCents: 123_456, assignments: 2 } }),
    [['gsa_exceeds', 'gsa', 'warning']],
  ],

  [
    'W-2 with stipends and no tax home',
    w({ taxHome: null, taxHomeDocTypes: [] }),
    [['stipend_risk', 'taxhome', 'danger']],
  ],
  [
    'W-2 without tax home, no stipends',
    w({ taxHome: null, assignments: [assignment({ housing_stipend: 0, mie_stipend: 0 })] }),
    [],
  ],
  [
    'W-2 without tax home, stipends only in a past year',
    w({
      taxHome: null,
      assignments: [assignment({ status: 'complete', start_date: '2025-01-01', end_date: '2025-03-31' })],
    }),
    [],
  ],
  ['1099 without tax home', w({ employmentType: '1099', taxHome: null }), []],

  // 2026-11-21 + 14 = 2026-12-05
  ['1099: payment due today', contractor([q(4, TODAY)]), [['quarterly_due', 'quarter:2026-4', 'warning']]],
  [
    '1099: payment due in 14 days',
    contractor([q(4, '2026-12-05')]),
    [['quarterly_due', 'quarter:2026-4', 'warning']],
  ],
  ['1099: payment due in 15 days', contractor([q(4, '2026-12-06')]), []],
  [
    '1099: payment due yesterday',
    contractor([q(3, '2026-11-20')]),
    [['quarterly_overdue', 'quarter:2026-3', 'danger']],
  ],
  ['1099: past due but paid', contractor([q(3, '2026-09-15', true)]), []],
  ['W-2: quarterly payments are not theirs', w({ quarterlyDue: [q(3, '2026-09-15')] }), []],

  [
    'everything at once',
    {
      employmentType: '1099',
      taxHome: { last_visit_date: null, property_rented_out: true },
      taxHomeDocTypes: [],
      assignments: [assignment({ id: 9, start_date: '2026-01-01', end_date: '2026-12-31' })], // 365 days; 325 so far
      credentials: [
        { id: 1, name: 'RN license', expiration_date: '2026-01-01' },
        { id: 2, name: 'ACLS', expiration_date: '2026-12-01' },
        { id: 3, name: 'BLS', expiration_date: '2030-01-01' },
      ],
      gsaExcess: { totalCents: 1, assignments: 1 },
      quarterlyDue: [q(2, '2026-06-15'), q(3, '2026-09-15', true), q(4, '2027-01-15')],
    },
    [
      ['credential_expiring', 'credential:1', 'danger'],
      ['credential_expiring', 'credential:2', 'warning'],
      ['visit_overdue', 'taxhome', 'warning'],
      ['property_rented_out', 'taxhome', 'warning'],
      ['missing_docs', 'taxhome', 'warning'],
      ['long_assignment', 'assignment:9', 'warning'],
      ['twelve_month_approaching', 'location:denver|co', 'warning'],
      ['gsa_exceeds', 'gsa', 'warning'],
      ['quarterly_overdue', 'quarter:2026-2', 'danger'],
    ],
  ],
];
