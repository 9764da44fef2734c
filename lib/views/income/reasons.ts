import type { ProfitabilityItem } from '@/lib/tax/engine';
import type { EmploymentType } from '@/lib/tax/law/types';
import type { ReconcileDocument } from './reconcile';

// Why an agency's documents and the app's figures differ: the usual causes, in plain words, ordered by how
// well the numbers support them. Which apply depends on the direction of the difference. Pure.

export const REASON_CODES = [
  'stipends_taxed',
  'pay_outside_app',
  'reimbursements',
  'pretax_deductions',
  'gsa_excess',
  'no_tax_home',
  'hours_short',
  'pay_timing',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface Reason {
  code: ReasonCode;
  text: string;
}

type Item = Pick<
  ProfitabilityItem,
  'grossComp' | 'taxableIncome' | 'housingStipend' | 'mieStipend' | 'stipendsTaxable'
>;

/** Made once: toLocaleString with a locale builds a formatter on every call. */
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usd = (cents: number) => WHOLE_DOLLARS.format(cents / 100);
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);

function higher(year: number, type: EmploymentType, items: readonly Item[]): Reason[] {
  if (items.length === 0) {
    return [
      {
        code: 'pay_outside_app',
        text: `No assignment with this agency is recorded for ${year}: add it, and its pay counts here.`,
      },
    ];
  }
  const stipends = sum(
    items.filter((i) => !i.stipendsTaxable),
    (i) => i.housingStipend + i.mieStipend,
  );
  const out: Reason[] = [];
  if (type === 'w2' && stipends > 0) {
    out.push({
      code: 'stipends_taxed',
      text: `The agency may have taxed part of your stipends as wages (${usd(stipends)} of housing and meal stipends were paid for these assignments in ${year}). Agencies do this when they do not accept your tax home, or for the part above the GSA rate.`,
    });
  }
  out.push({
    code: 'pay_outside_app',
    text: 'Pay the app does not know about: overtime, extra or holiday shifts, a bonus not entered on the assignment, or an assignment with this agency that is not recorded.',
  });
  if (type === '1099') {
    out.push({
      code: 'reimbursements',
      text: 'Reimbursed expenses (travel, licenses) that the agency reported on the 1099 but that are not entered on the assignment.',
    });
  }
  return out;
}

function lower(type: EmploymentType, items: readonly Item[], docs: readonly ReconcileDocument[]): Reason[] {
  const out: Reason[] = [];
  if (type === 'w2') {
    const box1 = sum(docs, (d) => (d.kind === 'w2' ? (d.box1_wages ?? 0) : 0));
    const box5 = sum(docs, (d) => (d.kind === 'w2' ? (d.box5_medicare_wages ?? 0) : 0));
    out.push({
      code: 'pretax_deductions',
      text:
        box5 > box1
          ? `Pre-tax deductions: box 5 (Medicare wages, ${usd(box5)}) is ${usd(box5 - box1)} higher than box 1, which is what 401(k) contributions and similar deductions do. Health, dental and vision insurance, HSA and FSA contributions lower box 1 too.`
          : 'Pre-tax deductions lower box 1: 401(k) or 403(b) contributions, health, dental and vision insurance, HSA and FSA contributions.',
    });
    const excess = sum(
      items.filter((i) => !i.stipendsTaxable),
      (i) => Math.max(0, i.taxableIncome - (i.grossComp - i.housingStipend - i.mieStipend)),
    );
    if (excess > 0) {
      out.push({
        code: 'gsa_excess',
        text: `A GSA excess: the app counts ${usd(excess)} of stipends above the GSA per-diem rate as taxable wages; the agency may have paid all of it tax-free.`,
      });
    }
    if (items.some((i) => i.stipendsTaxable)) {
      out.push({
        code: 'no_tax_home',
        text: 'The app has no tax home for you, so it counts every stipend as taxable wages. Add your tax home if you keep one.',
      });
    }
  }
  out.push({
    code: 'hours_short',
    text: 'Fewer hours than the contract: cancelled shifts, unpaid time off or a contract that ended early lower what was paid.',
  });
  return out;
}

const TIMING: Reason = {
  code: 'pay_timing',
  text: "Pay timing: pay for the last days of December is often paid in January and lands on the next year's form (and last December's on this one).",
};

export function reasonsFor(input: {
  year: number;
  type: EmploymentType;
  difference: number;
  items: readonly Item[];
  docs: readonly ReconcileDocument[];
}): Reason[] {
  const reasons =
    input.difference > 0
      ? higher(input.year, input.type, input.items)
      : lower(input.type, input.items, input.docs);
  return [...reasons, TIMING];
}
