import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/core/errors';

// Form actions can be called with any argument. The record a form names may be another user's, or deleted
// meanwhile (in another tab, or between the lookup and the write: Prisma's P2025): the form says so, and
// a one-button action shows the 404 page, never a 500 digest.

export function isMissing(err: unknown): boolean {
  if (err instanceof ApiError) return err.code === 'not_found';
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'P2025';
}

export const MISSING_MESSAGE = 'This record no longer exists: it may have been deleted';

/** A record that is not there (anymore) is the 404 page. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isMissing(err)) notFound();
    throw err;
  }
}
