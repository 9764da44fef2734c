import { OUT_OF_RANGE_DIGEST } from '@/lib/core/dates';
import { UNAVAILABLE_DIGEST } from '@/lib/core/errors';

/**
 * What the error pages (app/error.tsx, app/global-error.tsx) say. A database outage has a digest of its
 * own (set by the data layer, lib/providers/db/unavailable.ts) and says so: the worker did nothing wrong and should
 * simply try again. Anything else is our fault; no detail of it reaches the browser.
 */
export function errorWords(digest: string | undefined): { title: string; message: string } {
  if (digest === UNAVAILABLE_DIGEST) {
    return {
      title: 'The service is unavailable for a moment',
      message: 'Your data is safe. Try again in a few seconds.',
    };
  }
  // A saved record holds a date the app cannot compute with (old data): the worker can fix it.
  const date = digest?.startsWith(`${OUT_OF_RANGE_DIGEST}:`)
    ? digest.slice(OUT_OF_RANGE_DIGEST.length + 1)
    : null;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return {
      title: 'One of your records has a date we cannot use',
      message: `A record is dated ${date}. Change it to a date from 1900 to 2100 (look through your assignments, trips home and visits), and this page will work again.`,
    };
  }
  return {
    title: 'Something went wrong on our side',
    message: 'Your data is safe. The page could not be loaded just now: try again in a few seconds.',
  };
}
