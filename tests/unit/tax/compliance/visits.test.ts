import { describe, expect, it } from 'vitest';
import { visitSuggestions } from '@/lib/tax/compliance';

const trip = (date: string, miles = 200) => ({ date, miles, destination: 'Omaha, NE' });

describe('visitSuggestions', () => {
  it('the newest trip home after the last visit, up to today', () => {
    const trips = [trip('2026-03-01'), trip('2026-10-04'), trip('2026-08-15'), trip('2026-12-01')];
    const r = visitSuggestions(trips, '2026-08-15', '2026-11-26');
    expect(r.suggested?.date).toBe('2026-10-04');
    // The trip dated after today is not counted either.
    expect(r.tripsHomeThisYear).toBe(3);
  });
  it('a trip on the last visit day or before is already logged', () => {
    expect(visitSuggestions([trip('2026-08-15')], '2026-08-15', '2026-11-26').suggested).toBeNull();
  });
  it('with no visit logged, any trip home is suggested; last year does not count this year', () => {
    const r = visitSuggestions([trip('2025-12-30'), trip('2026-01-10')], null, '2026-11-26');
    expect([r.suggested?.date, r.tripsHomeThisYear]).toEqual(['2026-01-10', 1]);
  });
});
