import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffNotifications,
  NOTIFICATION_TYPES,
  type OpenNotification,
  type WantedNotification,
} from '@/lib/tax/compliance/notification-diff';
import { notificationRules, type NotificationState } from '@/lib/tax/compliance/notifications';

const TODAY = '2026-11-21';
type A = NotificationState['assignments'][number];

const assignment = (patch: Partial<A>): A => ({
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
const quiet: NotificationState = {
  employmentType: 'w2',
  taxHome: { last_visit_date: '2026-11-01', property_rented_out: false },
  taxHomeDocTypes: ['lease', 'utility_bill'],
  assignments: [assignment({})],
  credentials: [{ id: 1, name: 'RN license', expiration_date: '2028-01-01' }],
  gsaExcess: { totalCents: 0, assignments: 0 },
  quarterlyDue: [],
};
const w = (patch: Partial<NotificationState>): NotificationState => ({ ...quiet, ...patch });
const contractor = (quarterlyDue: NotificationState['quarterlyDue']) =>
  w({ employmentType: '1099', quarterlyDue });
const q = (quarter: number, dueDate: string, paid = false) => ({ year: 2026, quarter, dueDate, paid });

type Row = [
  label: string,
  state: NotificationState,
  expected: Array<[type: string, subject: string, severity: string]>,
];
const rows: Row[] = [
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

describe('notificationRules: the exact open set', () => {
  it.each(rows)('%s', (_label, state, expected) => {
    const got = notificationRules(state, TODAY);
    expect(got.map((n) => [n.type, n.subject, n.severity])).toEqual(expected);
    for (const n of got) {
      expect(n.title).not.toBe('');
      expect(n.body).not.toBe('');
      expect(n.link).toMatch(/^\/[a-z-]+(\/\d+)?(#[a-z-]+)?$/);
    }
  });

  it('carries the GSA excess in dollars and links assignments and credentials', () => {
    const [gsa] = notificationRules(w({ gsaExcess: { totalCents: 123_456, assignments: 2 } }), TODAY);
    expect(gsa?.body).toContain('2 assignments pay $1,234.56');
    const [long] = notificationRules(
      w({ assignments: [assignment({ id: 3, start_date: '2026-06-01', end_date: '2027-04-12' })] }),
      TODAY,
    );
    // a long assignment, a place near 12 months and the GSA excess open the assignment's GSA section
    expect(long?.link).toBe('/assignments/3#gsa');
    const [gsaOne] = notificationRules(
      w({ gsaExcess: { totalCents: 100, assignments: 1, firstAssignmentId: 5 } }),
      TODAY,
    );
    expect(gsaOne?.link).toBe('/assignments/5#gsa');
    const place = notificationRules(
      w({
        assignments: [
          assignment({ id: 8, start_date: '2025-06-01', end_date: '2025-09-01', status: 'complete' }),
          assignment({ id: 9, start_date: '2025-10-01', end_date: '2026-11-01', status: 'complete' }),
        ],
      }),
      TODAY,
    ).find((n) => n.type === 'twelve_month_approaching');
    expect(place?.link).toBe('/assignments/9#gsa');
  });

  it('text names dates, so the same cause yields the same notification on later days', () => {
    const state = w({
      credentials: [{ id: 7, name: 'BLS', expiration_date: '2027-01-31' }],
      taxHome: { last_visit_date: '2026-09-01', property_rented_out: false },
    });
    expect(notificationRules(state, '2026-11-22')).toEqual(notificationRules(state, TODAY));
  });
});

const n = (type: WantedNotification['type'], subject: string, title = 't'): WantedNotification => ({
  type,
  subject,
  severity: 'warning',
  title,
  body: 'b',
  link: '/tax-home',
});
const stored = (id: number, x: WantedNotification) => ({ id, ...x });

describe('diffNotifications', () => {
  const a = n('visit_overdue', 'taxhome');
  const b = n('credential_expiring', 'credential:1');
  it.each([
    ['nothing open: create all', [], [a, b], { create: [a, b], update: [], resolve: [] }],
    ['same content: nothing to do', [stored(1, a)], [a], { create: [], update: [], resolve: [] }],
    [
      'changed title: update in place',
      [stored(1, a)],
      [{ ...a, title: 'new' }],
      { create: [], update: [1], resolve: [] },
    ],
    [
      'changed severity: update in place',
      [stored(1, a)],
      [{ ...a, severity: 'danger' as const }],
      { create: [], update: [1], resolve: [] },
    ],
    ['cause gone: resolve', [stored(1, a), stored(2, b)], [b], { create: [], update: [], resolve: [1] }],
    [
      'two open for one subject: keep the first, resolve the other',
      [stored(1, a), stored(2, a)],
      [a],
      { create: [], update: [], resolve: [2] },
    ],
    [
      'same subject, other type: distinct',
      [stored(1, a)],
      [a, n('property_rented_out', 'taxhome')],
      { create: [n('property_rented_out', 'taxhome')], update: [], resolve: [] },
    ],
    ['a wanted duplicate is created once', [], [a, a], { create: [a], update: [], resolve: [] }],
  ])('%s', (_label, open, wanted, expected) => {
    const diff = diffNotifications(open, wanted);
    expect(diff.toCreate).toEqual(expected.create);
    expect(diff.toUpdate.map((u) => u.current.id)).toEqual(expected.update);
    expect(diff.toResolve.map((r) => r.id)).toEqual(expected.resolve);
  });

  type Stored = OpenNotification & { id: number };
  function apply(open: Stored[], wanted: WantedNotification[]): Stored[] {
    const diff = diffNotifications(open, wanted);
    const resolved = new Set(diff.toResolve.map((r) => r.id));
    const updated = new Map(diff.toUpdate.map((u) => [u.current.id, u.next]));
    let next = 1000;
    return [
      ...open.filter((o) => !resolved.has(o.id)).map((o) => ({ ...o, ...updated.get(o.id) })),
      ...diff.toCreate.map((c) => ({ id: next++, ...c })),
    ];
  }

  it('is idempotent: applying the diff, then diffing again, yields nothing (property)', () => {
    const wanted = fc.record({
      type: fc.constantFrom(...NOTIFICATION_TYPES),
      subject: fc.constantFrom('taxhome', 'gsa', 'credential:1', 'assignment:2'),
      severity: fc.constantFrom('danger' as const, 'warning' as const, 'info' as const),
      title: fc.constantFrom('a', 'b'),
      body: fc.constantFrom('x', 'y'),
      link: fc.constantFrom('/tax-home', '/credentials'),
    });
    fc.assert(
      fc.property(fc.array(wanted, { maxLength: 8 }), fc.array(wanted, { maxLength: 8 }), (openRaw, want) => {
        const open = openRaw.map((o, i) => ({ id: i + 1, ...o }));
        const after = apply(open, want);
        expect(diffNotifications(after, want)).toEqual({ toCreate: [], toUpdate: [], toResolve: [] });
      }),
    );
  });

  it('is idempotent on the rules’ own output', () => {
    const state = rows.find(([label]) => label === 'everything at once')?.[1] ?? quiet;
    const want = notificationRules(state, TODAY);
    const after = apply(
      [stored(1, n('visit_overdue', 'taxhome', 'old')), stored(2, n('stipend_risk', 'taxhome'))],
      want,
    );
    expect(after).toHaveLength(want.length);
    expect(diffNotifications(after, want)).toEqual({ toCreate: [], toUpdate: [], toResolve: [] });
  });
});

// A worker reads dates in words in every notification, as on every page: never '2026-12-05'.
describe('notification wording', () => {
  it.each(rows.filter(([, , expected]) => expected.length > 0))(
    '%s: no ISO date in the text',
    (_l, state) => {
      for (const n of notificationRules(state, TODAY)) {
        expect(`${n.title} ${n.body}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    },
  );
});
