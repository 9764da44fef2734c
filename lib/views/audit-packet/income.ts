import type { IncomeDocument } from '@/lib/generated/prisma/client';
import { formLabel } from '@/lib/account/file-names';
import type { AgencyReconciliation } from '@/lib/views/income/reconcile';

// The year's income documents (W-2s, 1099s, pay stubs) as the packet lists them. Their reconciliation with
// the assignments is the one GET /income-documents/reconciliation answers (lib/views/income/reconcile.ts).

export interface IncomeDocumentInput {
  id: number;
  /** The form as printed on it: 'W-2', '1099-NEC', '1099-MISC', 'Pay stub'… */
  form: string;
  /** Who issued it: the agency (employer or payer). */
  payer: string;
  /** The income it reports, cents (W-2 box 1; a 1099's or a pay stub's amount); null when not typed in. */
  amount: number | null;
  /** The stored scan, when there is one: the ZIP includes it. */
  objstoreKey: string | null;
  fileName: string | null;
}

export type ReconciliationRow = AgencyReconciliation;

export function packetIncomeDocument(d: IncomeDocument): IncomeDocumentInput {
  return {
    id: d.id,
    form: formLabel(d.kind),
    payer: d.agency,
    amount: d.kind === 'w2' ? d.box1_wages : d.amount,
    objstoreKey: d.objstore_key,
    fileName: d.file_name,
  };
}
