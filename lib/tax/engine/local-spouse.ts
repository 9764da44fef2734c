// The spouse's own local tax on a joint return (their W-2 boxes 18-20; docs/tax-method.md §4b), a step of
// computeLocals (./local.ts).

import { COLORADO_OPT, FLAT_LOCAL_TAXES, PHILADELPHIA, slug } from '@/lib/tax/law/local';
import { inCity } from '@/lib/tax/law/local-places';
import type { StateCode } from '@/lib/tax/law/types';
import { dayNumber } from './calendar';
import {
  type Builder,
  flatRate,
  line,
  lineFits,
  localityKey,
  matches,
  namesFit,
  onHouseholdBase,
  SPOUSE_LINE,
} from './local-lines';
import { philadelphiaTax, type Span } from './local-philadelphia';
import { applyRate } from './money';

/**
 * The spouse's own local tax on a joint return (their W-2 boxes 18-20, tax method 3.1 §4b): a city wage tax is
 * each earner's own, so it is a line of its own with no assignment's share. Philadelphia's Wage Tax, and a flat
 * city tax of our tables in the household's own state, are figured on box 18 at the resident rate when the
 * household lives there, else the nonresident one. A tax measured by the joint state return (New York City, a
 * Maryland or Indiana county) already counts the spouse's wages in its line, which box 19 then pays. A Colorado
 * head tax, and any other place: the tax withheld stands in for the tax (elsewhere with a note).
 */
export function spouseLocal(b: Builder): void {
  const s = b.ctx.household?.spouseLocal;
  if (!s || b.ctx.filingStatus !== 'married_joint' || localityKey(s.locality) === '') return;
  const [first, last] = [dayNumber(`${b.ctx.year}-01-01`), dayNumber(`${b.ctx.year}-12-31`)];
  const whole: Span = { taxableIncome: Math.max(0, s.wages), dayRange: [first, last] };
  const own = (j: { id: string; name: string; state: StateCode }, resident: boolean, tax: number) =>
    line(b, spouseOf(j), resident, whole.taxableIncome, tax, []);
  if (namesFit(s.locality, PHILADELPHIA.name)) {
    const resident = b.home !== null && b.home.state === 'PA' && inCity(b.home, [PHILADELPHIA.name]);
    own(PHILADELPHIA, resident, philadelphiaTax(b, [whole], resident));
    return;
  }
  // Box 20 names no state: a city of the tables is read only in the household's own state (a Florida
  // "Springfield" is not Michigan's). Elsewhere an employer withholds a nonresident's city tax in full, so
  // what was withheld stands in below.
  const flat = FLAT_LOCAL_TAXES.filter((t) => t.state === b.home?.state && namesFit(s.locality, t.name));
  const t = flat.length === 1 ? flat[0] : undefined;
  if (t) {
    const resident = b.home !== null && matches(t, b.home);
    const rate = flatRate(t, b.ctx.year, resident);
    if (rate !== null) {
      own(t, resident, applyRate(whole.taxableIncome, rate));
      return;
    }
  }
  if (b.lines.some((l) => onHouseholdBase(l) && lineFits(s.locality, l))) return;
  // A Colorado occupational privilege tax (a head tax an employer withholds each month): box 19 stands in.
  const opt = COLORADO_OPT.find((o) => namesFit(s.locality, o.name));
  if (opt) {
    const j = { id: opt.id, name: `${opt.name} occupational privilege tax`, state: 'CO' as const };
    line(b, spouseOf(j, 'your spouse’s'), false, 0, Math.max(0, s.withheld), []);
    return;
  }
  if (!b.home) return;
  const state = b.home.state;
  own({ id: `${state}-${slug(s.locality)}`, name: s.locality.trim(), state }, false, Math.max(0, s.withheld));
  b.notes.push(
    `Your spouse’s local tax for “${s.locality.trim()}” is taken to be what their employer withheld (W-2 box 19): we have no rate for that place.`,
  );
}

/** The spouse's line of a jurisdiction: its own id and a name that says whose it is. */
const spouseOf = (j: { id: string; name: string; state: StateCode }, whose = 'your spouse’s wages') => ({
  id: `${j.id}${SPOUSE_LINE}`,
  name: `${j.name} (${whose})`,
  state: j.state,
});
