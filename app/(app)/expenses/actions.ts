'use server';

import { cookies } from 'next/headers';
import { fileKey } from '../_lib/attached-file';
import { listOfYear } from '../_lib/edit-record';
import { buttonAction, editAction } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import { createExpenseBody, expenseResource } from '@/lib/records/expenses/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { expenseFields, LAST_CATEGORY_COOKIE } from './fields';

const receipt = (fd: FormData) => fileKey(fd, 'receipt_objstore_key');

export const createExpense = formAction(
  {
    name: 'expenses.create',
    fields: () => expenseFields(),
    mode: 'create',
    schema: createExpenseBody,
    extra: receipt,
    success: 'Expense saved',
  },
  async (ctx, input) => {
    const saved = await createRecord(expenseResource, ctx, input);
    // The next entry starts from the category used last.
    (await cookies()).set(LAST_CATEGORY_COOKIE, input.category, {
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'lax',
      httpOnly: true,
    });
    return saved;
  },
);

export const updateExpense = editAction('expenses.update', expenseResource, {
  fields: () => expenseFields(),
  extra: receipt,
  redirectTo: (input) => listOfYear('/expenses', input.date),
});

export const deleteExpense = buttonAction(
  'expenses.delete',
  (ctx, id) => deleteRecord(expenseResource, ctx, id),
  '/expenses',
);
