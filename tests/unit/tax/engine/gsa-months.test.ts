import { describe, expect, it } from 'vitest';
import { assignmentGsaExcess, gsaByMonth, type StateCode } from '@/lib/tax/engine';

// Naples, FL (FY 2026): lodging 164 Oct-Nov and May-Sep, 257 Dec-Jan, 314 Feb-Apr; M&IE 80.
const naples = {
  zip: null,
  location: 'Naples',
  state: 'FL' as StateCode,
  housing_stipend: 170_000,
  mie_stipend: 50_000,
};

describe('gsaByMonth: the GSA test of one assignment, month by month', () => {
  it('a seasonal area: within the rate in season, above it after', () => {
    const g = gsaByMonth({ ...naples, start_date: '2026-03-02', end_date: '2026-05-31' });
    expect(g).toMatchObject({ area: 'Naples', via: 'city', checked: true, weeklyAllowance: 220_000 });
    expect(g.months.map((m) => [m.month, m.days, m.weeklyRate])).toEqual([
      ['2026-03', 30, 7 * (31_400 + 8_000)], // 2,758.00 a week: 2,200.00 is within it
      ['2026-04', 30, 7 * (31_400 + 8_000)],
      ['2026-05', 31, 7 * (16_400 + 8_000)], // 1,708.00 a week
    ]);
    // March and April: nothing above the rate. May: 30 full days × (2,200 - 1,708) / 7 = 2,108.57 and the
    // last day at 75% M&IE: 2,200 / 7 - 164 - 60 = 90.29 → 2,198.86
    expect(g.months.map((m) => m.excess)).toEqual([0, 0, 219_886]);
    expect(g.excess).toBe(
      assignmentGsaExcess({ ...naples, start_date: '2026-03-02', end_date: '2026-05-31' }),
    );
  });

  it('Alaska is not checked: no months, no excess', () => {
    const g = gsaByMonth({
      ...naples,
      location: 'Anchorage',
      state: 'AK',
      start_date: '2026-03-02',
      end_date: '2026-05-31',
    });
    expect(g).toMatchObject({ checked: false, months: [], excess: 0 });
  });
});
