import { describe, expect, it } from 'vitest';
import { visitToOffer } from '@/lib/records/tax-homes/resource';

// A "Tax home visit" trip offers to move the tax home's last visit to the trip's day, when it moves it forward.
const NOW = new Date('2026-05-10T12:00:00Z');
const trip = (date: string, purpose = 'tax_home_visit') => ({ date, purpose });

describe('visitToOffer', () => {
  it.each([
    ['a later trip home', { last_visit_date: '2026-03-01' }, trip('2026-05-01'), '2026-05-01'],
    ['no visit logged yet', { last_visit_date: null }, trip('2026-05-01'), '2026-05-01'],
    ['an older trip home', { last_visit_date: '2026-05-03' }, trip('2026-05-01'), null],
    ['the same day', { last_visit_date: '2026-05-01' }, trip('2026-05-01'), null],
    ['another purpose', { last_visit_date: null }, trip('2026-05-01', 'work_travel'), null],
    ['a trip after today', { last_visit_date: null }, trip('2026-05-11'), null],
    ['no tax home', undefined, trip('2026-05-01'), null],
  ] as const)('%s', (_label, home, t, offer) => {
    expect(visitToOffer(home, t, NOW)).toBe(offer);
  });
});
