import 'server-only';
import { issuesByField } from '@/app/_lib/form-values';
import type { FormState } from '@/app/_lib/form-types';
import { UNAVAILABLE_MESSAGE, type ApiError } from '@/lib/core/errors';

// The form state an action answers (app/_lib/form-types.ts), from a refusal in plain words.

export const CHECK_FIELDS = 'Check the highlighted fields';
export const MISSING_MESSAGE = 'This record no longer exists: it may have been deleted';

let counter = 0;
/** Changes after each answer, so the form remounts with fresh defaults (components/records/record-form). */
export const nonce = () => ++counter + Date.now();

/**
 * A refused write as the form's state: a record gone is said so; a validation error's details flag their
 * fields under one plain message (never the API's "Invalid request"); anything else in the error's words.
 */
export function errorState(err: ApiError, values: Record<string, string>): FormState {
  if (err.code === 'not_found') return { message: MISSING_MESSAGE, values, nonce: nonce() };
  if (err.code === 'unavailable') return { message: UNAVAILABLE_MESSAGE, values, nonce: nonce() };
  const errors = err.details
    ? issuesByField(err.details.map((d) => ({ path: [d.path], message: d.message })))
    : {};
  const plain = err.code === 'validation_error' && err.details?.length ? CHECK_FIELDS : err.message;
  return { message: plain, errors, values, nonce: nonce() };
}
