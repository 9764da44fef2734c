// states.json of the reference → StatesData: one StateYearLaw per state and tax year, every caveat of the
// reference kept as a readable line in `notes`. An unknown key anywhere stops the generator.
import type { FederalData, StatesData } from '../../lib/tax/law/data-types';
import { STATE_CODES, type StateCode, type StateForms, type StateYearLaw } from '../../lib/tax/law/types';
import { CREDIT_KEYS, mapExemptionCredit, mapOvertime, OVERTIME_KEYS } from './state-credits';
import { mapStateYear, SUB_KEYS, YEAR_KEYS } from './state-year';
import {
  arr,
  checkKeys,
  isObject,
  type Json,
  type JsonObject,
  obj,
  optStr,
  ReferenceDataError,
  str,
  strList,
} from './util';

export const STATE_YEARS = [2025, 2026] as const;

/** Every key the mapping understands, by place in states.json. */
export const KNOWN_KEYS: Readonly<Record<string, readonly string[]>> = {
  root: ['meta', 'reciprocity_pairs', 'reciprocity_dc_note', 'states'],
  state: [
    'name',
    'has_income_tax',
    'note',
    'years',
    'forms',
    'filing_deadline_ty2025',
    'filing_deadline_ty2026',
    'filing_deadline_source',
    'reciprocity',
    'local_income_tax',
    'ube_deduction_w2',
    'nonresident_filing_threshold',
    'source_files',
    'official_refs_cited_by_source',
    // states-v3.json (November 2026 additions)
    'obbba_overtime_deduction',
    'previous_note',
    'business_income_note',
  ],
  year: YEAR_KEYS,
  ...SUB_KEYS,
  forms: ['resident', 'nonresident', 'description', 'source'],
  reciprocity: ['exempts_wages_of_residents_of', 'employee_exemption_form', 'note', 'source'],
  ube_deduction_w2: ['status', 'source'],
  personal_exemption_credit: CREDIT_KEYS,
  obbba_overtime_deduction: OVERTIME_KEYS,
  nonresident_filing_threshold: ['rule', 'source'],
};

/** Reference README "NOT verified" item 8: form details not caught by the word "unverified" in the entry. */
const FORMS_UNVERIFIED_README: Partial<Record<StateCode, string>> = {
  IN: 'IT-40RNR usage note (per TaxSlayer help pages) unverified',
};
const README_ITEM_8: readonly StateCode[] = ['GA', 'NC', 'PA', 'UT', 'VT', 'WV', 'IN'];

const isStateCode = (s: string): s is StateCode => (STATE_CODES as readonly string[]).includes(s);
function stateCode(s: string, where: string): StateCode {
  if (!isStateCode(s)) throw new ReferenceDataError(where, `"${s}" is not a state code`);
  return s;
}

/** Records the keys of `o` under `place`, then checks them against KNOWN_KEYS. */
function visit(seen: Map<string, Set<string>>, place: string, o: JsonObject, where: string): JsonObject {
  const set = seen.get(place) ?? new Set<string>();
  Object.keys(o).forEach((k) => set.add(k));
  seen.set(place, set);
  checkKeys(o, KNOWN_KEYS[place] ?? [], where);
  return o;
}

function mapForms(code: StateCode, raw: Json | undefined, notes: string[]): StateForms {
  if (raw === null) return { resident: null, nonresident: null, description: null };
  const f = obj(raw, `${code}.forms`);
  const forms: StateForms = {
    resident: optStr(f.resident, `${code}.forms.resident`),
    nonresident: optStr(f.nonresident, `${code}.forms.nonresident`),
    description: optStr(f.description, `${code}.forms.description`),
  };
  const flagged = [forms.nonresident, forms.description].find((t) => t && /unverified|verify/i.test(t));
  const unverified = FORMS_UNVERIFIED_README[code] ?? flagged;
  if (unverified) {
    forms.unverified = unverified;
    notes.push(`${code}: form details unverified: ${unverified}`);
  }
  if (README_ITEM_8.includes(code) !== Boolean(unverified)) {
    throw new ReferenceDataError(`${code}.forms`, 'unverified-form flag disagrees with README item 8');
  }
  return forms;
}

