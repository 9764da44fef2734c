import 'server-only';
import { ApiError } from '@/lib/core/errors';

/** A computed view as a page shows it: the figures, or the Pro refusal that stood instead. */
export type ViewOutcome<T> = { kind: 'shown'; view: T } | { kind: 'pro_required' };

/**
 * Runs a view service for a page. The service decides (requirePro); the page only
 * renders the outcome, so a refusal reads the same on every page (components/views/view-refusal.tsx).
 */
export async function viewOutcome<T extends object>(run: () => Promise<T>): Promise<ViewOutcome<T>> {
  try {
    return { kind: 'shown', view: await run() };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'pro_required') return { kind: 'pro_required' };
    throw err;
  }
}
