// local.json of the reference → LocalData: the local income, earnings and wage taxes of docs/tax-method.md §4b
// keyed as the reference keys them (city and county keys in lower case, rates as decimals, amounts in cents;
// a rate the reference could not find stays null). lib/tax/law/local.ts and local-income.ts give them their
// names, ids and the researched figures the reference lacks.
import type { LocalData, LocalRates } from '../../lib/tax/law/data-types';
import type { Bracket, FilingStatus } from '../../lib/tax/law/types';
import { arr, brackets, type Json, type JsonObject, num, obj, ReferenceDataError, str } from './util';

const orNull = (v: Json | undefined, where: string): number | null => (v === null ? null : num(v, where));

/** `{ "2025": rate | null, "2026": ... }` → by year. */
function byYear(v: Json | undefined, where: string): LocalRates {
  return Object.fromEntries(Object.entries(obj(v, where)).map(([y, r]) => [y, orNull(r, `${where}.${y}`)]));
}

const sources = (o: JsonObject, where: string): string =>
  Array.isArray(o.sources)
    ? arr(o.sources, `${where}.sources`)
        .map((x, i) => str(x, `${where}.sources[${i}]`))
        .join('; ')
    : Object.entries(obj(o.sources, `${where}.sources`))
        .map(([k, x]) => `${k}: ${str(x, `${where}.sources.${k}`)}`)
        .join('; ');

const statuses = (v: Json | undefined, where: string): Record<FilingStatus, Bracket[]> => {
  const o = obj(v, where);
  const b = (s: string) => brackets(o[s], `${where}.${s}`);
  return {
    single: b('single'),
    married_joint: b('married_joint'),
    married_separate: b('married_separate'),
    head_of_household: b('head_of_household'),
  };
};

