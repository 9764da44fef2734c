'use server';

import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { documentFile } from '../_lib/attached-file';
import { buttonAction, byId } from '../_lib/mutate';
import { formAction } from '@/app/_lib/form-action';
import {
  createIncomeDocumentBody,
  incomeDocumentResource,
  updateIncomeDocumentBody,
  type IncomeDocumentOut,
} from '@/lib/records/income-documents/resource';
import { createRecord, deleteRecord, updateRecord } from '@/lib/records/service';
import { documentFields, stateLinesFrom } from './fields';

const attached = (fd: FormData) => ({ ...documentFile(fd), ...stateLinesFrom(fd) });

/**
 * A document saved with something to check (box 2 above box 1, box 4 or 6 off its rate) opens on its own
 * page, where each warning is said at its box; otherwise the list of its year. The resource serializes
 * with the record's own definition, so the answer is an IncomeDocumentOut.
 */
function afterSave(saved: unknown): string | undefined {
  const doc = saved as IncomeDocumentOut;
  return doc.warnings?.length ? `/income-documents/${doc.id}` : undefined;
}

export const createIncomeDocument = formAction(
  {
    name: 'income-documents.create',
    fields: () => documentFields(),
    mode: 'create',
    schema: createIncomeDocumentBody,
    extra: attached,
    success: 'Document saved',
  },
  async (ctx, input) => {
    const to = afterSave(await createRecord(incomeDocumentResource, ctx, input));
    if (to) redirect(to);
  },
);

type Update = z.infer<typeof updateIncomeDocumentBody>;

export const updateIncomeDocument = formAction<Update, [number]>(
  {
    name: 'income-documents.update',
    args: byId,
    fields: () => documentFields(),
    mode: 'update',
    schema: updateIncomeDocumentBody,
    extra: attached,
  },
  async (ctx, input, id: number) => {
    const saved = (await updateRecord(incomeDocumentResource, ctx, id, input)) as IncomeDocumentOut;
    redirect(afterSave(saved) ?? `/income-documents?year=${saved.year}`);
  },
);

export const deleteIncomeDocument = buttonAction(
  'income-documents.delete',
  (ctx, id) => deleteRecord(incomeDocumentResource, ctx, id),
  '/income-documents',
);
