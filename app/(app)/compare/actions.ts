'use server';

import { redirect } from 'next/navigation';
import { action, refreshAfterWrite } from '@/app/_lib/action';
import { CHECK_FIELDS as CHECK, nonce } from '@/app/_lib/form-state';
import type { CompareState, ComparisonShown } from '@/components/compare/compare-types';
import { parseFormFields } from '@/app/_lib/form-values';
import { comparisonResource } from '@/lib/records/comparisons/resource';
import { ApiError } from '@/lib/core/errors';
import { deleteRecord } from '@/lib/records/service';
import { contractDistances } from '@/lib/views/tax-home/extension';
import { calculateComparison, saveComparison } from '@/lib/views/compare';
import { comparisonCreateBody, taxCalculateBody, type TaxCalculateBody } from '@/lib/views/schemas';
import { buttonAction, yearFrom } from '../_lib/mutate';
import { contractFields, type Side } from './fields';

/** Form text of one side → the contract's input (keys without the a_/b_ prefix), dollars → cents. */
function readSide(side: Side, fd: FormData) {
  const parsed = parseFormFields(contractFields(side), fd, 'create');
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed.input)) input[name.slice(2)] = value;
  return { ...parsed, input };
}

/** Zod paths (['contract_a', 'weeks']) → form field names ('a_weeks'); the first message per field wins. */
function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const [top, inner] = path;
    const side = top === 'contract_a' ? 'a' : top === 'contract_b' ? 'b' : null;
    const key = side && typeof inner === 'string' ? `${side}_${inner}` : typeof top === 'string' ? top : '';
    errors[key] ??= message.includes('received undefined')
      ? 'Required'
      : message.includes('hourly_rate')
        ? 'Enter a weekly base pay or an hourly rate'
        : message;
  }
  return errors;
}

function shown(body: TaxCalculateBody, r: Awaited<ReturnType<typeof calculateComparison>>): ComparisonShown {
  const a = body.contract_a;
  const b = body.contract_b;
  return {
    year: r.year,
    names: [a.name, b.name],
    states: [a.state, b.state],
    weeks: [a.weeks, b.weeks],
    results: [r.contractA, r.contractB],
    winner: r.winner,
    diff: r.diff,
    notes: r.notes,
  };
}

/** Compares the two contracts (POST /tax-calculate); with intent=save also stores the snapshot. */
export const compareAction = action(
  { name: 'compare.run' },
  async (ctx, _prev: CompareState, fd: FormData): Promise<CompareState> => {
    const a = readSide('a', fd);
    const b = readSide('b', fd);
    const yearText = fd.get('year');
    const name = String(fd.get('comparison_name') ?? '').trim();
    const values: Record<string, string> = { ...a.values, ...b.values, year: String(yearText ?? '') };
    // Only once the result (and its name field) is on screen: before that the form proposes a name.
    if (fd.has('comparison_name')) values.comparison_name = name;
    const formErrors = { ...a.errors, ...b.errors };
    if (Object.keys(formErrors).length > 0)
      return { message: CHECK, errors: formErrors, values, nonce: nonce() };
    const parsed = taxCalculateBody.safeParse({
      year: yearFrom(typeof yearText === 'string' ? yearText : undefined, ctx.now),
      contract_a: a.input,
      contract_b: b.input,
    });
    if (!parsed.success) {
      return { message: CHECK, errors: fieldErrors(parsed.error.issues), values, nonce: nonce() };
    }
    const saving = fd.get('intent') === 'save';
    let savedId: number | null = null;
    let result: ComparisonShown;
    // Server actions are public endpoints: the services refuse a free user (pro_required) here too.
    try {
      const computed = await calculateComparison(ctx, parsed.data);
      const distances = await contractDistances(ctx, [parsed.data.contract_a, parsed.data.contract_b]);
      result = { ...shown(parsed.data, computed), distances };
      if (saving && name) {
        const body = comparisonCreateBody.parse({ ...parsed.data, name });
        savedId = (await saveComparison(ctx, body)).id;
      }
    } catch (err) {
      if (err instanceof ApiError) return { message: err.message, values, nonce: nonce() };
      throw err;
    }
    if (savedId !== null) {
      refreshAfterWrite();
      redirect(`/compare?id=${savedId}`);
    }
    const errors: Record<string, string> =
      saving && !name ? { comparison_name: 'Give the comparison a name to save it' } : {};
    return { ok: true, errors, result, values, nonce: nonce() };
  },
);

/** Soft-deletes a saved comparison, on any plan (Settings → Trash restores it). */
export const deleteComparison = buttonAction(
  'compare.delete',
  (ctx, id) => deleteRecord(comparisonResource, ctx, id),
  '/compare',
);
