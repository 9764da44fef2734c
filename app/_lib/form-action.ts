import 'server-only';
import type { FormState } from '@/app/_lib/form-types';
import { currentCtx } from '@/lib/auth/current-user';
import type { Ctx } from '@/lib/core/context';
import { formWith, type FormOptions } from './form-pipeline';

/**
 * A record form's action for the signed-in user: `(…bound, prev, formData) => FormState`, the shape
 * useActionState and `.bind(null, id)` expect (stages: ./form-pipeline.ts, ./pipeline.ts).
 */
export function formAction<T, B extends unknown[] = []>(
  opts: FormOptions<T, B>,
  handler: (ctx: Ctx, input: T, ...bound: B) => Promise<unknown>,
): (...args: [...B, FormState, FormData]) => Promise<FormState> {
  return formWith(currentCtx, opts, handler);
}
