import type { EmploymentType } from '@/lib/tax/law/types';
import { agencyKey } from '@/lib/records/income-documents/agency';
import type { IncomeDocumentKind } from '@/lib/records/income-documents/resource';

// Which documents a worker should have for a year: one W-2 per agency their assignments name (a 1099-NEC
// for 1099 workers), received or missing. Pure.

export interface ChecklistAssignment {
  id: number;
  facility: string;
  agency: string;
}
export interface ChecklistDocument {
  id: number;
  agency: string;
  kind: IncomeDocumentKind;
}

/** The document each employment type gets from an agency, and the kinds that count as it. */
export const EXPECTED: Record<EmploymentType, { kind: IncomeDocumentKind; accepts: IncomeDocumentKind[] }> = {
  w2: { kind: 'w2', accepts: ['w2'] },
  '1099': { kind: '1099_nec', accepts: ['1099_nec', '1099_misc'] },
};

export interface ChecklistItem {
  agency: string;
  expectedKind: IncomeDocumentKind;
  status: 'received' | 'missing';
  assignmentIds: number[];
  documentIds: number[];
}

export interface Checklist {
  year: number;
  employmentType: EmploymentType;
  items: ChecklistItem[];
  received: number;
  missing: number;
  /** Assignments with no agency: the app cannot tell which document to expect for them. */
  assignmentsWithoutAgency: { id: number; facility: string }[];
  /** Documents from agencies none of the year's assignments name (pay the app may not know about). */
  otherDocuments: ChecklistDocument[];
}

export function checklist(input: {
  year: number;
  employmentType: EmploymentType;
  assignments: readonly ChecklistAssignment[];
  documents: readonly ChecklistDocument[];
}): Checklist {
  const expected = EXPECTED[input.employmentType];
  const byAgency = new Map<string, ChecklistItem>();
  const withoutAgency: Checklist['assignmentsWithoutAgency'] = [];
  for (const a of input.assignments) {
    const key = agencyKey(a.agency);
    if (!key) {
      withoutAgency.push({ id: a.id, facility: a.facility });
      continue;
    }
    const item = byAgency.get(key) ?? {
      agency: a.agency.trim(),
      expectedKind: expected.kind,
      status: 'missing',
      assignmentIds: [],
      documentIds: [],
    };
    item.assignmentIds.push(a.id);
    byAgency.set(key, item);
  }
  const other: ChecklistDocument[] = [];
  for (const d of input.documents) {
    const item = byAgency.get(agencyKey(d.agency));
    if (!item) {
      other.push(d);
      continue;
    }
    item.documentIds.push(d.id);
    if (expected.accepts.includes(d.kind)) item.status = 'received';
  }
  const items = [...byAgency.values()].sort((a, b) => a.agency.localeCompare(b.agency));
  const received = items.filter((i) => i.status === 'received').length;
  return {
    year: input.year,
    employmentType: input.employmentType,
    items,
    received,
    missing: items.length - received,
    assignmentsWithoutAgency: withoutAgency,
    otherDocuments: other,
  };
}
