import { describe, expect, it } from 'vitest';
import { renderCalendar } from '@/lib/views/calendar/feed';
import {
  assignmentEvents,
  credentialEvents,
  filingEvents,
  twelveMonthEvents,
} from '@/lib/views/calendar/events';
import { filingYearExample } from '@/lib/views/filing-examples';
import type { FilingDate } from '@/lib/tax/engine';

// The feed's events: whole days with stable UIDs; the returns and payments are the filing year's dates.

describe('feed events', () => {
  it('an assignment gives a start and an end, each with a UID of its own that never changes', () => {
    const events = assignmentEvents([
      {
        id: 7,
        facility: 'Denver Health',
        location: 'Denver',
        state: 'CO',
        start_date: '2026-01-05',
        end_date: '2026-04-05',
      },
    ]);
    expect(events.map((e) => [e.uid, e.date, e.summary])).toEqual([
      ['assignment-7-start@travel-ledger', '2026-01-05', 'Assignment starts: Denver Health (Denver, CO)'],
      ['assignment-7-end@travel-ledger', '2026-04-05', 'Assignment ends: Denver Health (Denver, CO)'],
    ]);
  });

  it('the filing year’s dates: every return and payment, each once, with what is due or comes back', () => {
    // Issue 38's nurse (lib/views/filing-examples.ts): federal refund, PA refund by the reciprocity exemption,
    // Ohio and Columbus owed, the Philadelphia Wage Tax all withheld (no return).
    const events = filingEvents(2026, filingYearExample.dates);
    expect(events.map((e) => [e.uid, e.date, e.summary])).toEqual(
      filingYearExample.dates.map((d) => [expect.any(String), d.date, expect.any(String)]),
    );
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const pa = events.find((e) => e.uid === 'state-return-2026-PA@travel-ledger');
    expect(pa).toMatchObject({
      date: '2027-04-15',
      summary: 'Pennsylvania 2026 tax return to get your refund (PA-40 (nonresident))',
    });
    expect(pa?.description).toContain('You get $977.67 back.');
    expect(events.find((e) => e.uid === 'tax-return-2026-local-OH-columbus@travel-ledger')).toMatchObject({
      summary: 'Columbus 2026 tax return due (Form IR-25)',
      description: expect.stringContaining('You owe $796.15.'),
    });
    expect(events.some((e) => e.summary.includes('Philadelphia'))).toBe(false);
  });

  it.each([
    [
      'federal',
      'Federal estimated tax, payment 2 (Form 1040-ES)',
      'estimated-tax-2026-q2',
      'Federal estimated tax due: Q2 2026',
    ],
    [
      'federal',
      'Federal estimated tax (Form 1040-ES)',
      'estimated-tax-2026-payment',
      'Federal estimated tax due: 2026 (Form 1040-ES)',
    ],
    [
      'state-OH',
      'Ohio estimated tax, payment 3 (Ohio IT 1040ES)',
      'estimated-tax-2026-state-OH-q3',
      'Ohio estimated tax due: payment 3 of 2026 (Ohio IT 1040ES)',
    ],
  ])('a payment date of %s: “%s”', (governmentId, title, id, summary) => {
    const date: FilingDate = { date: '2026-06-15', kind: 'payment', governmentId, title, amount: 129_340 };
    expect(filingEvents(2026, [date])[0]).toEqual({
      uid: `${id}@travel-ledger`,
      date: '2026-06-15',
      summary,
      description: `${title}, for your 2026 taxes. Pay $1,293.40.`,
    });
  });

  it('renders all-day events as iCalendar dates, whatever the server’s time zone', () => {
    const text = renderCalendar(
      [
        ...credentialEvents([{ id: 3, name: 'BLS', expiration_date: '2027-02-28' }]),
        ...twelveMonthEvents([{ location: 'St. Louis', state: 'MO', date: '2026-11-30' }]),
      ],
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(text).toContain('UID:credential-3-expires@travel-ledger');
    expect(text).toContain('DTSTART;VALUE=DATE:20270228');
    expect(text).toContain('UID:twelve-month-MO-st_louis@travel-ledger');
    expect(text).toContain('SUMMARY:12-month limit: St. Louis\\, MO');
  });
});