/** Due date of the tax year's return; a TY2026 date carries the reference's assumption as a note. */
function deadline(code: StateCode, s: JsonObject, year: number, notes: string[]): string {
  const ty2025 = str(s.filing_deadline_ty2025, `${code}.filing_deadline_ty2025`);
  const raw =
    year === 2025 ? ty2025 : optStr(s[`filing_deadline_ty${year}`], `${code}.filing_deadline_ty${year}`);
  if (raw === null) {
    const date = `${year + 1}${ty2025.slice(4)}`;
    notes.push(
      `${code} ${year}: filing deadline ${date} assumed (same month/day as TY2025; not in the reference)`,
    );
    return date;
  }
  const m = /^(\d{4}-\d{2}-\d{2})(?:\s*\((.*)\))?$/.exec(raw.trim());
  if (!m?.[1]) throw new ReferenceDataError(`${code}.filing_deadline_ty${year}`, `unreadable "${raw}"`);
  if (m[2]) notes.push(`${code} ${year}: filing deadline ${m[1]} ${m[2]}`);
  return m[1];
}

export function mapStates(ref: Json, federal: FederalData): StatesData {
  const seen = new Map<string, Set<string>>();
  const root = visit(seen, 'root', obj(ref, 'states.json'), 'states.json');
  const meta = obj(root.meta, 'meta');
  const base = `Travel Ledger reference states-v3.json (compiled ${str(meta.compiled, 'meta.compiled').slice(0, 7)})`;
  const states = {} as Record<StateCode, StatesData['states'][StateCode]>;
  const rawStates = obj(root.states, 'states');
  const extra = Object.keys(rawStates).filter((k) => !isStateCode(k));
  if (extra.length > 0) throw new ReferenceDataError('states', `unknown state(s) ${extra.join(', ')}`);
  for (const code of STATE_CODES) {
    const s = visit(seen, 'state', obj(rawStates[code], code), code);
    const name = str(s.name, `${code}.name`);
    const rawYears = obj(s.years, `${code}.years`);
    if (Object.keys(rawYears).join() !== STATE_YEARS.join()) throw new ReferenceDataError(code, 'years');
    const years: Record<string, StateYearLaw> = {};
    for (const year of STATE_YEARS) {
      const rawYear = obj(rawYears[year], `${code}.years.${year}`);
      visit(seen, 'year', rawYear, `${code}.years.${year}`);
      for (const place of [...Object.keys(SUB_KEYS), 'personal_exemption_credit']) {
        const sub = rawYear[place];
        if (isObject(sub)) visit(seen, place, sub, `${code}.years.${year}.${place}`);
      }
      const fedStd = federal.years[year]?.standardDeduction;
      if (!fedStd) throw new ReferenceDataError(code, `no federal table for ${year}`);
      const sameForAll = /same schedule for all (filing )?statuses/i.test(
        optStr(s.note, `${code}.note`) ?? '',
      );
      const mapped = mapStateYear(code, year, rawYear, fedStd, sameForAll);
      const law = mapStateEntry(code, name, year, s, mapped, seen, base);
      if (rawYear.personal_exemption_credit !== undefined) {
        const before = years[year - 1]?.exemptionCredit;
        const notes = law.notes as string[];
        law.exemptionCredit = mapExemptionCredit(
          code,
          year,
          rawYear.personal_exemption_credit,
          before,
          notes,
        );
      }
      if (isObject(s.obbba_overtime_deduction))
        visit(
          seen,
          'obbba_overtime_deduction',
          s.obbba_overtime_deduction,
          `${code}.obbba_overtime_deduction`,
        );
      law.overtimeDeduction = mapOvertime(code, year, s.obbba_overtime_deduction, law.notes as string[]);
      // A corrected figure's own source (Kentucky 2026's indexed standard deduction), with the year's.
      const deductionSource = optStr(
        rawYear.standard_deduction_source,
        `${code}.years.${year}.standard_deduction_source`,
      );
      if (deductionSource) (law.sources as string[]).push(`standard deduction ${year}: ${deductionSource}`);
      years[year] = law;
    }
    if (Object.values(years).some((y) => y.hasIncomeTax !== (s.has_income_tax === true))) {
      throw new ReferenceDataError(code, 'has_income_tax disagrees with the year type');
    }
    states[code] = { name, years };
  }
  const pairs = arr(root.reciprocity_pairs, 'reciprocity_pairs').map((p, i) => {
    const [a, b] = strList(p, `reciprocity_pairs[${i}]`).map((c) => stateCode(c, `reciprocity_pairs[${i}]`));
    if (!a || !b) throw new ReferenceDataError(`reciprocity_pairs[${i}]`, 'not a pair');
    return [a, b] as const;
  });
  const referenceKeys = Object.fromEntries([...seen].map(([place, keys]) => [place, [...keys].sort()]));
  return {
    source: `${base}; ${str(meta.primary_numeric_source, 'meta')}`,
    years: [...STATE_YEARS],
    referenceKeys,
    reciprocityPairs: pairs,
    states,
  };
}

