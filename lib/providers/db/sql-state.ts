// A failed statement's SQLSTATE and constraint, in the two shapes it arrives in: the pg driver's own
// error (a raw read or write sent straight to the driver, ./direct.ts: `code`, `constraint`) and Prisma's
// wrapping of the driver adapter's error (`meta.driverAdapterError.cause`: `originalCode`,
// `constraint.index`).

type Cause = { originalCode?: unknown; constraint?: { index?: unknown } };
type Failure = { code?: unknown; constraint?: unknown; meta?: { driverAdapterError?: { cause?: Cause } } };

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function sqlState(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const o = err as Failure;
  const cause = o.meta?.driverAdapterError?.cause;
  if (typeof cause?.originalCode === 'string') return cause.originalCode;
  // Prisma's own codes (P2002) are five characters too, and are not SQLSTATEs.
  return typeof o.code === 'string' && SQLSTATE.test(o.code) && !o.code.startsWith('P') ? o.code : undefined;
}

export function constraintOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const o = err as Failure;
  const index = o.meta?.driverAdapterError?.cause?.constraint?.index;
  if (typeof index === 'string') return index;
  return typeof o.constraint === 'string' ? o.constraint : undefined;
}
