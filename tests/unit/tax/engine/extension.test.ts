import { describe, expect, it } from 'vitest';
import { extensionTimeline } from '@/lib/tax/engine';

const at = (id: number, start_date: string, end_date: string, location = 'Denver') => ({
  id,
  location,
  state: 'CO' as const,
  start_date,
  end_date,
});

describe('extensionTimeline (Rev. Rul. 93-86, distinct days in 24 months)', () => {
  it('one contract: 365 days is within the rule, 366 breaks it on the 366th day', () => {
    const ok = at(1, '2026-01-01', '2026-12-17');
    expect(extensionTimeline(ok, 2, [ok])).toMatchObject({
      newEndDate: '2026-12-31',
      daysNow: 351,
      daysExtended: 365,
      breakDate: null,
      lastSafeDate: '2026-12-31',
      breaksNow: false,
      breaksExtended: false,
    });
    const over = at(1, '2026-01-01', '2026-12-18');
    expect(extensionTimeline(over, 2, [over])).toMatchObject({
      newEndDate: '2027-01-01',
      daysExtended: 366,
      breakDate: '2027-01-01',
      lastSafeDate: '2026-12-31',
      breaksExtended: true,
    });
  });

  it('overlapping contracts at the place count each day once; another city does not count', () => {
    const before = at(1, '2025-01-01', '2025-06-30'); // 181 days, June shared with the next
    const elsewhere = at(3, '2025-07-01', '2025-12-31', 'Boulder');
    const b = at(2, '2025-06-01', '2025-12-17');
    const history = [before, b, elsewhere];
    // Summed, 181 + 214 = 395 days; distinct, January 1 to December 31 = 365.
    expect(extensionTimeline(b, 2, history)).toMatchObject({ daysExtended: 365, breakDate: null });
    const b2 = at(2, '2025-06-01', '2025-12-18');
    const r = extensionTimeline(b2, 2, [before, b2, elsewhere]);
    expect([r.daysExtended, r.breakDate, r.lastSafeDate]).toEqual([366, '2026-01-01', '2025-12-31']);
  });

  it('days that fell out of the 24 months do not count', () => {
    const old = at(1, '2023-01-01', '2023-12-01');
    const now = at(2, '2025-06-01', '2025-12-01');
    const r = extensionTimeline(now, 4, [old, now]);
    expect(r.breakDate).toBeNull();
    expect(r.daysExtended).toBe(184 + 28);
  });

  it('already past the rule at its current end: the break date is inside the contract', () => {
    const before = at(1, '2025-01-01', '2025-10-31');
    const now = at(2, '2025-11-01', '2026-03-01');
    const r = extensionTimeline(now, 1, [before, now]);
    expect(r.breaksNow).toBe(true);
    expect(r.breakDate).toBe('2026-01-01');
  });
});
