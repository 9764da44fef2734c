import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startEmbeddedWorker, type EmbeddedClient } from './embedded-worker';

// The embedded PostgreSQL (PGlite) persisted under DATA_DIR. PGlite takes no lock of its own, and two
// processes on one directory lose writes silently, so this holds a PID lock file: a second opener fails
// at once with a message saying what to do. A lock left by a dead process is taken over.

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid}. Stop that process first ` +
        '(seeds and scripts run while the app is stopped), or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function acquireLock(lockPath: string, dir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (pid === process.pid) return () => undefined;
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new EmbeddedDatabaseBusyError(dir, pid);
      unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

// PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap, which never shrinks: 16 MB
// keeps the whole server under 400 MB (npm run bench: 360 MB peak with the heavy user, 470 MB with 128).
// Set on the command line (PGlite's `postgresqlconf` would replace the data directory's postgresql.conf).
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Opens (creating on first use) the PGlite database under `dataDir`, `undefined` meaning in memory, in a
 * worker thread (./embedded-worker.ts).
 */
export async function openEmbedded(
  dataDir?: string,
): Promise<{ pglite: EmbeddedClient; release: () => void }> {
  if (!dataDir)
    return { pglite: await startEmbeddedWorker(undefined, START_PARAMS), release: () => undefined };
  mkdirSync(dataDir, { recursive: true }); // PGlite's own mkdir is not recursive
  const dir = path.join(dataDir, 'pglite');
  const release = acquireLock(path.join(dataDir, 'pglite.lock'), dir);
  try {
    const pglite = await startEmbeddedWorker(dir, START_PARAMS);
    return { pglite, release };
  } catch (err) {
    release();
    throw err;
  }
}
