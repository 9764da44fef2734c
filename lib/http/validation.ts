import type { ZodError } from 'zod';
import type { ErrorDetail } from '@/lib/core/errors';

/** zod issues as `{path, message}` with a dotted path (`contract_a.state`); an unknown key names itself. */
export function zodDetails(err: ZodError, root = ''): ErrorDetail[] {
  return err.issues.flatMap((issue) => {
    const parts = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...parts, key].join('.'), message: 'Unknown field' }));
    }
    return [{ path: parts.join('.') || root, message: issue.message }];
  });
}
