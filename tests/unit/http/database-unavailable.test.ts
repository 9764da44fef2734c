import { describe, expect, it } from 'vitest';
import { EmbeddedDatabaseBusyError } from '@/lib/providers/db/embedded';
import { isDatabaseUnavailable } from '@/lib/providers/db/unavailable';

// Which failures are an outage (503 `unavailable` on the API, the "unavailable for a moment" page) and
// which are bugs (500). The shapes are the ones the pg driver and Prisma 7's pg adapter produce (seen
// against a real server: tests/api/database-outage.test.ts makes the states themselves).

const pgError = (code: string, severity: string, message: string) =>
  Object.assign(new Error(message), { code, severity, detail: undefined, hint: undefined });
/** How Prisma 7 wraps a driver error: meta.driverAdapterError.cause holds the SQLSTATE. */
const viaPrisma = (code: string, severity: string, message: string) =>
  Object.assign(new Error(`Database error. Code: \`${code}\``), {
    code: 'P2039',
    meta: {
      driverAdapterError: Object.assign(new Error(message), {
        cause: { originalCode: code, kind: 'postgres', code, severity, message },
      }),
    },
  });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'database closed to connections (55000, FATAL)',
      viaPrisma('55000', 'FATAL', 'database "x" is not currently accepting connections'),
    ],
    [
      'backend terminated by an administrator (57P01)',
      viaPrisma('57P01', 'FATAL', 'terminating connection due to administrator command'),
    ],
    [
      'server shutting down (57P02, the pg error itself)',
      pgError('57P02', 'FATAL', 'terminating connection due to crash'),
    ],
    ['server starting up (57P03)', viaPrisma('57P03', 'FATAL', 'the database system is starting up')],
    ['too many connections (53300)', viaPrisma('53300', 'FATAL', 'too many connections for database "x"')],
    ['out of memory (53200)', viaPrisma('53200', 'ERROR', 'out of memory')],
    ['connection failure (08006)', pgError('08006', 'FATAL', 'connection failure')],
    [
      'statement cancelled (57014)',
      viaPrisma('57014', 'ERROR', 'canceling statement due to statement timeout'),
    ],
    ['a deadlock that outlived the retries (40P01)', viaPrisma('40P01', 'ERROR', 'deadlock detected')],
    ['the pool had no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection timed out', new Error('Connection terminated due to connection timeout')],
    ['a connection lost', new Error('Connection terminated unexpectedly')],
    ['refused (socket error)', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'the adapter saw the socket closed',
      Object.assign(new Error('x'), { cause: { kind: 'ConnectionClosed' } }),
    ],
    ["Prisma's pool timeout (P2024)", Object.assign(new Error('pool'), { code: 'P2024' })],
    ['the embedded database held by another process', new EmbeddedDatabaseBusyError('/tmp/x', 1)],
  ])('outage: %s', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', viaPrisma('23505', 'ERROR', 'duplicate key value')],
    [
      '55000 that is not about connections',
      viaPrisma('55000', 'ERROR', 'currval of sequence "s" is not yet defined'),
    ],
    ['a NUL in text (22021)', viaPrisma('22021', 'ERROR', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'boom'],
  ])('not an outage: %s', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
