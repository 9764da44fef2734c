import { formatDate } from '@/lib/core/dates';
import { withFields } from '@/lib/core/with-fields';
import { agencyKey } from '@/lib/records/income-documents/agency';
import { dayNumber } from '@/lib/tax/engine/calendar';
import type { PaymentsInput, SaltPaidInput } from '@/lib/tax/engine/household';
import { COLORADO_OPT } from '@/lib/tax/law/local';
import { isSpouseLine, lineFits, localityKey, onHouseholdBase } from '@/lib/tax/engine/local-lines';
import { mulDivRound, sum } from '@/lib/tax/engine/money';
import type { StateCode } from '@/lib/tax/law/types';

// What has already been paid toward a year's taxes (tax method version 3), assembled from what the worker
// entered: W-2 boxes 2 and 17; for an agency without a W-2 yet, its latest pay stub's year-to-date
// withholding projected to December 31 over the wages still to come; the spouse's withholding from the
// household profile; and the estimated payments recorded, federal and per state. Pure: the queries are in
// ./load-payments.ts, so every rule here is unit-tested (tests/unit/views/payments.test.ts).

export interface PaymentDocument {
  id: number;
  agency: string;
  kind: string;
  box1_wages: number | null;
  box2_federal_tax_withheld: number | null;
  state_lines: ReadonlyArray<{ state: StateCode; state_wages: number; state_tax: number }>;
  /** W-2 boxes 18-20 (a stub's: year to date); absent = none entered. */
  local_lines?: ReadonlyArray<{ locality: string; local_wages: number; local_tax: number }>;
  /** A pay stub's pay date (its boxes are year-to-date then); null on a W-2 or an undated stub. */
  pay_date: string | null;
}

/** An assignment's taxable wages in the year and the day numbers (calendar.ts) they were earned over. */
export interface WageSpan {
  agency: string;
  state: StateCode;
  /** Inclusive day numbers inside the year. */
  dayRange: readonly [number, number];
  wages: number;
}

export interface PaymentsSources {
  year: number;
  documents: readonly PaymentDocument[];
  wages: readonly WageSpan[];
  /** Where the spouse's state withholding goes: the home state (null without a tax home). */
  homeState: StateCode | null;
  spouse: {
    federalWithheld: number | null;
    stateWithheld: number | null;
    /** The spouse's W-2 box 20 and box 19, joint return only (the caller leaves it out otherwise). */
    local?: { locality: string; withheld: number } | null;
  };
  estimated: ReadonlyArray<{ state: string | null; amount: number }>;
}

export interface AssembledPayments {
  payments: PaymentsInput;
  /** Local income tax withheld by box 20's locality name, as entered (localWithheldByLine matches them). */
  localByName: Array<{ locality: string; amount: number }>;
  /** The spouse's local tax withheld (box 19) and box 20's name; null when none was entered. */
  spouseLocal: { locality: string; amount: number } | null;
  /** What a figure assumes, in plain words (a projected stub, a spouse's state withholding left out). */
  notes: string[];
}

const add = (to: Partial<Record<StateCode, number>>, state: StateCode, cents: number) => {
  if (cents > 0) to[state] = (to[state] ?? 0) + cents;
};

/** Wages of the spans after `day` and up to it; a span across the day is split by its days. */
function wagesAround(spans: readonly WageSpan[], day: number) {
  let before = 0;
  let after = 0;
  for (const s of spans) {
    const [from, to] = s.dayRange;
    const days = to - from + 1;
    const daysAfter = Math.min(days, Math.max(0, to - day));
    const later = mulDivRound(s.wages, daysAfter, days);
    after += later;
    before += s.wages - later;
  }
  return { before, after };
}

/**
 * One agency's latest dated stub, year to date, grown by the wages still to come: each figure × (wages to
 * date + wages after the pay date) / wages to date. Wages to date are the stub's box 1 when entered, else
 * the assignments' wages up to the pay date; a state's line grows with that state's wages only.
 */
function projectStub(stub: PaymentDocument, spans: readonly WageSpan[]) {
  const day = dayNumber(stub.pay_date ?? '');
  const all = wagesAround(spans, day);
  const toDate = stub.box1_wages ?? all.before;
  const grow = (paid: number, base: number, later: number) =>
    base > 0 ? paid + mulDivRound(paid, later, base) : paid;
  const federal = grow(stub.box2_federal_tax_withheld ?? 0, toDate, all.after);
  const states = stub.state_lines.map((l) => {
    const inState = wagesAround(
      spans.filter((s) => s.state === l.state),
      day,
    );
    return { state: l.state, tax: grow(l.state_tax, l.state_wages || inState.before, inState.after) };
  });
  return { federal, states, projected: all.after > 0 && toDate > 0 };
}

