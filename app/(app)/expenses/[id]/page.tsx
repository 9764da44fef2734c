import type { Metadata } from 'next';
import { EditRecordPage } from '@/components/records/edit-record-page';
import { optionLabel } from '@/app/_lib/form-types';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { contractsStatus } from '@/lib/reading/contracts/service';
import { expenseResource } from '@/lib/records/expenses/resource';
import { RECEIPT_RULES } from '@/components/uploads/file-rules';
import { analyzeReceiptFile } from '../../upload-actions';
import { listOfYear, loadOwnRecord, storedFile } from '../../_lib/edit-record';
import { deleteExpense, updateExpense } from '../actions';
import { categoryOptions, expenseFields } from '../fields';
import { editAssignmentOptions } from '../../_lib/assignment-options';
import { expenseRecord } from '@/lib/records/expenses/record';

export const metadata: Metadata = { title: 'Edit expense' };

export default async function EditExpensePage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, row } = await loadOwnRecord(expenseResource, params);
  const e = expenseRecord.serialize(row, ctx);
  const category = optionLabel(categoryOptions, e.category);
  const assignments = await editAssignmentOptions(ctx, e.date, e.assignment_id);
  return (
    <EditRecordPage
      back={{ href: listOfYear('/expenses', e.date), label: 'All expenses' }}
      title={e.description || category}
      description={
        <>
          <Money cents={e.amount} /> · {category} · <DateText value={e.date} />
        </>
      }
      file={{
        ...storedFile('receipts', e.receipt_objstore_key),
        rules: RECEIPT_RULES,
        readReceipt: analyzeReceiptFile,
        aiAvailable: contractsStatus().available,
      }}
      deleteAction={deleteExpense.bind(null, e.id)}
      deleteLabel="Delete expense"
      action={updateExpense.bind(null, e.id)}
      fields={expenseFields({ assignments }, e)}
    />
  );
}