export function mapLocal(ref: Json): LocalData {
  const root = obj(ref, 'local.json');
  const philly = obj(root.philadelphia, 'philadelphia');
  const pa = obj(root.pennsylvania_eit, 'pennsylvania_eit');
  const lst = obj(pa.local_services_tax, 'pennsylvania_eit.local_services_tax');
  const ohio = obj(root.ohio_municipal, 'ohio_municipal');
  const md = obj(root.maryland_county, 'maryland_county');
  const ny = obj(root.new_york, 'new_york');
  const nyc = obj(ny.nyc, 'new_york.nyc');
  const yonkers = obj(ny.yonkers, 'new_york.yonkers');
  const ky = obj(root.kentucky, 'kentucky');
  const mi = obj(root.michigan_cities, 'michigan_cities');
  const ind = obj(root.indiana_county, 'indiana_county');
  const mo = obj(root.missouri, 'missouri');
  const portland = obj(root.oregon_portland_area, 'oregon_portland_area');
  const shs = obj(portland.metro_shs, 'metro_shs');
  const opt = obj(root.colorado_occupational_privilege, 'colorado_occupational_privilege');
  const nsr = obj(md.special_nonresident_tax, 'maryland_county.special_nonresident_tax');
  const louisville = obj(obj(ky.louisville_metro, 'louisville_metro').rates, 'louisville_metro.rates');
  const lexington = obj(ky.lexington_fayette, 'lexington_fayette');
  const miVerified = obj(mi.verified, 'michigan_cities.verified');

  return {
    source: `Travel Ledger reference local.json (${str(obj(root.meta, 'meta').compiled, 'meta.compiled')}): ${str(obj(root.meta, 'meta').policyengine, 'meta.policyengine')} and the pages named per entry`,
    philadelphia: arr(philly.rates, 'philadelphia.rates').map((raw, i) => {
      const p = obj(raw, `philadelphia.rates[${i}]`);
      return {
        from: str(p.effective_from, `philadelphia.rates[${i}].effective_from`),
        resident: orNull(p.resident_rate, `philadelphia.rates[${i}].resident_rate`),
        nonresident: orNull(p.nonresident_rate, `philadelphia.rates[${i}].nonresident_rate`),
      };
    }),
    paDefaultResidentEit: num(
      obj(pa.default_rate, 'default_rate').resident_total,
      'default_rate.resident_total',
    ),
    paCities: Object.fromEntries(
      Object.entries(obj(pa.cities, 'pennsylvania_eit.cities')).map(([k, raw]) => {
        const c = obj(raw, `pennsylvania_eit.cities.${k}`);
        return [
          k,
          {
            resident: orNull(c.resident_rate, `${k}.resident_rate`),
            nonresident: orNull(c.nonresident_rate, `${k}.nonresident_rate`),
            verified: c.verified === true,
            source: str(c.source, `${k}.source`),
          },
        ];
      }),
    ),
    paLocalServicesTax: {
      maxPerYear: num(lst.max_per_year_cents, 'local_services_tax.max_per_year_cents'),
      exemptBelow: num(
        lst.exempt_if_earned_income_below_cents,
        'local_services_tax.exempt_if_earned_income_below_cents',
      ),
      verified: lst.verified === true,
      source: str(lst.source, 'local_services_tax.source'),
    },
    ohioEntrantDays: num(
      obj(ohio.occasional_entrant_20_day_rule, 'occasional_entrant_20_day_rule').days_threshold,
      'days_threshold',
    ),
    ohioCities: Object.fromEntries(
      Object.entries(obj(ohio.cities, 'ohio_municipal.cities')).map(([k, raw]) => {
        const c = obj(raw, `ohio_municipal.cities.${k}`);
        const rate = num(c.rate, `${k}.rate`);
        const credit = c.resident_credit === null ? null : obj(c.resident_credit, `${k}.resident_credit`);
        // Cleveland: "up to 2.5%": the city's own rate on the income the other city taxed.
        return [
          k,
          {
            rate,
            credit: credit ? { share: num(credit.credit_rate, `${k}.credit_rate`), capRate: rate } : null,
            verified: c.verified === true,
            source: str(c.source, `${k}.source`),
          },
        ];
      }),
    ),
    mdCounties: Object.fromEntries(
      Object.entries(obj(md.flat_rates, 'maryland_county.flat_rates')).map(([k, r]) => [
        k,
        byYear(r, `flat_rates.${k}`),
      ]),
    ),
    mdBracketCounties: Object.fromEntries(
      Object.entries(obj(md.bracket_counties, 'maryland_county.bracket_counties')).map(([k, raw]) => {
        const c = obj(raw, `bracket_counties.${k}`);
        const type = str(c.type, `${k}.type`);
        if (type !== 'marginal' && type !== 'whole_income_at_bracket_rate')
          throw new ReferenceDataError(k, `type ${type}`);
        return [
          k,
          {
            whole: type === 'whole_income_at_bracket_rate',
            single: brackets(c.single_mfs_dependent, `${k}.single`),
            joint: brackets(c.joint_hoh_qss, `${k}.joint`),
          },
        ];
      }),
    ),
    mdNonresident: { 2025: num(nsr.rate_2025, 'rate_2025'), 2026: num(nsr.rate_2026, 'rate_2026') },
    mdSource: sources(md, 'maryland_county'),
    nycBrackets: statuses(nyc.brackets, 'nyc.brackets'),
    yonkers: {
      residentSurcharge: num(yonkers.resident_surcharge_rate_of_ny_state_tax, 'yonkers.resident_surcharge'),
      nonresidentRate: num(yonkers.nonresident_earnings_tax_rate, 'yonkers.nonresident_rate'),
      exclusions: arr(yonkers.nonresident_exclusion_cents, 'yonkers.exclusions').map((raw, i) => {
        const e = obj(raw, `yonkers.exclusions[${i}]`);
        return [orNull(e.total_earnings_up_to_cents, 'up_to'), num(e.exclusion_cents, 'exclusion')] as const;
      }),
    },
    kentucky: {
      louisville: {
        resident: num(louisville.resident_working_in_jefferson_county, 'louisville.resident'),
        nonresident: num(louisville.nonresident_working_in_jefferson_county, 'louisville.nonresident'),
      },
      lexington: {
        resident: num(lexington.resident_working_in_fayette_total, 'lexington.resident'),
        nonresident: num(lexington.nonresident_working_in_fayette_total, 'lexington.nonresident'),
      },
    },
    michiganCities: Object.fromEntries(
      Object.entries(obj(mi.cities, 'michigan_cities.cities')).map(([k, raw]) => {
        const [r, n] = arr(raw, `michigan.${k}`);
        return [
          k,
          { resident: num(r, `${k}[0]`), nonresident: num(n, `${k}[1]`), verified: miVerified[k] === true },
        ];
      }),
    ),
    detroitExemptionPerPerson: num(
      mi.detroit_exemption_cents_per_person,
      'detroit_exemption_cents_per_person',
    ),
    indianaCounties: Object.fromEntries(
      Object.entries(obj(ind.counties, 'indiana_county.counties')).map(([k, r]) => [
        k,
        byYear(r, `indiana.${k}`),
      ]),
    ),
    kansasCity: num(obj(mo.kansas_city, 'kansas_city').rate, 'kansas_city.rate'),
    stLouis: num(obj(mo.st_louis, 'st_louis').rate, 'st_louis.rate'),
    wilmington: num(obj(root.delaware_wilmington, 'delaware_wilmington').rate, 'wilmington.rate'),
    birmingham: num(obj(obj(root.alabama, 'alabama').birmingham, 'birmingham').rate, 'birmingham.rate'),
    multnomahPfa: statuses(obj(portland.multnomah_pfa, 'multnomah_pfa').brackets, 'multnomah_pfa.brackets'),
    metroShs: {
      rate: num(shs.rate, 'metro_shs.rate'),
      threshold: {
        single: num(obj(shs.threshold_cents, 'threshold').single, 'threshold.single'),
        married_joint: num(obj(shs.threshold_cents, 'threshold').married_joint, 'threshold.married_joint'),
      },
    },
    coloradoOpt: Object.fromEntries(
      Object.entries(opt)
        .filter(([k]) => k.endsWith('_employee_cents_per_month'))
        .map(([k, v]) => [k.replace(/_employee_cents_per_month$/, ''), num(v, k)]),
    ),
  };
}
