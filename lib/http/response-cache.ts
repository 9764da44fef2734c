import 'server-only';
import { env } from '@/lib/env';

// Cached GET responses of one process, per user, keyed by the user's data version: database triggers bump
// `users.data_version` in the writer's own transaction on every write to the user's row or records
// (prisma/migrations/20261121033203_user_data_version), and the pipeline reads the version with the user
// at authentication. A request that starts after a write committed sees the new version and misses, so
// nothing stale is ever served, whichever process or tool wrote. Bounded by RESPONSE_CACHE_MB (0 turns it
// off); least recently used out first, and a user's older versions out as soon as a newer one is stored.

export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Slot {
  version: number;
  keys: Set<string>;
}

const STRING_OVERHEAD = 64;

function sizeOf(key: string, entry: CachedResponse): number {
  // V8 stores these one-byte strings at a byte a character; headers are a few short pairs.
  return key.length + entry.body.length + entry.headers.length * STRING_OVERHEAD + STRING_OVERHEAD;
}

export class ResponseCache {
  private readonly entries = new Map<string, { entry: CachedResponse; bytes: number; userId: number }>();
  private readonly users = new Map<number, Slot>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(userId: number, version: number, key: string): CachedResponse | undefined {
    if (this.users.get(userId)?.version !== version) return undefined;
    const full = `${userId}\u0000${key}`;
    const found = this.entries.get(full);
    if (!found) return undefined;
    this.entries.delete(full); // re-insert: Map order is the recency order
    this.entries.set(full, found);
    return found.entry;
  }

  set(userId: number, version: number, key: string, entry: CachedResponse): void {
    const full = `${userId}\u0000${key}`;
    const bytes = sizeOf(full, entry);
    if (bytes > this.maxBytes / 4) return; // one huge page must not flush everyone else
    const known = this.users.get(userId)?.version;
    if (known !== undefined && version < known) return; // a request that raced a newer write: keep the newer
    if (known !== undefined && version > known) this.dropUser(userId);
    this.remove(full); // before the slot is looked up: removing a user's last key drops their slot
    let slot = this.users.get(userId);
    if (!slot) {
      slot = { version, keys: new Set() };
      this.users.set(userId, slot);
    }
    this.entries.set(full, { entry, bytes, userId });
    slot.keys.add(full);
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(full: string): void {
    const found = this.entries.get(full);
    if (!found) return;
    this.entries.delete(full);
    this.bytes -= found.bytes;
    const slot = this.users.get(found.userId);
    slot?.keys.delete(full);
    if (slot && slot.keys.size === 0) this.users.delete(found.userId);
  }

  private dropUser(userId: number): void {
    for (const full of [...(this.users.get(userId)?.keys ?? [])]) this.remove(full);
    this.users.delete(userId);
  }
}

const holder = globalThis as unknown as { __travelLedgerResponses?: ResponseCache | null };

/** The process's cache, or null when RESPONSE_CACHE_MB is 0. */
export function responseCache(): ResponseCache | null {
  if (holder.__travelLedgerResponses === undefined) {
    const mb = env().RESPONSE_CACHE_MB;
    holder.__travelLedgerResponses = mb > 0 ? new ResponseCache(mb * 1024 * 1024) : null;
  }
  return holder.__travelLedgerResponses;
}

/**
 * Tests switch the cache on and off between files.
 * @internal Tests use it too.
 */
export function resetResponseCache(): void {
  holder.__travelLedgerResponses = undefined;
}

export async function toCached(res: Response): Promise<CachedResponse> {
  return { status: res.status, headers: [...res.headers], body: await res.text() };
}

export function fromCached(entry: CachedResponse): Response {
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}
