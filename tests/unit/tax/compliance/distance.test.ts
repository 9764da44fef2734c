import { describe, expect, it } from 'vitest';
import { taxHomeDistance } from '@/lib/tax/compliance';
import { zipDistanceMiles } from '@/lib/tax/law';

describe('ZIP centroid distance', () => {
  // Great-circle figures between city centres (New York-Los Angeles about 2,445 mi; Austin-Houston about
  // 146 mi; Chicago-Milwaukee about 81 mi).
  it.each([
    ['10001', '90012', 2445],
    ['78701', '77030', 146],
    ['60601', '53202', 82],
    ['78701', '78664', 17],
  ])('%s to %s is about %i miles', (a, b, miles) => {
    expect(Math.abs((zipDistanceMiles(a, b) ?? -1) - miles)).toBeLessThan(3);
    expect(zipDistanceMiles(b, a)).toBeCloseTo(zipDistanceMiles(a, b) ?? -1, 6);
  });
  it('the same ZIP is 0; an unknown one is null', () => {
    expect(zipDistanceMiles('78701', '78701')).toBe(0);
    expect(zipDistanceMiles('78701', '00000')).toBeNull();
    expect(zipDistanceMiles(null, '78701')).toBeNull();
  });
});

describe('taxHomeDistance', () => {
  it('50.0 miles is near, 50.1 is not; the note says there is no legal 50-mile rule', () => {
    const near = taxHomeDistance(50, false);
    expect(near.near).toBe(true);
    expect(near.note).toMatch(/No law sets a 50-mile rule/);
    expect(near.note).toMatch(/sleep away from home/);
    expect(taxHomeDistance(50.1, false)).toEqual({
      miles: 50.1,
      near: false,
      note: '50.1 miles from your tax home.',
    });
  });
  it("the tax home's city is near whatever the ZIPs; unknown ZIPs say what to add", () => {
    expect(taxHomeDistance(null, true).near).toBe(true);
    expect(taxHomeDistance(null, false)).toMatchObject({ miles: null, near: false });
  });
});
