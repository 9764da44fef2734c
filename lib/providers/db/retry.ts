// A transaction that lost a serialization check or was picked as a deadlock victim (SQLSTATE 40001 or
// 40P01; Prisma's P2034) did nothing: PostgreSQL asks the client to run it again. The services' own
// transactions do, a few times with a short random pause, so concurrent writes of one user are not
// answered with an error; a failure that persists reaches the error mapping as 503 `unavailable`.

const RETRYABLE = new Set(['P2034', '40001', '40P01']);

export function isRetryableConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const o = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: Record<string, unknown> } } };
    if (typeof o.code === 'string' && RETRYABLE.has(o.code)) return true;
    const cause = o.meta?.driverAdapterError?.cause;
    if (cause?.kind === 'TransactionWriteConflict') return true;
    if (typeof cause?.originalCode === 'string' && RETRYABLE.has(cause.originalCode)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function retryConflicts<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isRetryableConflict(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
