import type { ProfitabilityItem } from '@/lib/tax/engine';
import type { EmploymentType } from '@/lib/tax/law/types';
import { agencyKey } from '@/lib/records/income-documents/agency';
import { reasonsFor, type Reason } from './reasons';
import type { IncomeDocumentKind } from '@/lib/records/income-documents/resource';

// Reconciliation of a year, per agency: what the documents report (W-2 box 1; a 1099's amount) against
// what the tax engine computes for that agency's assignments (taxable wages of a W-2 worker; gross pay of a
// 1099 worker, which is what a 1099-NEC reports), the difference, and its likely reasons in plain words. Pure.

/** A difference within a dollar is rounding, not a finding. */
export const TOLERANCE_CENTS = 100;

export interface ReconcileDocument {
  id: number;
  agency: string;
  kind: IncomeDocumentKind;
  box1_wages: number | null;
  box5_medicare_wages: number | null;
  amount: number | null;
}

type Item = Pick<
  ProfitabilityItem,
  | 'assignmentId'
  | 'agency'
  | 'grossComp'
  | 'taxableIncome'
  | 'housingStipend'
  | 'mieStipend'
  | 'stipendsTaxable'
>;

export interface AgencyReconciliation {
  agency: string;
  assignmentIds: number[];
  documentIds: number[];
  /** Cents the engine computes: taxable wages (W-2) or gross pay (1099). */
  expected: number;
  /** Cents the documents report; null without a document. */
  reported: number | null;
  /** reported − expected; null without a document. */
  difference: number | null;
  status: 'matches' | 'differs' | 'missing_document';
  reasons: Reason[];
}

export interface Reconciliation {
  year: number;
  employmentType: EmploymentType;
  agencies: AgencyReconciliation[];
  totals: { expected: number; reported: number; difference: number };
}

interface Group {
  agency: string;
  items: Item[];
  docs: ReconcileDocument[];
}

function reportedOf(g: Group, type: EmploymentType): number | null {
  const docs = g.docs.filter((d) =>
    type === 'w2' ? d.kind === 'w2' && d.box1_wages !== null : d.kind.startsWith('1099') && d.amount !== null,
  );
  if (docs.length === 0) return null;
  return docs.reduce((n, d) => n + ((type === 'w2' ? d.box1_wages : d.amount) ?? 0), 0);
}

function reconcileGroup(g: Group, year: number, type: EmploymentType): AgencyReconciliation {
  const expected = g.items.reduce((n, i) => n + (type === 'w2' ? i.taxableIncome : i.grossComp), 0);
  const reported = reportedOf(g, type);
  const difference = reported === null ? null : reported - expected;
  const status =
    difference === null
      ? 'missing_document'
      : Math.abs(difference) <= TOLERANCE_CENTS
        ? 'matches'
        : 'differs';
  return {
    agency: g.agency,
    assignmentIds: g.items.map((i) => i.assignmentId),
    documentIds: g.docs.map((d) => d.id),
    expected,
    reported,
    difference,
    status,
    reasons:
      status === 'differs' && difference !== null
        ? reasonsFor({ year, type, difference, items: g.items, docs: g.docs })
        : [],
  };
}

export function reconcile(input: {
  year: number;
  employmentType: EmploymentType;
  items: readonly Item[];
  documents: readonly ReconcileDocument[];
}): Reconciliation {
  const groups = new Map<string, Group>();
  const groupOf = (agency: string) => {
    const key = agencyKey(agency) || '(no agency)';
    const g = groups.get(key) ?? { agency: agency.trim() || 'No agency', items: [], docs: [] };
    groups.set(key, g);
    return g;
  };
  for (const item of input.items) groupOf(item.agency).items.push(item);
  for (const doc of input.documents) groupOf(doc.agency).docs.push(doc);
  const agencies = [...groups.values()]
    .map((g) => reconcileGroup(g, input.year, input.employmentType))
    // An agency with neither an assignment nor a document that counts (a pay stub alone) has nothing to compare.
    .filter((a) => a.assignmentIds.length > 0 || a.reported !== null)
    .sort((a, b) => a.agency.localeCompare(b.agency));
  const withDocs = agencies.filter((a) => a.reported !== null);
  const expected = withDocs.reduce((n, a) => n + a.expected, 0);
  const reported = withDocs.reduce((n, a) => n + (a.reported ?? 0), 0);
  return {
    year: input.year,
    employmentType: input.employmentType,
    agencies,
    totals: { expected, reported, difference: reported - expected },
  };
}
