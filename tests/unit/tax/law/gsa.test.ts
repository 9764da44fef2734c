// GSA per diem (reference gsa.json, gsa_fy2026_destinations.csv, gsa_fy2026_zip_to_destination.csv).
import { describe, expect, it } from 'vitest';
import { gsaArea, gsaRate } from '@/lib/tax/law';
import { fiscalYearOf, gsaStandardRate, type Place } from '@/lib/tax/law/gsa';

describe('fiscalYearOf', () => {
  it.each([
    ['2025-09-30', 2025],
    ['2025-10-01', 2026],
    ['2026-01-15', 2026],
    ['2026-12-31', 2027],
  ])('%s → FY%i', (date, fy) => expect(fiscalYearOf(date)).toBe(fy));

  it.each(['2026-13-01', '2026/01/01', ''])('%j is rejected', (date) => {
    expect(() => fiscalYearOf(date)).toThrow(RangeError);
  });
});

describe('gsaRate FY2026', () => {
  // [label, place, date, area, lodging $, M&IE $] — destinations.csv rows:
  // 35 San Francisco: M&IE 92, lodging Oct-Dec 272, Jan-Aug 259, Sep 272.
  // 148 Boston / Cambridge: M&IE 92, lodging Oct 349, Nov-Mar 209, Apr-Aug 291, Sep 349.
  // 0 Standard CONUS Rate: 110 / 68.
  it.each<[string, Place, string, string, number, number]>([
    ['SF ZIP 94103 in October (peak)', { zip: '94103' }, '2025-10-15', 'San Francisco', 272, 92],
    ['SF ZIP 94103 in January', { zip: '94103' }, '2026-01-15', 'San Francisco', 259, 92],
    ['SF ZIP+4 94103-1234 in September', { zip: '94103-1234' }, '2026-09-01', 'San Francisco', 272, 92],
    [
      'Boston by city in October',
      { city: 'Boston', state: 'MA' },
      '2025-10-01',
      'Boston / Cambridge',
      349,
      92,
    ],
    [
      'Boston by city in January',
      { city: 'Boston', state: 'MA' },
      '2026-01-10',
      'Boston / Cambridge',
      209,
      92,
    ],
    [
      'Boston, untrimmed lower case',
      { city: '  boston ', state: ' ma' },
      '2026-05-01',
      'Boston / Cambridge',
      291,
      92,
    ],
    [
      'Cambridge, MA: second city of the name',
      { city: 'Cambridge', state: 'MA' },
      '2026-01-10',
      'Boston / Cambridge',
      209,
      92,
    ],
    ['Boston ZIP 02108 in October', { zip: '02108' }, '2025-10-20', 'Boston / Cambridge', 349, 92],
    ['Boston ZIP 02108 in January', { zip: '02108' }, '2026-01-20', 'Boston / Cambridge', 209, 92],
    [
      'ZIP wins over the city',
      { zip: '94103', city: 'Boston', state: 'MA' },
      '2026-01-20',
      'San Francisco',
      259,
      92,
    ],
    ['Austin (row 343) in February', { city: 'Austin', state: 'TX' }, '2026-02-01', 'Austin', 187, 80],
    ['New York without "City"', { city: 'New York', state: 'NY' }, '2026-03-01', 'New York City', 281, 92],
    [
      'Washington, DC: the district is one area',
      { city: 'Washington', state: 'DC' },
      '2026-03-01',
      'District of Columbia',
      276,
      92,
    ],
    ['DC by state alone', { state: 'DC' }, '2026-03-01', 'District of Columbia', 276, 92],
    ['standard ZIP 79901 (dest 0)', { zip: '79901' }, '2026-03-01', 'Standard CONUS Rate', 110, 68],
    ['ZIP absent from the file', { zip: '00001' }, '2026-03-01', 'Standard CONUS Rate', 110, 68],
    ['unknown city', { city: 'Nowhereville', state: 'MA' }, '2026-03-01', 'Standard CONUS Rate', 110, 68],
    [
      'city in the wrong state',
      { city: 'Boston', state: 'TX' },
      '2026-03-01',
      'Standard CONUS Rate',
      110,
      68,
    ],
    ['no place at all', {}, '2026-03-01', 'Standard CONUS Rate', 110, 68],
  ])('%s', (_l, place, date, area, lodging, mie) => {
    const r = gsaRate(place, date);
    expect(r).toMatchObject({ area, fiscalYear: 2026, lodging: lodging * 100, mie: mie * 100, notes: [] });
  });

  it('the standard rate keeps the state asked for', () => {
    expect(gsaRate({ city: 'Nowhereville', state: 'ma' }, '2026-03-01').state).toBe('MA');
    expect(gsaRate({ zip: '94103' }, '2026-03-01').state).toBe('CA');
  });

  // ZIP 02467 maps to 149 Burlington / Woburn, 157 Quincy and 148 Boston / Cambridge.
  it('a ZIP in several areas: the city picks, else the lowest rate with a note', () => {
    expect(gsaRate({ zip: '02467', city: 'Boston' }, '2026-01-10')).toMatchObject({
      area: 'Boston / Cambridge',
      notes: [],
    });
    const r = gsaRate({ zip: '02467' }, '2026-01-10');
    expect(r.area).toBe('Quincy');
    expect(r.notes).toEqual([
      expect.stringMatching(/ZIP 02467 lies in several GSA areas .*Boston \/ Cambridge/),
    ]);
  });
});

