import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffNotifications,
  NOTIFICATION_TYPES,
  type OpenNotification,
  type WantedNotification,
} from '@/lib/tax/compliance/notification-diff';
import { notificationRules } from '@/lib/tax/compliance/notifications';
import { quiet, rows, TODAY } from './notification-states';

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
