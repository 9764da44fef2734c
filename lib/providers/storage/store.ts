import 'server-only';
import { env, type Env } from '@/lib/env';
import { localStore } from './local';
import { s3Store } from './s3';

// The object store adapter (docs/architecture.md §1): S3 (or an S3-compatible service) when S3_BUCKET is set, else the
// embedded store on local disk with the same upload contract (docs/api-guide.md §1).

export interface ObjectStore {
  /** A signed address for one PUT of exactly `size` bytes of `contentType`, valid until `expiresAt`. */
  uploadUrl(key: string, contentType: string, size: number, expiresAt: Date): Promise<string>;
  downloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  exists(key: string): Promise<boolean>;
  read(key: string): Promise<Buffer>;
  /** Removes every object whose key starts with `prefix` (account deletion); answers how many. */
  deletePrefix(prefix: string): Promise<number>;
}

// Keyed by the env object: tests that change S3_* and call resetEnvCache() get a fresh client.
const stores = new WeakMap<Env, ObjectStore>();

export function objectStore(): ObjectStore {
  const e = env();
  let store = stores.get(e);
  if (!store) {
    store = e.S3_BUCKET ? s3Store(e, e.S3_BUCKET) : localStore(e);
    stores.set(e, store);
  }
  return store;
}
