import 'server-only';
import { ApiError } from '@/lib/core/errors';
import { unlessLawYearMissing } from './law-year';

/** A computed view as a page shows it: the figures, or which of the two expected refusals stood instead. */
export type ViewOutcome<T> =
  { kind: 'shown'; view: T } | { kind: 'pro_required' } | { kind: 'law_year_missing' };

/**
 * Runs a view service for a page. The service decides (requirePro, the engine's law tables); the page only
 * renders the outcome, so a refusal reads the same on every page (components/tax/view-refusal.tsx).
 */
export async function viewOutcome<T extends object>(run: () => Promise<T>): Promise<ViewOutcome<T>> {
  try {
    const view = await unlessLawYearMissing(run);
    return view === null ? { kind: 'law_year_missing' } : { kind: 'shown', view };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'pro_required') return { kind: 'pro_required' };
    throw err;
  }
}
