import { describe, expect, it } from 'vitest';
import { renderCalendar } from '@/lib/views/calendar/feed';
import {
  assignmentEvents,
  credentialEvents,
  stateDeadlineEvents,
  twelveMonthEvents,
} from '@/lib/views/calendar/events';

// The feed's events: whole days with stable UIDs, only the returns that are due.

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

  it.each([
    ['a required return with a deadline', true, '2027-04-15', 1],
    ['no return required', false, '2027-04-15', 0],
    ['no deadline known', true, null, 0],
  ])('state deadlines: %s', (_label, filingRequired, filingDeadline, count) => {
    const line = { state: 'CO', stateName: 'Colorado', formName: 'Form 104', filingRequired, filingDeadline };
    const events = stateDeadlineEvents(2026, [line]);
    expect(events).toHaveLength(count);
    if (count)
      expect(events[0]).toMatchObject({
        uid: 'state-return-2026-CO@travel-ledger',
        summary: 'Colorado 2026 tax return due',
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
