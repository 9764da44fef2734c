import 'server-only';
import { LawYearError } from '@/lib/tax/law/types';

// The one place a year without tax tables is caught. The engine throws LawYearError for such a year (the
// API answers 400); a page or a view that can do without the figures gets null instead and says so.
// Delete this file once the engine falls back to the nearest year and no longer throws.

export async function unlessLawYearMissing<T>(run: () => T | Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof LawYearError) return null;
    throw err;
  }
}
