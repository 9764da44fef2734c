import { describe, expect, it } from 'vitest';
import { notificationRules } from '@/lib/tax/compliance/notifications';
import { assignment, rows, TODAY, w } from './notification-states';

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
