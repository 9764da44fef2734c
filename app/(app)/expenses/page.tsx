import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { PageFrame } from '@/components/layout/page-header';
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
import { contractsStatus } from '@/lib/reading/contracts/service';
import { formatDate, todayOf } from '@/lib/core/dates';
import { receiptFlag } from '@/lib/tax/compliance/receipts';
import type { EmploymentType } from '@/lib/tax/law/types';
import { requestUploadUrl } from '../upload-actions';
import { createExpense, deleteExpense } from './actions';
import { categoryOptions, expenseFields, LAST_CATEGORY_COOKIE, type ExpenseOut } from './fields';
import { loadExpenses } from './load';

export const metadata: Metadata = { title: 'Expenses' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const labelOf = (c: string) => categoryOptions.find((o) => o.value === c)?.label ?? c;
const nameOf = (e: ExpenseOut) =>
  [e.vendor, e.description].filter(Boolean).join(' · ') || labelOf(e.category);

/** Why the expense would not pass an audit as recorded (Pub. 463 ch. 5), and what to do. */
function AuditFlag({ e, employmentType }: { e: ExpenseOut; employmentType: EmploymentType }) {
  const flag = receiptFlag(
    { category: e.category, amount: e.amount, hasReceipt: e.receipt_objstore_key !== null },
    employmentType,
  );
  if (!flag) return <span className="sr-only">No problem</span>;
  return (
    <span className="block min-w-40">
      <Badge tone="warning">{flag.code === 'w2_meals' ? 'Not deductible' : 'Needs a receipt'}</Badge>
      <span className="mt-1 block text-xs text-muted">
        {flag.problem}. {flag.action}.
      </span>
    </span>
  );
}

const columns = (employmentType: EmploymentType): Column<ExpenseOut>[] => [
  { header: 'Date', className: 'whitespace-nowrap', cell: (e) => <DateText value={e.date} /> },
  { header: 'Category', cell: (e) => <Badge>{labelOf(e.category)}</Badge> },
  { header: 'Description', cell: (e) => <RecordLink href={`/expenses/${e.id}`}>{nameOf(e)}</RecordLink> },
  { header: 'Amount', numeric: true, className: 'font-medium', cell: (e) => <Money cents={e.amount} /> },
  { header: 'Audit', cell: (e) => <AuditFlag e={e} employmentType={employmentType} /> },
];

const actions = (e: ExpenseOut) => (
  <RowActions
    file={{
      key: e.receipt_objstore_key,
      label: 'Receipt',
      srLabel: `of ${nameOf(e)}, ${formatDate(e.date)}`,
    }}
    remove={{
      action: deleteExpense.bind(null, e.id),
      srLabel: `expense ${nameOf(e)} of ${formatDate(e.date)}`,
    }}
  />
);

const table = (employmentType: EmploymentType): ListTable<ExpenseOut> => ({
  caption: 'Expenses',
  columns: columns(employmentType),
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
});

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
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/expenses/reports" variant="secondary">
            Reports
          </ButtonLink>
          <ButtonLink href="/imports?kind=expenses" variant="secondary">
            Import from CSV
          </ButtonLink>
        </div>
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
        table={table(ctx.user.employment_type as EmploymentType)}
      />
    </PageFrame>
  );
}
