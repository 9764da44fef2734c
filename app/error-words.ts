import { UNAVAILABLE_DIGEST } from '@/lib/core/errors';

/**
 * What the error pages (app/error.tsx, app/global-error.tsx) say. A database outage has a digest of its
 * own (set by the data layer, lib/db/unavailable.ts) and says so: the worker did nothing wrong and should
 * simply try again. Anything else is our fault; no detail of it reaches the browser.
 */
export function errorWords(digest: string | undefined): { title: string; message: string } {
  if (digest === UNAVAILABLE_DIGEST) {
    return {
      title: 'The service is unavailable for a moment',
      message: 'Your data is safe. Try again in a few seconds.',
    };
  }
  return {
    title: 'Something went wrong on our side',
    message: 'Your data is safe. The page could not be loaded just now: try again in a few seconds.',
  };
}
