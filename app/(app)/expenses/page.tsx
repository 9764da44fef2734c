import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { PageHeader } from '@/components/app/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { AttachedRecordForm } from '@/components/uploads/attached-record-form';
import { RECEIPT_RULES } from '@/components/uploads/file-rules';
import { OpenFileLink } from '@/components/uploads/open-file-link';
import { assignmentResource } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { expenseFilters, filterQuery } from '@/lib/exports/filters';
import { todayOf } from '@/lib/core/dates';
import { listRecords } from '@/lib/records/service';
import { yearOptions } from '../_lib/mutate';
import type { AssignmentOut } from '../assignments/fields';
import { requestUploadUrl } from '../upload-actions';
import { createExpense, deleteExpense } from './actions';
import { categoryOptions, expenseFields, LAST_CATEGORY_COOKIE } from './fields';
import { analyzeReceiptFile } from './receipt-actions';
import { ListFilters } from './list-filters';
import { loadExpenses, yearAssignmentOptions } from './load';

export const metadata: Metadata = { title: 'Expenses' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ExpensesPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const parsed = expenseFilters(sp, ctx.now);
  const { year } = parsed;
  const lastCategory = (await cookies()).get(LAST_CATEGORY_COOKIE)?.value;
  const [assignments, yearAssignments] = await Promise.all([
    listRecords(assignmentResource, ctx, { limit: 50, offset: 0 }),
    yearAssignmentOptions(ctx, year),
  ]);
  // Filters come from the URL; an assignment outside the year's list is dropped rather than hidden.
  const filters = {
    ...parsed,
    assignmentId: yearAssignments.some((o) => o.value === String(parsed.assignmentId))
      ? parsed.assignmentId
      : null,
  };
  const { category } = filters;
  const filtered = Boolean(category || filters.assignmentId);
  const { rows, total, totalCents } = await loadExpenses(ctx, filters);
  const labelOf = (c: string) => categoryOptions.find((o) => o.value === c)?.label ?? c;
  const fields = expenseFields({
    today: todayOf(ctx.now),
    category: categoryOptions.some((o) => o.value === lastCategory) ? lastCategory : undefined,
    assignments: (assignments.items as AssignmentOut[]).map((a) => ({
      value: String(a.id),
      label: a.facility,
    })),
  });
  return (
    <>
      <PageHeader
        title="Expenses"
        description="Deductible costs of your work: licenses, CE, scrubs, travel."
        actions={
          <ButtonLink href="/imports?kind=expenses" variant="secondary">
            Import from CSV
          </ButtonLink>
        }
      />
      <div className="grid gap-6">
        <Card aria-labelledby="new-expense">
          <CardHeader id="new-expense" title="Add an expense" />
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
          />
        </Card>
        <Card aria-labelledby="expense-list">
          <CardHeader
            id="expense-list"
            title={`${year}${category ? ` · ${labelOf(category)}` : ''}`}
            description={
              <>
                {total} expense{total === 1 ? '' : 's'} · total{' '}
                <Money cents={totalCents} className="font-semibold text-fg" />
                {total > rows.length ? ` (newest ${rows.length} listed; the CSV has all)` : ''}
              </>
            }
            action={
              <ListFilters
                years={yearOptions(ctx.now)}
                year={year}
                selects={[
                  { name: 'category', label: 'Category', value: category ?? '', options: categoryOptions },
                  {
                    name: 'assignment_id',
                    label: 'Assignment',
                    value: filters.assignmentId ? String(filters.assignmentId) : '',
                    options: yearAssignments,
                  },
                ]}
                download={{ href: `/api/export/expenses.csv?${filterQuery(filters)}`, label: 'Download CSV' }}
              />
            }
          />
          {rows.length === 0 ? (
            <EmptyState title={filtered ? 'No expenses match these filters' : 'No expenses yet'}>
              {filtered
                ? 'Try another year, category or assignment.'
                : 'Add your first receipt above — licenses, CE courses and uniforms all count.'}
            </EmptyState>
          ) : (
            <Table caption="Expenses">
              <THead>
                <tr>
                  <Th>Date</Th>
                  <Th>Category</Th>
                  <Th>Description</Th>
                  <Th className="text-right">Amount</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((e) => (
                  <tr key={e.id}>
                    <Td className="whitespace-nowrap">
                      <DateText value={e.date} />
                    </Td>
                    <Td>
                      <Badge>{labelOf(e.category)}</Badge>
                    </Td>
                    <Td>
                      <Link href={`/expenses/${e.id}`} className="font-medium text-primary hover:underline">
                        {e.description || labelOf(e.category)}
                      </Link>
                    </Td>
                    <Td className="text-right font-medium">
                      <Money cents={e.amount} />
                    </Td>
                    <Td className="text-right">
                      <div className="flex items-center justify-end gap-3">
                        {e.receipt_objstore_key ? (
                          <OpenFileLink
                            objstoreKey={e.receipt_objstore_key}
                            label="Receipt"
                            srLabel={`of ${e.description || labelOf(e.category)}, ${e.date}`}
                          />
                        ) : null}
                        <ActionButton
                          action={deleteExpense.bind(null, e.id)}
                          label="Delete"
                          srLabel={`expense ${e.description || labelOf(e.category)} of ${e.date}`}
                        />
                      </div>
                    </Td>
                  </tr>
                ))}
              </TBody>
            </Table>
          )}
        </Card>
      </div>
    </>
  );
}
