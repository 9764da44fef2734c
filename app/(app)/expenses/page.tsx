import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { PageHeader } from '@/components/app/page-header';
import { ActionButton } from '@/components/records/delete-form';
import { RecordForm } from '@/components/records/record-form';
import { FilterForm } from '@/components/records/year-filter';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import { assignmentResource } from '@/lib/assignments/resource';
import { currentCtx } from '@/lib/auth/current-user';
import { expenseResource } from '@/lib/expenses/resource';
import { todayOf } from '@/lib/records/dates';
import { listRecords } from '@/lib/records/service';
import { yearFrom, yearOptions } from '../_lib/mutate';
import type { AssignmentOut } from '../assignments/fields';
import { createExpense, deleteExpense } from './actions';
import { categoryOptions, expenseFields, LAST_CATEGORY_COOKIE, type ExpenseOut } from './fields';

export const metadata: Metadata = { title: 'Expenses' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ExpensesPage({ searchParams }: { searchParams: Search }) {
  const ctx = await currentCtx();
  const sp = await searchParams;
  const year = yearFrom(sp.year, ctx.now);
  const category =
    typeof sp.category === 'string' && categoryOptions.some((o) => o.value === sp.category)
      ? sp.category
      : '';
  const lastCategory = (await cookies()).get(LAST_CATEGORY_COOKIE)?.value;
  const [expenses, assignments] = await Promise.all([
    listRecords(expenseResource, ctx, { limit: 200, offset: 0, year }),
    listRecords(assignmentResource, ctx, { limit: 50, offset: 0 }),
  ]);
  // The service filters by year; the category filter narrows the loaded year here.
  const rows = (expenses.items as ExpenseOut[]).filter((e) => !category || e.category === category);
  const totalCents = rows.reduce((sum, e) => sum + e.amount, 0);
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
      />
      <div className="grid gap-6">
        <Card aria-labelledby="new-expense">
          <CardHeader id="new-expense" title="Add an expense" />
          <RecordForm
            action={createExpense}
            fields={fields}
            submitLabel="Save expense"
            successMessage="Expense saved"
          />
        </Card>
        <Card aria-labelledby="expense-list">
          <CardHeader
            id="expense-list"
            title={`${year}${category ? ` · ${labelOf(category)}` : ''}`}
            description={
              <>
                {rows.length} expense{rows.length === 1 ? '' : 's'} · total{' '}
                <Money cents={totalCents} className="font-semibold text-fg" />
                {expenses.total > expenses.items.length
                  ? ` (first ${expenses.items.length} of ${expenses.total})`
                  : ''}
              </>
            }
            action={
              <FilterForm
                years={yearOptions(ctx.now)}
                year={year}
                extra={{ name: 'category', label: 'Category', value: category, options: categoryOptions }}
              />
            }
          />
          {rows.length === 0 ? (
            <EmptyState
              title={category || expenses.total > 0 ? 'No expenses match these filters' : 'No expenses yet'}
            >
              {category || expenses.total > 0
                ? 'Try another year or category.'
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
                    <Td className="text-muted">{e.description || '—'}</Td>
                    <Td className="text-right font-medium">
                      <Money cents={e.amount} />
                    </Td>
                    <Td className="text-right">
                      <ActionButton
                        action={deleteExpense.bind(null, e.id)}
                        label="Delete"
                        srLabel={`expense ${e.description || labelOf(e.category)} of ${e.date}`}
                      />
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
