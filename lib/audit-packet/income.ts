// Income documents (W-2s, 1099s) and their reconciliation with the assignments, for the packet. The
// documents are an optional input: this branch stores none yet, so the packet prints "No income documents
// recorded" until a caller passes them. Pure: no I/O.

export interface IncomeDocumentInput {
  id: number;
  /** The form as printed on it: 'W-2', '1099-NEC', '1099-MISC'… */
  form: string;
  /** Who issued it: the agency (employer or payer). */
  payer: string;
  /** The income it reports, cents (W-2 box 1, 1099-NEC box 1). */
  amount: number;
  /** When it was issued, YYYY-MM-DD, when known. */
  date?: string | null;
  /** The stored scan, when there is one: the ZIP includes it. */
  objstoreKey?: string | null;
  fileName?: string | null;
}

/** What the app computed per agency for the year (profitability items). */
export interface AgencyIncome {
  agency: string;
  /** W-2: taxable wages (box 1 should show this); 1099: gross pay. */
  expected: number;
}

export interface ReconciliationRow {
  payer: string;
  reported: number | null;
  expected: number | null;
  /** reported - expected, when both exist. */
  difference: number | null;
  status: 'matches' | 'differs' | 'no_document' | 'no_assignment';
}

/** Within a dollar counts as matching: forms round to whole dollars. */
const TOLERANCE = 100;

const key = (name: string) => name.trim().toLowerCase();

function sumBy<T>(items: readonly T[], name: (t: T) => string, amount: (t: T) => number) {
  const out = new Map<string, { name: string; total: number }>();
  for (const item of items) {
    const k = key(name(item));
    const entry = out.get(k) ?? { name: name(item).trim(), total: 0 };
    entry.total += amount(item);
    out.set(k, entry);
  }
  return out;
}

/**
 * One row per payer named on a document or an assignment (case-insensitive, trimmed): what the forms
 * report against what the assignments add up to. Payers with documents come first, by name.
 */
export function reconcileIncome(
  documents: readonly IncomeDocumentInput[],
  agencies: readonly AgencyIncome[],
): ReconciliationRow[] {
  const reported = sumBy(
    documents,
    (d) => d.payer,
    (d) => d.amount,
  );
  const expected = sumBy(
    agencies.filter((a) => a.agency.trim()),
    (a) => a.agency,
    (a) => a.expected,
  );
  const keys = [...new Set([...reported.keys(), ...expected.keys()])];
  return keys
    .map((k): ReconciliationRow => {
      const r = reported.get(k);
      const e = expected.get(k);
      const payer = r?.name ?? e?.name ?? k;
      if (!r)
        return { payer, reported: null, expected: e?.total ?? 0, difference: null, status: 'no_document' };
      if (!e) return { payer, reported: r.total, expected: null, difference: null, status: 'no_assignment' };
      const difference = r.total - e.total;
      const status = Math.abs(difference) < TOLERANCE ? 'matches' : 'differs';
      return { payer, reported: r.total, expected: e.total, difference, status };
    })
    .sort(
      (a, b) => Number(a.reported === null) - Number(b.reported === null) || a.payer.localeCompare(b.payer),
    );
}
