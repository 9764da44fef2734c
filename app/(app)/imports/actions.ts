'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { byId } from '../_lib/mutate';
import { action } from '@/app/_lib/action';
import { ApiError } from '@/lib/core/errors';
import { createImport, updateImport } from '@/lib/imports/create';
import { IMPORT_KINDS } from '@/lib/imports/kinds';
import { updateImportBody } from '@/lib/imports/schemas';
import { restoreImport, undoImport } from '@/lib/imports/undo';
import { recordId } from '@/lib/validation/common';
import { changeFromForm } from './form-change';
import { findUnstorable, UNSTORABLE_MESSAGE } from '@/lib/validation/text';

// The web app's side of imports: the same services as /api/v1/imports. Failures come back as messages the
// page shows (in the URL, so the page itself stays a server component), never as a thrown error.

export type StartResult = { ok: true; id: number } | { ok: false; message: string };

/** A preview of the uploaded CSV; the browser then opens /imports/<id>. */
export const startImport = action(
  {
    name: 'imports.start',
    args: z.tuple([z.enum(IMPORT_KINDS), z.string().min(1).max(512)]),
    writes: true,
    onError: (err): StartResult => ({
      ok: false,
      message: err.code === 'not_found' ? 'Choose the file again.' : err.message,
    }),
  },
  async (ctx, kind: (typeof IMPORT_KINDS)[number], key: string): Promise<StartResult> => {
    const created = await createImport(ctx, { kind, objstore_key: key });
    return { ok: true, id: created.id };
  },
);

/** The mapping form of /imports/<id>: a new preview, then back to the page, with what went wrong if anything. */
export const updateImportForm = action(
  {
    name: 'imports.update',
    args: z.tuple([recordId, z.instanceof(FormData)]),
    writes: true,
  },
  async (ctx, id: number, formData: FormData) => {
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
    redirect(`/imports/${id}${error ? `?error=${encodeURIComponent(error)}` : '?updated=1'}`);
  },
);

export const undoImportAction = action(
  { name: 'imports.undo', args: byId, writes: true },
  async (ctx, id: number) => {
    await undoImport(ctx, id);
    redirect(`/imports/${id}`);
  },
);

export const restoreImportAction = action(
  { name: 'imports.restore', args: byId, writes: true },
  async (ctx, id: number) => {
    await restoreImport(ctx, id);
    redirect(`/imports/${id}`);
  },
);