export function assemblePayments(src: PaymentsSources): AssembledPayments {
  const notes: string[] = [];
  const stateWithheld: Partial<Record<StateCode, number>> = {};
  const local = new Map<string, { locality: string; amount: number }>();
  const addLocal = (locality: string, cents: number) => {
    const key = localityKey(locality);
    if (cents <= 0 || key === '') return;
    const seen = local.get(key);
    local.set(key, { locality: seen?.locality ?? locality.trim(), amount: (seen?.amount ?? 0) + cents });
  };
  let federalWithheld = 0;
  const w2Agencies = new Set(src.documents.filter((d) => d.kind === 'w2').map((d) => agencyKey(d.agency)));
  for (const d of src.documents.filter((doc) => doc.kind === 'w2')) {
    federalWithheld += d.box2_federal_tax_withheld ?? 0;
    for (const l of d.state_lines) add(stateWithheld, l.state, l.state_tax);
    for (const l of d.local_lines ?? []) addLocal(l.locality, l.local_tax);
  }
  // A W-2 is the year's final word for its agency: that agency's stubs are left out.
  const stubs = new Map<string, PaymentDocument>();
  for (const d of src.documents) {
    const key = agencyKey(d.agency);
    if (d.kind !== 'paystub' || w2Agencies.has(key)) continue;
    const seen = stubs.get(key);
    const later =
      (d.pay_date ?? '') > (seen?.pay_date ?? '') || (d.pay_date === seen?.pay_date && d.id > seen.id);
    if (!seen || later) stubs.set(key, d);
  }
  for (const [key, stub] of stubs) {
    if (!stub.pay_date) {
      federalWithheld += stub.box2_federal_tax_withheld ?? 0;
      for (const l of stub.state_lines) add(stateWithheld, l.state, l.state_tax);
      for (const l of stub.local_lines ?? []) addLocal(l.locality, l.local_tax);
      notes.push(
        `The pay stub from ${stub.agency} has no pay date, so its withholding counts as it stands, not projected to December 31.`,
      );
      continue;
    }
    const p = projectStub(
      stub,
      src.wages.filter((w) => agencyKey(w.agency) === key),
    );
    federalWithheld += p.federal;
    for (const l of p.states) add(stateWithheld, l.state, l.tax);
    // Local withholding follows the place worked, which a stub does not say: it counts as it stands.
    for (const l of stub.local_lines ?? []) addLocal(l.locality, l.local_tax);
    if ((stub.local_lines ?? []).length > 0 && p.projected) {
      notes.push(
        `Local tax withheld on your pay stub from ${stub.agency} counts as of ${stub.pay_date}, not projected to December 31.`,
      );
    }
    if (p.projected) {
      notes.push(
        `Withholding from ${stub.agency} is projected from your pay stub of ${formatDate(stub.pay_date)} to December 31, at the same share of the wages your assignments still pay. Your W-2 replaces this figure once you enter it.`,
      );
    }
  }
  federalWithheld += src.spouse.federalWithheld ?? 0;
  if (src.spouse.stateWithheld) {
    if (src.homeState) add(stateWithheld, src.homeState, src.spouse.stateWithheld);
    else
      notes.push(
        'Your spouse’s state withholding is left out until you add your tax home, the state it is paid to.',
      );
  }
  const federalEstimated = sum(src.estimated.filter((e) => e.state === null).map((e) => e.amount));
  const stateEstimated: Partial<Record<StateCode, number>> = {};
  for (const e of src.estimated) if (e.state !== null) add(stateEstimated, e.state as StateCode, e.amount);
  const spouseLocal = src.spouse.local;
  return {
    payments: { federalWithheld, stateWithheld, federalEstimated, stateEstimated },
    localByName: [...local.values()],
    spouseLocal:
      spouseLocal && spouseLocal.withheld > 0 && localityKey(spouseLocal.locality) !== ''
        ? { locality: spouseLocal.locality.trim(), amount: spouseLocal.withheld }
        : null,
    notes,
  };
}

