import type { ZodError } from 'zod';
import type { ErrorDetail } from '@/lib/core/errors';
import { UNKNOWN_FIELD } from '@/lib/validation/messages';

/**
 * zod issues as `{path, message}` with a dotted path (`contract_a.state`); each unknown field is a detail of
 * its own whose path names it (`state_lines.0.foo`), as the body rule has it (lib/validation/body-rule.ts).
 */
export function zodDetails(err: ZodError, root = ''): ErrorDetail[] {
  return err.issues.flatMap((issue) => {
    const parts = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...parts, key].join('.'), message: UNKNOWN_FIELD }));
    }
    return [{ path: parts.join('.') || root, message: issue.message }];
  });
}
