import { describe, expect, it } from 'vitest';
import {
  daysAtHome,
  MAX_SUGGESTIONS,
  recentVisits,
  visitsByYear,
  visitSuggestions,
  type VisitCandidate,
  type VisitRecord,
} from '@/lib/tax/compliance';

const span = (arrived: string, left: string) => ({ arrived, left });
const visit = (arrived: string, left: string, refs: Partial<VisitRecord> = {}): VisitRecord => ({
  arrived,
  left,
  mileage_trip_id: null,
  expense_id: null,
  tax_home_doc_id: null,
  ...refs,
});
const trip = (id: number, date: string): VisitCandidate => ({
  source: 'trip',
  id,
  date,
  label: `Trip home ${id}`,
});

describe('daysAtHome: distinct calendar days, both ends included', () => {
  it.each([
    // Mar 1-3 = 3 days.
    ['one visit', [span('2026-03-01', '2026-03-03')], 3],
    // Mar 1-5 and Mar 4-8 overlap on the 4th and 5th: 1-8 = 8 days, not 5 + 5.
    [
      'overlapping visits count shared days once',
      [span('2026-03-01', '2026-03-05'), span('2026-03-04', '2026-03-08')],
      8,
    ],
    // The same visit logged twice: 3 days.
    ['a visit logged twice', [span('2026-03-01', '2026-03-03'), span('2026-03-01', '2026-03-03')], 3],
    // A visit inside another: 1-10 = 10 days.
    ['a visit inside another', [span('2026-03-01', '2026-03-10'), span('2026-03-04', '2026-03-05')], 10],
    // Adjacent (3rd, then 4th-5th): 5 days, nothing lost at the seam.
    ['adjacent visits', [span('2026-03-01', '2026-03-03'), span('2026-03-04', '2026-03-05')], 5],
    // A one-day visit (arrived = left): 1 day.
    ['a one-day visit', [span('2026-07-04', '2026-07-04')], 1],
    ['no visit', [], 0],
  ])('%s', (_label, visits, days) => {
    expect(daysAtHome(visits, '2026-01-01', '2026-12-31')).toBe(days);
  });

  it('clips a visit over New Year to each year: Dec 30 - Jan 2 is 2 days in each', () => {
    const v = [span('2025-12-30', '2026-01-02')];
    expect(daysAtHome(v, '2025-01-01', '2025-12-31')).toBe(2);
    expect(daysAtHome(v, '2026-01-01', '2026-12-31')).toBe(2);
  });
});

describe('visitsByYear', () => {
  it('counts a visit in each year it touches, newest year first, days clipped to the year', () => {
    expect(
      visitsByYear([
        span('2025-12-30', '2026-01-02'),
        span('2026-03-01', '2026-03-05'),
        span('2026-03-04', '2026-03-08'),
      ]),
    ).toEqual([
      // 2026: Jan 1-2 (2) + Mar 1-8 (8) = 10 days over 3 visits; 2025: Dec 30-31 = 2 days.
      { year: 2026, visits: 3, daysAtHome: 10 },
      { year: 2025, visits: 1, daysAtHome: 2 },
    ]);
  });
});

describe('recentVisits', () => {
  it('the last 365 days end today: a visit ending the day before the window is out', () => {
    // Window for 2026-11-26 over 365 days: 2025-11-27 to 2026-11-26.
    const r = recentVisits(
      [span('2025-11-20', '2025-11-26'), span('2025-11-25', '2025-11-28'), span('2026-06-01', '2026-06-03')],
      '2026-11-26',
      365,
    );
    // Nov 27-28 of 2025 (2 days) + Jun 1-3 (3 days); the first visit ends before the window.
    expect(r).toEqual({ from: '2025-11-27', visits: 2, daysAtHome: 5 });
  });
});

describe('visitSuggestions', () => {
  const today = '2026-11-26';

  it('offers each day with a record once, newest first, up to today, from any year', () => {
    const found = visitSuggestions(
      [
        trip(1, '2024-06-01'),
        trip(2, '2026-10-04'),
        trip(3, '2026-12-01'),
        { source: 'expense', id: 9, date: '2026-10-04', label: 'Expense: Omaha dentist' },
      ],
      [],
      today,
    );
    expect(found.map((s) => s.date)).toEqual(['2026-10-04', '2024-06-01']);
    // Both records of Oct 4 become one suggestion citing each.
    expect(found[0]).toMatchObject({ mileage_trip_id: 2, expense_id: 9, tax_home_doc_id: null });
    expect(found[0]?.found).toEqual(['Trip home 2', 'Expense: Omaha dentist']);
  });

  it('a record a visit already cites is not suggested again (a confirmed suggestion)', () => {
    const found = visitSuggestions(
      [trip(2, '2026-10-04'), { source: 'document', id: 5, date: '2026-09-01', label: 'Document' }],
      [
        visit('2026-01-01', '2026-01-01', { mileage_trip_id: 2 }),
        visit('2026-02-01', '2026-02-01', { tax_home_doc_id: 5 }),
      ],
      today,
    );
    expect(found).toEqual([]);
  });

  it('a day a visit already covers is not suggested, the day after it is', () => {
    const found = visitSuggestions(
      [trip(1, '2026-10-03'), trip(2, '2026-10-05'), trip(3, '2026-10-06')],
      [visit('2026-10-03', '2026-10-05')],
      today,
    );
    expect(found.map((s) => s.date)).toEqual(['2026-10-06']);
  });

  it('a cited id of another kind does not hide a candidate (trip 2 is not expense 2)', () => {
    const found = visitSuggestions(
      [trip(2, '2026-10-04')],
      [visit('2026-01-01', '2026-01-01', { expense_id: 2 })],
      today,
    );
    expect(found).toHaveLength(1);
  });

  it(`offers at most ${MAX_SUGGESTIONS}`, () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      trip(i + 1, `2026-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}`),
    );
    expect(visitSuggestions(many, [], today)).toHaveLength(MAX_SUGGESTIONS);
  });
});
