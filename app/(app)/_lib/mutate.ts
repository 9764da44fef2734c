import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { issuesByField, parseFormFields } from '@/components/records/form-values';
import type { FieldSpec, FormState } from '@/components/records/form-types';
import { currentCtx } from '@/lib/auth/current-user';
import { ApiError, UNAVAILABLE_MESSAGE } from '@/lib/core/errors';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import type { Ctx } from '@/lib/core/context';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import { updateRecord } from '@/lib/records/service';
import { refreshAfterWrite } from './refresh';
import { isMissing, MISSING_MESSAGE, orNotFound } from './missing';

// The one path every record form takes: form text → input → the resource's zod schema → service.
// Errors come back as a FormState for the form; success refreshes the app (./refresh.ts).

let counter = 0;
const nonce = () => ++counter + Date.now();

export function errorState(err: unknown, values: Record<string, string>): FormState {
  if (!(err instanceof ApiError) && isMissing(err)) {
    return { message: MISSING_MESSAGE, values, nonce: nonce() };
  }
  // A database outage: nothing was saved, and the same form may well work in a few seconds.
  if (isDatabaseUnavailable(err)) return { message: UNAVAILABLE_MESSAGE, values, nonce: nonce() };
  if (err instanceof ApiError) {
    const errors = err.details
      ? issuesByField(err.details.map((d) => ({ path: [d.path], message: d.message })))
      : {};
    return { message: err.message, errors, values, nonce: nonce() };
  }
  throw err;
}

export async function saveForm<T>(opts: {
  fields: FieldSpec[];
  formData: FormData;
  mode: 'create' | 'update';
  schema: z.ZodType<T>;
  run: (ctx: Ctx, input: T) => Promise<unknown>;
  /** Where to go after a save; a function of the input when it depends on it (the record's year). */
  redirectTo?: string | ((input: T) => string);
  successMessage?: string;
  /** Extra input that is not a form field (e.g. the year of a cost). */
  extra?: Record<string, unknown>;
}): Promise<FormState> {
  const ctx = await currentCtx();
  const { input, errors, values } = parseFormFields(opts.fields, opts.formData, opts.mode);
  const parsed = opts.schema.safeParse({ ...input, ...opts.extra });
  const formErrors = Object.keys(errors).length > 0;
  if (formErrors || !parsed.success) {
    // Every problem at once: what the form text could not be read as, then what the schema refused of
    // the rest (a field the form could not read keeps its own message).
    const schemaErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
    const all = { ...schemaErrors, ...errors };
    return { message: 'Check the highlighted fields', errors: all, values, nonce: nonce() };
  }
  try {
    await opts.run(ctx, parsed.data);
  } catch (err) {
    return errorState(err, values);
  }
  refreshAfterWrite();
  if (opts.redirectTo) {
    redirect(typeof opts.redirectTo === 'string' ? opts.redirectTo : opts.redirectTo(parsed.data));
  }
  return { ok: true, message: opts.successMessage ?? 'Saved', nonce: nonce() };
}

/** An edit page's save: the form through the resource's update schema into its update, then away. */
export async function saveEdit<Row extends BaseRow, U>(
  spec: ResourceSpec<Row, unknown, U>,
  id: number,
  formData: FormData,
  opts: {
    fields: FieldSpec[];
    redirectTo: string | ((input: U) => string);
    /** A newly attached file (app/(app)/_lib/attached-file.ts); nothing keeps the stored one. */
    extra?: Record<string, unknown>;
  },
): Promise<FormState> {
  if (!spec.updateBody) throw new Error(`${spec.name} has no update`);
  return saveForm({
    ...opts,
    formData,
    mode: 'update',
    schema: spec.updateBody,
    run: (ctx, input) => updateRecord(spec, ctx, id, input),
  });
}

/** For one-button forms (delete, restore): run, refresh, go back; a missing record is the 404 page. */
export async function runAndReturn(run: (ctx: Ctx) => Promise<unknown>, to: string) {
  const ctx = await currentCtx();
  await orNotFound(run(ctx));
  refreshAfterWrite();
  redirect(to);
}

/** `?year=` as a number when it is a sensible year, else the current one. */
export function yearFrom(value: string | string[] | undefined, now: Date): number {
  const y = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : NaN;
  return y >= 2000 && y <= 2100 ? y : now.getUTCFullYear();
}

// The years a picker offers come from lib/records/years.ts (recordYears): the years that hold records.
