import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { FieldSpec } from '@/app/_lib/form-types';
import type { Ctx } from '@/lib/core/context';
import type { BaseRow, ResourceSpec } from '@/lib/records/define';
import { updateRecord } from '@/lib/records/service';
import { recordId, yearIn } from '@/lib/validation/common';
import { action } from '../../_lib/action';
import { formAction } from '../../_lib/form-action';

// The record pages' two common actions, on the pipeline (app/_lib/action.ts): an edit page's save and a
// one-button write (delete, restore). The record's id is bound by the page, and parsed here like any input.

export const byId = z.tuple([recordId]);

/** An edit page's save: the form through the resource's update schema into its update, then away. */
export function editAction<Row extends BaseRow, U>(
  name: string,
  spec: ResourceSpec<Row, unknown, U>,
  opts: {
    fields: FieldSpec[] | (() => FieldSpec[]);
    redirectTo: string | ((input: U) => string);
    /** A newly attached file (app/(app)/_lib/attached-file.ts); nothing keeps the stored one. */
    extra?: (formData: FormData) => Record<string, unknown>;
  },
) {
  if (!spec.updateBody) throw new Error(`${spec.name} has no update`);
  return formAction<U, [number]>(
    { name, args: byId, mode: 'update', schema: spec.updateBody, ...opts },
    (ctx, input: U, id: number) => updateRecord(spec, ctx, id, input),
  );
}

/** A one-button write (delete, restore): run, refresh, go back; a missing record is the 404 page. */
export function buttonAction(name: string, run: (ctx: Ctx, id: number) => Promise<unknown>, to: string) {
  return action({ name, args: byId, writes: true }, async (ctx, id: number) => {
    await run(ctx, id);
    redirect(to);
  });
}

/** `?year=` as a number when it is a sensible year, else the current one. */
export function yearFrom(value: string | string[] | undefined, now: Date): number {
  return yearIn(value) ?? now.getUTCFullYear();
}
