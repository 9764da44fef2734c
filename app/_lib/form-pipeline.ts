import 'server-only';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { issuesByField, parseFormFields } from '@/app/_lib/form-values';
import type { FieldSpec, FormState } from '@/app/_lib/form-types';
import type { Ctx } from '@/lib/core/context';
import { ApiError } from '@/lib/core/errors';
import { CHECK_FIELDS, errorState, nonce } from './form-state';
import { runAction, type ActionOptions } from './pipeline';

// A record form on the pipeline's stages (./pipeline.ts): form text → input → the resource's zod schema →
// service, every refusal as the form's state in plain words, a success refreshed and confirmed. The
// session-bound builder is ./form-action.ts; tests run this one on a ctx of their own.

export interface FormOptions<T, B extends unknown[]> extends Omit<ActionOptions<B, FormState>, 'onError'> {
  fields: FieldSpec[] | (() => FieldSpec[]);
  mode: 'create' | 'update';
  schema: z.ZodType<T>;
  /** Input that is not a form field: an attached file's hidden inputs, a bound year. */
  extra?: (formData: FormData, ...bound: B) => Record<string, unknown>;
  /**
   * Where to go after a save; a function of the input when it depends on it (the record's year), which may
   * answer undefined to stay on the page with the confirmation.
   */
  redirectTo?: string | ((input: T, ...bound: B) => string | undefined);
  /** The confirmation the form shows after a save that stays on the page. */
  success?: string;
  /**
   * The service's own rules that need the ctx (a date not after today), run on what the form could read
   * even when other fields are refused, so every problem is flagged at once. The service checks them again.
   */
  checks?: (ctx: Ctx, input: Record<string, unknown>) => Record<string, string>;
  /** What the confirmation offers next, from the saved input (a link), if anything. */
  next?: (ctx: Ctx, input: T) => Promise<FormState['next']>;
}

/**
 * `(…bound, prev, formData) => FormState`, the shape useActionState and `.bind(null, id)` expect. Every
 * problem is reported at once: what the form text could not be read as, then what the schema refused of
 * the rest (a field the form could not read keeps its own message).
 */
export function formWith<T, B extends unknown[] = []>(
  makeCtx: () => Promise<Ctx>,
  opts: FormOptions<T, B>,
  handler: (ctx: Ctx, input: T, ...bound: B) => Promise<unknown>,
): (...args: [...B, FormState, FormData]) => Promise<FormState> {
  return (...args) => {
    const formData = args[args.length - 1] as FormData;
    const bound = args.slice(0, -2);
    const fields = typeof opts.fields === 'function' ? opts.fields() : opts.fields;
    const { input, errors, values } = parseFormFields(fields, formData, opts.mode);
    return runAction(
      makeCtx,
      { ...opts, writes: opts.writes ?? true, onError: (err) => errorState(err, values) },
      async (ctx, ...b: B) => {
        const parsed = opts.schema.safeParse({ ...input, ...opts.extra?.(formData, ...b) });
        const ruleErrors = opts.checks?.(ctx, input) ?? {};
        if (Object.keys({ ...errors, ...ruleErrors }).length > 0 || !parsed.success) {
          const schemaErrors = parsed.success ? {} : issuesByField(parsed.error.issues);
          const all = Object.entries({ ...schemaErrors, ...ruleErrors, ...errors });
          const details = all.map(([path, message]) => ({ path, message }));
          throw new ApiError('validation_error', CHECK_FIELDS, details);
        }
        await handler(ctx, parsed.data, ...b);
        const to = opts.redirectTo;
        const target = typeof to === 'string' ? to : to?.(parsed.data, ...b);
        if (target) redirect(target);
        const next = await opts.next?.(ctx, parsed.data);
        return { ok: true, message: opts.success ?? 'Saved', nonce: nonce(), ...(next && { next }) };
      },
      bound,
    );
  };
}
