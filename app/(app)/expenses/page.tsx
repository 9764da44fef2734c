import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { PageFrame } from '@/components/app/page-header';
import { FilteredListCard, type ListTable } from '@/components/records/filtered-list-card';
import type { Column } from '@/components/records/record-table';
import { RecordLink, RowActions } from '@/components/records/row-actions';
import { Badge } from '@/components/ui/badge';
import { TitledCard } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { Money } from '@/components/ui/money';
import { ButtonLink } from '@/components/ui/button';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { RECEIPT_RULES } from '@/components/uploads/file-rules';
import { analyzeReceiptFile } from '../upload-actions';
import { currentCtx } from '@/lib/auth/current-user';
import { contractsStatus } from '@/lib/contracts/service';
import { todayOf } from '@/lib/core/dates';
import { requestUploadUrl } from '../upload-actions';
import { createExpense, deleteExpense } from './actions';
import { categoryOptions, expenseFields, LAST_CATEGORY_COOKIE, type ExpenseOut } from './fields';
import { loadExpenses } from './load';

export const metadata: Metadata = { title: 'Expenses' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const labelOf = (c: string) => categoryOptions.find((o) => o.value === c)?.label ?? c;
const nameOf = (e: ExpenseOut) => e.description || labelOf(e.category);

const columns: Column<ExpenseOut>[] = [
  { header: 'Date', className: 'whitespace-nowrap', cell: (e) => <DateText value={e.date} /> },
  { header: 'Category', cell: (e) => <Badge>{labelOf(e.category)}</Badge> },
  { header: 'Description', cell: (e) => <RecordLink href={`/expenses/${e.id}`}>{nameOf(e)}</RecordLink> },
  { header: 'Amount', numeric: true, className: 'font-medium', cell: (e) => <Money cents={e.amount} /> },
];

const actions = (e: ExpenseOut) => (
  <RowActions
    file={{ key: e.receipt_objstore_key, label: 'Receipt', srLabel: `of ${nameOf(e)}, ${e.date}` }}
    remove={{ action: deleteExpense.bind(null, e.id), srLabel: `expense ${nameOf(e)} of ${e.date}` }}
  />
);

const table: ListTable<ExpenseOut> = {
  caption: 'Expenses',
  columns,
  actions,
  empty: {
    none: {
      title: 'No expenses yet',
      text: 'Add your first receipt above — licenses, CE courses and uniforms all count.',
    },
    filtered: {
      title: 'No expenses match these filters',
      text: 'Try another year, category or assignment.',
    },
  },
};

export default async function ExpensesPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const [{ formAssignments, list, totals: totalCents, bar }, jar] = await Promise.all([
    loadExpenses(ctx, await searchParams),
    cookies(),
  ]);
  const lastCategory = jar.get(LAST_CATEGORY_COOKIE)?.value;
  const fields = expenseFields({
    today: todayOf(ctx.now),
    category: categoryOptions.some((o) => o.value === lastCategory) ? lastCategory : undefined,
    assignments: formAssignments,
  });
  return (
    <PageFrame
      title="Expenses"
      description={
        ctx.user.employment_type === '1099'
          ? 'Business costs of your work (licenses, CE, scrubs, travel), deducted on your Schedule C.'
          : 'Costs of your work: licenses, CE, scrubs, travel. As a W-2 employee they are not a federal ' +
            'deduction; keep them for agency reimbursements and for states that still allow employee expenses.'
      }
      actions={
        <ButtonLink href="/imports?kind=expenses" variant="secondary">
          Import from CSV
        </ButtonLink>
      }
    >
      <TitledCard id="new-expense" title="Add an expense">
        <AttachedRecordForm
          action={createExpense}
          fields={fields}
          submitLabel="Save expense"
          successMessage="Expense saved"
          requestUpload={requestUploadUrl.bind(null, 'receipts')}
          fileLabel="Receipt (optional)"
          keyName="receipt_objstore_key"
          rules={RECEIPT_RULES}
          readReceipt={analyzeReceiptFile}
          aiAvailable={contractsStatus().available}
        />
      </TitledCard>
      <FilteredListCard
        id="expense-list"
        bar={bar}
        summary={
          <>
            {list.total} expense{list.total === 1 ? '' : 's'} · total{' '}
            <Money cents={totalCents} className="font-semibold text-fg" />
          </>
        }
        list={list}
        table={table}
      />
    </PageFrame>
  );
}