describe('gsaRate in other fiscal years (docs/tax-method.md §6: the nearest table, with a note)', () => {
  it('FY2025: the FY2026 area table (GSA left the rates unchanged), said plainly', () => {
    const r = gsaRate({ zip: '94103' }, '2025-03-01');
    expect(r).toMatchObject({ area: 'San Francisco', fiscalYear: 2025, lodging: 25_900, mie: 9_200 });
    expect(r.notes).toEqual([
      'GSA rates for October 2024 to September 2025 are taken to be those of the year after, which GSA left unchanged.',
    ]);
  });

  // gsa.json FY2024 standard: lodging 107, M&IE 59; the area table's nearest year is FY2025.
  it('FY2024: the standard rate of FY2024; an area its FY2025 rates, with a note', () => {
    expect(gsaRate({ city: 'Nowhereville', state: 'TX' }, '2024-03-15')).toMatchObject({
      area: 'Standard CONUS Rate',
      lodging: 10_700,
      mie: 5_900,
      notes: [],
    });
    const r = gsaRate({ zip: '94103' }, '2024-03-15');
    expect(r).toMatchObject({ area: 'San Francisco', fiscalYear: 2024, lodging: 25_900, mie: 9_200 });
    expect(r.notes).toEqual([
      'GSA rates for San Francisco for October 2023 to September 2024 are not in the app; its October 2024 to September 2025 rates are used.',
    ]);
  });

  it('FY2027: the FY2026 tables stand in, with a note', () => {
    const r = gsaRate({ zip: '94103' }, '2026-10-15');
    expect(r).toMatchObject({ area: 'San Francisco', fiscalYear: 2027, lodging: 27_200, mie: 9_200 });
    expect(r.notes).toEqual([
      'GSA rates for October 2026 to September 2027 are not published yet; the October 2025 to September 2026 rates are used.',
    ]);
    expect(gsaRate({ state: 'TX' }, '2026-10-15').notes).toEqual(r.notes);
  });

  it('FY2023: the oldest standard rate (FY2024), with a note', () => {
    const r = gsaRate({ city: 'Nowhereville', state: 'MA' }, '2023-05-01');
    expect(r).toMatchObject({ area: 'Standard CONUS Rate', fiscalYear: 2023, lodging: 10_700, mie: 5_900 });
    expect(r.notes).toEqual([
      'GSA rates for October 2022 to September 2023 are not in the app; the October 2023 to September 2024 rates are used.',
    ]);
  });

  it.each([
    [2024, 107, 59],
    [2025, 110, 68],
    [2026, 110, 68],
  ])('gsaStandardRate(%i) = %i / %i', (fy, lodging, mie) => {
    expect(gsaStandardRate(fy)).toMatchObject({
      fiscalYear: fy,
      lodging: lodging * 100,
      mie: mie * 100,
      notes: [],
    });
  });
});

