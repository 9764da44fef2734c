// Pennsylvania's Local Services Tax (docs/tax-method.md §4b; law: lib/tax/law/local.ts PA_LOCAL_SERVICES_TAX):
// a flat head tax on working in a municipality that levies it, not an income tax (so never in SALT).

import { PA_LOCAL_SERVICES_TAX, PHILADELPHIA, slug } from '@/lib/tax/law/local';
import { inCity } from '@/lib/tax/law/local-places';
import { type Builder, incomeOf, itemsIn, line, placeName } from './local-lines';
import { mulDivRound, usd } from './money';

/** LST line ids: `PA-<municipality>-lst`; head taxes like Colorado's (./local-lines.ts isHeadTax). */
export const lstId = (municipality: string) => `PA-${slug(municipality)}-lst`;

/**
 * For each Pennsylvania municipality worked in that levies the $52: its pro rata share, one weekly
 * installment ($52 / 52) for each week (or part) worked there, none when the year's pay there is under the
 * $12,000 exemption; the year's total at most $52 (one tax a year: Act 7's priority of claim). Any other
 * Pennsylvania work place outside Philadelphia gets a note.
 */
export function pennsylvaniaLst(b: Builder): void {
  const law = PA_LOCAL_SERVICES_TAX;
  let charged = 0;
  for (const name of law.municipalities) {
    const worked = itemsIn(b, (p) => p.state === 'PA' && inCity(p, [name]));
    if (worked.length === 0) continue;
    const income = incomeOf(b, worked);
    if (income < law.exemptBelow) continue;
    const weeks = worked.reduce((n, i) => {
      const it = b.items[i];
      return it ? n + Math.ceil((it.dayRange[1] - it.dayRange[0] + 1) / 7) : n;
    }, 0);
    const due = Math.min(mulDivRound(law.perYear, weeks, law.installmentsPerYear), law.perYear - charged);
    if (due <= 0) continue;
    charged += due;
    line(b, { id: lstId(name), name: `${name} local services tax`, state: 'PA' }, false, income, due, worked);
  }
  const known = [PHILADELPHIA.name, ...law.municipalities];
  for (const p of b.places) {
    if (p.state !== 'PA' || inCity(p, known)) continue;
    b.notes.push(
      `${placeName(p)} may levy Pennsylvania’s local services tax (up to ${usd(law.perYear, 0)} a year, withheld ` +
        'from your pay); it is not included in these figures.',
    );
  }
}