/**
 * The state and local income tax paid in the year that SALT counts (IRC 164(a), Reg. 1.164-1(a); tax method
 * 3.1 §3a): state withholding (W-2 box 17, the spouse's included, a stub's as it stands), local withholding
 * (box 19) but a Colorado occupational privilege tax's (a head tax, not an income tax: IRC 164(a)(3)), and the
 * state estimated payments recorded for the year, and a prior year's balance paid in it. Undefined when nothing
 * was entered: the engine's computed tax then stands in, with a note; with the balance alone, the computed tax
 * stands in for the year's own payments and the balance is added.
 */
export function saltPaidOf(
  a: AssembledPayments,
  entered: boolean,
  priorYearBalance?: number,
): SaltPaidInput | undefined {
  if (!entered && priorYearBalance === undefined) return undefined;
  if (!entered) return { withheld: 0, estimated: 0, priorYearBalance, computedStandsIn: true };
  const headTax = (locality: string) =>
    COLORADO_OPT.some((o) => localityKey(locality).startsWith(localityKey(o.name)));
  const states = (m: Partial<Record<StateCode, number>>) => sum(Object.values(m).map((v) => v ?? 0));
  const local = sum(a.localByName.filter((l) => !headTax(l.locality)).map((l) => l.amount));
  const spouse = a.spouseLocal && !headTax(a.spouseLocal.locality) ? a.spouseLocal.amount : 0;
  return {
    withheld: states(a.payments.stateWithheld) + local,
    estimated: states(a.payments.stateEstimated),
    ...(priorYearBalance === undefined ? {} : { priorYearBalance }),
    ...(spouse > 0 ? { spouseLocalWithheld: spouse } : {}),
  };
}

/**
 * Which local line a box 20 name pays (tax method v3 §9a): the line whose name (or, for a Pennsylvania home's
 * EIT, its municipality) the box names, or one that begins with the other, at least 4 letters ("PHILA" is
 * Philadelphia, "CLEV" Cleveland); null when no line or more than one fits.
 */
export function lineOfLocality(
  locality: string,
  lines: readonly { id: string; name: string }[],
): string | null {
  const box = localityKey(locality);
  if (box.length === 0) return null;
  const fits = lines.filter((l) => lineFits(locality, l));
  return fits.length === 1 ? (fits[0]?.id ?? null) : null;
}

/**
 * Local withholding by the year's local lines (PaymentsInput.localWithheld), with a plain note for a box 20
 * name that fits no line, or more than one: that withholding is left out of the balance, never guessed.
 */
export function localWithheldByLine(
  byName: readonly { locality: string; amount: number }[],
  lines: readonly { id: string; name: string; state?: string; resident?: boolean }[],
  stateWithheld: Partial<Record<StateCode, number>> = {},
  spouse: { locality: string; amount: number } | null = null,
): { localWithheld: Record<string, number>; notes: string[] } {
  const localWithheld: Record<string, number> = {};
  const notes: string[] = [];
  // Maryland employers withhold the county tax (a nonresident's 2.25% too) inside box 17: it is paid, under
  // Maryland's line (Comptroller, Withholding Tax Facts: the state rate plus the local or nonresident rate).
  const county = lines.find((l) => l.state === 'MD');
  if (county && (stateWithheld.MD ?? 0) > 0) {
    notes.push(
      `Maryland withholding (W-2 box 17) includes its local part (${county.name}), so it counts under Maryland and the ${county.name} line shows nothing paid; together they are right.`,
    );
  }
  // The worker's box 19 pays the worker's lines; the spouse's pays the spouse's own line, else the household's
  // line that box 20 names (a tax measured by the joint state return, New York City's).
  const own = lines.filter((l) => !isSpouseLine(l.id));
  const spouses = lines.filter((l) => isSpouseLine(l.id));
  // Of the household's other lines, only one measured by the joint state return taxes the spouse's wages.
  const joint = own.filter(onHouseholdBase);
  const paying = [
    ...byName.map((b) => withFields(b, { id: lineOfLocality(b.locality, own) })),
    ...(spouse
      ? [
          withFields(spouse, {
            id: lineOfLocality(spouse.locality, spouses) ?? lineOfLocality(spouse.locality, joint),
          }),
        ]
      : []),
  ];
  for (const { locality, amount, id } of paying) {
    if (id === null) {
      notes.push(
        `Local tax withheld for “${locality}” (W-2 box 20) matches none of your local tax lines, so it is not counted as paid. Check the locality name.`,
      );
    } else localWithheld[id] = (localWithheld[id] ?? 0) + amount;
  }
  return { localWithheld, notes };
}
