// The local tables (lib/tax/law/local.ts) are transcribed from the reference local.json: every rate here is
// checked against it, so a changed or mistyped figure fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COLORADO_OPT,
  FLAT_LOCAL_TAXES,
  PA_DEFAULT_RESIDENT_EIT,
  PHILADELPHIA_RATES,
  slug,
} from '@/lib/tax/law/local';
import {
  INDIANA_COUNTY_RATES,
  MD_BRACKET_COUNTIES,
  MD_COUNTY_RATES,
  MD_NONRESIDENT_RATE,
  METRO_SHS,
  MULTNOMAH_PFA,
  NYC_BRACKETS,
  YONKERS,
} from '@/lib/tax/law/local-income';
import { inNewYorkCity, localPlace, placeCounties } from '@/lib/tax/law/local-places';
import { FILING_STATUSES } from '@/lib/tax/law/types';

const REFERENCE_DIR = process.env.REFERENCE_DIR ?? path.resolve(process.cwd(), 'lib/tax/law/reference');
const file = path.join(REFERENCE_DIR, 'local.json');
// The reference JSON is untyped and read only here, field by field against the tables.
type J = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ref: J = JSON.parse(readFileSync(file, 'utf8')) as J;
const dollars = (b: readonly (readonly [number, number])[]) => b.map(([l, r]) => [l / 100, r]);
const key = (name: string) => slug(name).replace(/-/g, '_');

describe('local tables equal the reference local.json', () => {
  it('Philadelphia: every period, the one not found kept as null', () => {
    const periods = ref.philadelphia.rates as J[];
    expect(PHILADELPHIA_RATES).toEqual(
      periods.map((p) => ({
        from: p.effective_from,
        resident: p.resident_rate,
        nonresident: p.nonresident_rate,
      })),
    );
  });

  it('Pennsylvania EIT: the 1% default and the cities', () => {
    expect(PA_DEFAULT_RESIDENT_EIT).toBe(ref.pennsylvania_eit.default_rate.resident_total);
    for (const [name, c] of Object.entries(ref.pennsylvania_eit.cities as Record<string, J>)) {
      const t = FLAT_LOCAL_TAXES.find((x) => x.id === `PA-${name}`);
      expect(t?.resident[2025], name).toBe(c.resident_rate);
      expect(t?.nonresident[2026], name).toBe(c.nonresident_rate);
    }
  });

  it('Ohio cities: one rate for residents and nonresidents; Cleveland credits 100% up to 2.5%', () => {
    // Credits the reference lacks, researched from each city's own publication (sources in lib/tax/law/local.ts):
    // 100% of the tax paid to the work city, up to the city's own rate.
    const researched = new Set(['columbus', 'youngstown']);
    for (const [name, c] of Object.entries(ref.ohio_municipal.cities as Record<string, J>)) {
      const t = FLAT_LOCAL_TAXES.find((x) => x.id === `OH-${name}`);
      expect([t?.resident[2025], t?.nonresident[2026]], name).toEqual([c.rate, c.rate]);
      expect(t?.unconfirmed ?? false, name).toBe(c.verified === false);
      if (researched.has(name)) {
        expect(c.resident_credit ?? null, `${name}: the reference has no credit`).toBeNull();
        expect(t?.residentCredit, name).toEqual({ share: 1, capRate: c.rate });
      } else {
        expect(t?.residentCredit ? t.residentCredit.share : null, name).toBe(
          c.resident_credit?.credit_rate ?? null,
        );
      }
    }
  });

  it('Maryland: every county, both years; Anne Arundel and Frederick brackets; the nonresident rate', () => {
    const flat = ref.maryland_county.flat_rates as Record<string, Record<string, number>>;
    const ours = Object.fromEntries(
      Object.entries(MD_COUNTY_RATES).map(([c, r]) => [
        key(c === 'Baltimore County' ? c : c.replace(/ County$/, '')),
        { 2025: r[2025], 2026: r[2026] },
      ]),
    );
    expect(ours).toEqual(
      Object.fromEntries(Object.entries(flat).map(([c, r]) => [c, { 2025: r['2025'], 2026: r['2026'] }])),
    );
    const b = ref.maryland_county.bracket_counties as J;
    for (const [name, county] of [
      ['anne_arundel', 'Anne Arundel County'],
      ['frederick', 'Frederick County'],
    ]) {
      const t = MD_BRACKET_COUNTIES[county ?? ''];
      expect(dollars(t?.brackets('single') ?? [])).toEqual(b[name ?? ''].single_mfs_dependent);
      expect(dollars(t?.brackets('married_joint') ?? [])).toEqual(b[name ?? ''].joint_hoh_qss);
      expect(t?.whole).toBe(b[name ?? ''].type === 'whole_income_at_bracket_rate');
    }
    expect(MD_NONRESIDENT_RATE).toEqual({
      2025: ref.maryland_county.special_nonresident_tax.rate_2025,
      2026: ref.maryland_county.special_nonresident_tax.rate_2026,
    });
  });

  it('New York City brackets and Yonkers', () => {
    for (const s of FILING_STATUSES) expect(dollars(NYC_BRACKETS[s])).toEqual(ref.new_york.nyc.brackets[s]);
    const y = ref.new_york.yonkers as J;
    expect(YONKERS.residentSurcharge).toBe(y.resident_surcharge_rate_of_ny_state_tax);
    expect(YONKERS.nonresidentRate).toBe(y.nonresident_earnings_tax_rate);
    expect(YONKERS.exclusions).toEqual(
      (y.nonresident_exclusion_cents as J[]).map((e) => [e.total_earnings_up_to_cents, e.exclusion_cents]),
    );
  });

  it('Kentucky, Michigan, Missouri, Wilmington and Birmingham rates', () => {
    const rates = (id: string) => {
      const t = FLAT_LOCAL_TAXES.find((x) => x.id === id);
      return [t?.resident[2025], t?.nonresident[2025]];
    };
    const ky = ref.kentucky as J;
    expect(rates('KY-louisville')).toEqual([
      ky.louisville_metro.rates.resident_working_in_jefferson_county,
      ky.louisville_metro.rates.nonresident_working_in_jefferson_county,
    ]);
    expect(rates('KY-lexington')).toEqual([
      ky.lexington_fayette.resident_working_in_fayette_total,
      ky.lexington_fayette.nonresident_working_in_fayette_total,
    ]);
    const mi = ref.michigan_cities.cities as Record<string, [number, number]>;
    const ours = FLAT_LOCAL_TAXES.filter((t) => t.state === 'MI');
    expect(
      Object.fromEntries(ours.map((t) => [key(t.name), [t.resident[2025], t.nonresident[2025]]])),
    ).toEqual(mi);
    expect(ours.find((t) => t.name === 'Detroit')?.exemptionPerPerson).toBe(
      ref.michigan_cities.detroit_exemption_cents_per_person,
    );
    expect(rates('MO-kansas-city')).toEqual([ref.missouri.kansas_city.rate, ref.missouri.kansas_city.rate]);
    expect(rates('MO-st-louis')).toEqual([ref.missouri.st_louis.rate, ref.missouri.st_louis.rate]);
    expect(rates('DE-wilmington')).toEqual([ref.delaware_wilmington.rate, ref.delaware_wilmington.rate]);
    expect(rates('AL-birmingham')).toEqual([ref.alabama.birmingham.rate, ref.alabama.birmingham.rate]);
  });

  it('Indiana counties (2026 not found: null), Portland area and Colorado OPT', () => {
    const ind = ref.indiana_county.counties as Record<string, Record<string, number | null>>;
    expect(
      Object.fromEntries(
        Object.entries(INDIANA_COUNTY_RATES).map(([c, r]) => [
          key(c.replace(/ County$/, '')),
          { 2025: r[2025], 2026: r[2026] },
        ]),
      ),
    ).toEqual(
      Object.fromEntries(Object.entries(ind).map(([c, r]) => [c, { 2025: r['2025'], 2026: r['2026'] }])),
    );
    const pfa = ref.oregon_portland_area.multnomah_pfa.brackets as J;
    for (const s of FILING_STATUSES) expect(dollars(MULTNOMAH_PFA[s])).toEqual(pfa[s]);
    const shs = ref.oregon_portland_area.metro_shs as J;
    expect([METRO_SHS.rate, METRO_SHS.threshold]).toEqual([shs.rate, shs.threshold_cents]);
    const opt = ref.colorado_occupational_privilege as J;
    for (const o of COLORADO_OPT) {
      expect(o.centsPerMonth, o.name).toBe(opt[`${key(o.name)}_employee_cents_per_month`]);
    }
  });
});