describe('gsaArea: ZIP, then city, then the county of the city, then standard (docs/tax-method.md §6)', () => {
  it.each<[string, Place, string, string, boolean]>([
    // gsa_fy2026_zip_to_destination.csv: 11201 → 266 New York City (Kings County)
    ['a ZIP in the GSA table', { zip: '11201', city: 'Anywhere', state: 'NY' }, 'New York City', 'zip', true],
    // 79901 (El Paso) is in the table as the standard rate: the city is not looked at
    [
      'a standard-rate ZIP in the table',
      { zip: '79901', city: 'Austin', state: 'TX' },
      'Standard CONUS Rate',
      'zip',
      true,
    ],
    // 94143 (UCSF's own ZIP) is not in the table: San Francisco is a destination name (row 35)
    [
      'a hospital ZIP the table lacks → the city',
      { zip: '94143', city: 'San Francisco', state: 'CA' },
      'San Francisco',
      'city',
      true,
    ],
    ['that ZIP alone → its city from the ZIP data set', { zip: '94143' }, 'San Francisco', 'city', true],
    // Brooklyn is not a destination name; its ZIPs in the zipcodes data set lie in Kings County → NYC
    [
      'Brooklyn, NY without a ZIP → New York City (Kings County)',
      { city: 'Brooklyn', state: 'NY' },
      'New York City',
      'county',
      true,
    ],
    ['brooklyn, untrimmed lower case', { city: '  brooklyn ', state: 'ny' }, 'New York City', 'county', true],
    // Jacksonville, FL: most of its ZIPs are standard-rate ZIPs in the table
    [
      'a city whose ZIPs are mostly standard',
      { city: 'Jacksonville', state: 'FL' },
      'Standard CONUS Rate',
      'county',
      true,
    ],
    ['an unknown city', { city: 'Nowhereville', state: 'TX' }, 'Standard CONUS Rate', 'standard', true],
    ['DC as a whole', { state: 'DC' }, 'District of Columbia', 'state', true],
    // Alaska and Hawaii have no CONUS rate (DoD sets theirs): not checked
    ['Honolulu, HI', { city: 'Honolulu', state: 'HI' }, 'Outside the continental US', 'outside', false],
    [
      'Anchorage, AK',
      { city: 'Anchorage', state: 'AK', zip: '99501' },
      'Outside the continental US',
      'outside',
      false,
    ],
    ['a Hawaii ZIP alone', { zip: '96813' }, 'Outside the continental US', 'outside', false],
    ['a Puerto Rico ZIP alone', { zip: '00601' }, 'Outside the continental US', 'outside', false],
  ])('%s', (_label, place, name, via, checked) => {
    expect(gsaArea(place)).toMatchObject({ name, via, checked });
  });

  it('Honolulu: no rate, not checked, a plain note', () => {
    const r = gsaRate({ city: 'Honolulu', state: 'HI' }, '2026-03-01');
    expect(r).toMatchObject({ checked: false, lodging: 0, mie: 0 });
    expect(r.notes).toEqual([expect.stringMatching(/^GSA sets no per diem rate for Alaska, Hawaii/)]);
  });
});

describe('speed', () => {
  it('a lookup after the first takes well under 0.05 ms', () => {
    gsaRate({ zip: '94103' }, '2026-01-15');
    const places: Place[] = [
      { zip: '94103' },
      { zip: '02467' },
      { city: 'Boston', state: 'MA' },
      { zip: '79901' },
    ];
    const n = 20_000;
    const start = performance.now();
    for (let i = 0; i < n; i++) gsaRate(places[i % places.length] ?? {}, '2026-01-15');
    expect((performance.now() - start) / n).toBeLessThan(0.05);
  });
});