function mapStateEntry(
  code: StateCode,
  name: string,
  year: number,
  s: JsonObject,
  m: ReturnType<typeof mapStateYear>,
  seen: Map<string, Set<string>>,
  base: string,
): StateYearLaw {
  const notes = [...m.notes];
  const sources: string[] = [];
  if (isObject(s.forms)) visit(seen, 'forms', s.forms, `${code}.forms`);
  const forms = mapForms(code, s.forms, notes);
  const filingDeadline = m.hasIncomeTax ? deadline(code, s, year, notes) : null;

  let reciprocity: StateYearLaw['reciprocity'] = null;
  if (s.reciprocity !== null) {
    const r = visit(seen, 'reciprocity', obj(s.reciprocity, `${code}.reciprocity`), `${code}.reciprocity`);
    const list = strList(r.exempts_wages_of_residents_of, `${code}.reciprocity.exempts`);
    const form = str(r.employee_exemption_form, `${code}.reciprocity.employee_exemption_form`);
    const note = optStr(r.note, `${code}.reciprocity.note`) || null;
    reciprocity = {
      exemptsResidentsOf:
        list.length === 1 && list[0] === 'ALL' ? 'ALL' : list.map((c) => stateCode(c, code)),
      form,
      note,
    };
    if (note && /unverified|special case/i.test(note)) notes.push(`${code}: reciprocity: ${note}`);
    if (/unverified/i.test(form)) notes.push(`${code}: reciprocity exemption form ${form}`);
    sources.push(...strList(r.source ?? [], `${code}.reciprocity.source`).map((x) => `reciprocity: ${x}`));
  }

  const ube = s.ube_deduction_w2;
  const u = isObject(ube) ? visit(seen, 'ube_deduction_w2', ube, `${code}.ube_deduction_w2`) : null;
  const status = u ? str(u.status, `${code}.ube.status`) : str(ube, `${code}.ube_deduction_w2`);
  const ubeSource = u ? optStr(u.source, `${code}.ube.source`) : null;
  const allowsUnreimbursedEmployeeExpenses = status.startsWith('yes');
  if (allowsUnreimbursedEmployeeExpenses && status !== 'yes') {
    notes.push(
      `${code}: W-2 unreimbursed employee expenses deductible per ${status.replace(/^yes \(|\)$/g, '')} sources (${ubeSource}); verify for 2025/2026`,
    );
  } else if (!allowsUnreimbursedEmployeeExpenses && status !== 'n/a') {
    notes.push(`${code}: W-2 unreimbursed employee expenses: ${status}`);
  }
  if (ubeSource) sources.push(`unreimbursed employee expenses: ${ubeSource}`);

  const nft = s.nonresident_filing_threshold;
  if (isObject(nft)) {
    visit(seen, 'nonresident_filing_threshold', nft, `${code}.nonresident_filing_threshold`);
    const rule = str(nft.rule, `${code}.nonresident_filing_threshold.rule`);
    const src = str(nft.source, `${code}.nonresident_filing_threshold.source`);
    notes.push(`${code}: nonresident filing rule (not an amount; threshold kept at 0): ${rule} [${src}]`);
  } else if (str(nft, `${code}.nonresident_filing_threshold`) !== 'n/a') {
    notes.push(
      `${code}: nonresident filing threshold ${nft}: any ${code}-source income is treated as requiring a return`,
    );
  }

  const local = optStr(s.local_income_tax, `${code}.local_income_tax`);
  const stateNote = optStr(s.note, `${code}.note`);
  const localTaxNote = [local && `Local income tax: ${local}.`, stateNote].filter(Boolean).join(' ') || null;

  sources.unshift(
    base,
    ...strList(s.source_files ?? [], `${code}.source_files`),
    ...strList(s.official_refs_cited_by_source ?? [], `${code}.official_refs`).map(
      (x) => `cited by source: ${x}`,
    ),
    ...(isObject(s.forms)
      ? strList(s.forms.source ?? [], `${code}.forms.source`).map((x) => `forms: ${x}`)
      : []),
  );
  const deadlineSource = optStr(s.filing_deadline_source, `${code}.filing_deadline_source`);
  if (deadlineSource) sources.push(`filing deadline: ${deadlineSource}`);

  return {
    state: code,
    name,
    year,
    hasIncomeTax: m.hasIncomeTax,
    brackets: m.brackets,
    ...(m.baseAmounts ? { baseAmounts: m.baseAmounts } : {}),
    overtimeDeduction: { status: 'none', cap: null, law: null },
    deduction: m.deduction,
    forms,
    filingDeadline,
    nonresidentFilingThreshold: 0,
    allowsUnreimbursedEmployeeExpenses,
    reciprocity,
    localTaxNote,
    notes,
    carriedOver: m.carriedOver,
    singleFiguresFor: m.singleFiguresFor,
    sources: [...new Set(sources)],
  };
}
