'use server';

import { cookies } from 'next/headers';
import { fileKey } from '../_lib/attached-file';
import { listOfYear } from '../_lib/edit-record';
import { runAndReturn, saveEdit, saveForm } from '../_lib/mutate';
import type { FormState } from '@/components/records/form-types';
import { createExpenseBody, expenseResource } from '@/lib/expenses/resource';
import { createRecord, deleteRecord } from '@/lib/records/service';
import { expenseFields, LAST_CATEGORY_COOKIE } from './fields';

export async function createExpense(_prev: FormState, formData: FormData): Promise<FormState> {
  return saveForm({
    fields: expenseFields(),
    formData,
    mode: 'create',
    schema: createExpenseBody,
    extra: fileKey(formData, 'receipt_objstore_key'),
    run: async (ctx, input) => {
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
    successMessage: 'Expense saved',
  });
}

export async function updateExpense(id: number, _prev: FormState, formData: FormData): Promise<FormState> {
  return saveEdit(expenseResource, id, formData, {
    fields: expenseFields(),
    extra: fileKey(formData, 'receipt_objstore_key'),
    redirectTo: (input) => listOfYear('/expenses', input.date),
  });
}

export async function deleteExpense(id: number): Promise<void> {
  await runAndReturn((ctx) => deleteRecord(expenseResource, ctx, id), '/expenses');
}
