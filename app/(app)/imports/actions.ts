'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError } from '@/lib/core/errors';
import { createImport, updateImport } from '@/lib/imports/create';
import { IMPORT_KINDS } from '@/lib/imports/kinds';
import { updateImportBody } from '@/lib/imports/schemas';
import { restoreImport, undoImport } from '@/lib/imports/undo';
import { changeFromForm } from './form-change';
import { findUnstorable, UNSTORABLE_MESSAGE } from '@/lib/validation/text';

// The web app's side of imports: the same services as /api/v1/imports. Failures come back as messages the
// page shows (in the URL, so the page itself stays a server component), never as a thrown error.

export type StartResult = { ok: true; id: number } | { ok: false; message: string };

const RECORD_PAGES = ['/expenses', '/mileage', '/dashboard', '/profitability', '/imports'];

/** A preview of the uploaded CSV; the browser then opens /imports/<id>. */
export async function startImport(kind: string, key: string): Promise<StartResult> {
  const ctx = await currentCtx();
  const k = IMPORT_KINDS.find((x) => x === kind);
  if (!k || typeof key !== 'string' || key.length > 512)
    return { ok: false, message: 'Choose the file again.' };
  try {
    const created = await createImport(ctx, { kind: k, objstore_key: key });
    revalidatePath('/imports');
    return { ok: true, id: created.id };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, message: err.message };
    throw err;
  }
}

/** The mapping form of /imports/<id>: a new preview, then back to the page. */
export async function updateImportForm(id: number, formData: FormData): Promise<void> {
  const ctx = await currentCtx();
  const change = changeFromForm(formData);
  const parsed = updateImportBody.safeParse(change);
  let error = '';
  if (findUnstorable(change) !== null) error = UNSTORABLE_MESSAGE;
  else if (!parsed.success) error = parsed.error.issues[0]?.message ?? 'Check the choices';
  else {
    try {
      await updateImport(ctx, id, parsed.data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      error = err.message;
    }
  }
  revalidatePath(`/imports/${id}`);
  redirect(`/imports/${id}${error ? `?error=${encodeURIComponent(error)}` : '?updated=1'}`);
}

export async function undoImportAction(id: number): Promise<void> {
  const ctx = await currentCtx();
  await undoImport(ctx, id);
  for (const p of [...RECORD_PAGES, `/imports/${id}`]) revalidatePath(p);
  redirect(`/imports/${id}`);
}

export async function restoreImportAction(id: number): Promise<void> {
  const ctx = await currentCtx();
  await restoreImport(ctx, id);
  for (const p of [...RECORD_PAGES, `/imports/${id}`]) revalidatePath(p);
  redirect(`/imports/${id}`);
}