describe('places: city, ZIP and county', () => {
  it.each([
    // [state, city, zip, expected city, expected county]
    ['MD', 'Baltimore', '21201', 'Baltimore', 'Baltimore City, MD'],
    ['MD', 'Baltimore', null, 'Baltimore', 'Baltimore City, MD'], // most of the city's ZIPs
    ['IN', 'Indianapolis', '46204', 'Indianapolis', 'Marion County, IN'],
    ['PA', 'Philly', '19104', 'Philadelphia', null], // the ZIP's postal city wins; no county table for PA
  ] as const)('%s %s %s', (state, city, zip, name, county) => {
    expect(localPlace(state, city, zip)).toMatchObject({ city: name, county });
  });

  it.each([
    // [state, city, zip, the counties an assignment may name]
    ['IN', 'Indianapolis', '46240', ['Marion County, IN', 'Hamilton County, IN']], // two counties, largest first
    ['IN', 'Fort Wayne', '46802', ['Allen County, IN']],
    ['MD', 'Baltimore', '21227', ['Baltimore County, MD', 'Baltimore City, MD']],
    ['PA', 'Philadelphia', '19104', []], // no county table for PA: nothing to check
  ] as const)('the counties %s %s %s may name', (state, city, zip, counties) => {
    expect(placeCounties(state, city, zip)).toEqual(counties);
  });

  it.each([
    // [zip, county given, the county used, ambiguous]
    ['46240', null, 'Marion County, IN', true], // the ZIP's primary county, as before
    ['46240', 'Hamilton County', 'Hamilton County, IN', false], // the assignment's county wins
    ['46240', 'hamilton', 'Hamilton County, IN', false],
  ] as const)('46240 with county %s → %s', (zip, given, county, ambiguous) => {
    expect(localPlace('IN', 'Indianapolis', zip, given)).toMatchObject({
      county,
      countyAmbiguous: ambiguous,
    });
  });

  it.each([
    ['NY', 'Brooklyn', '11201', true],
    ['NY', 'Anything', '10001', true],
    ['NY', 'Yonkers', '10701', false],
    ['NY', 'Queens', null, true],
    ['NY', 'Utica', null, false],
    ['NJ', 'New York', null, false],
  ] as const)('NYC: %s %s %s → %s', (state, city, zip, expected) => {
    expect(inNewYorkCity(state, city, zip)).toBe(expected);
  });
});
