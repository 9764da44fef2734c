// Opens the database (and applies migrations) when the server starts, so the first request does not pay it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('@/lib/db/client');
  await getDatabase();
}
