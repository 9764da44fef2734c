// At server start: answer the HTTP methods Next.js cannot represent (lib/http/method-guard.ts), and open
// the database (applying migrations), so the first request does not pay it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installMethodGuard } = await import('@/lib/http/method-guard');
  installMethodGuard();
  const { getDatabase } = await import('@/lib/db/client');
  await getDatabase();
}
