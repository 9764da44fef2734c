import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// What Capture logs, kept in the browser (IndexedDB, through `idb`) until the API has it (issue 40). Each
// action gets its idempotency key when it is made, so however often it is sent (a dropped connection, two
// tabs), the API writes it once (lib/http/idempotency.ts). Actions are the signed-in user's: each carries the
// user's offline key (lib/auth/offline-key.ts) and only that user's are shown and sent. Browser only.

export type ActionKind = 'receipt' | 'expense' | 'trip' | 'visit-start' | 'visit-end';

export type ActionStatus = 'waiting' | 'sent' | 'refused';

export interface QueuedAction {
  /** The Idempotency-Key: a UUID made when the worker made the action. */
  key: string;
  /** The user's offline key. */
  user: string;
  kind: ActionKind;
  /** When it was made (ISO). */
  madeAt: string;
  /** How the list names it: "Receipt · $12.50 · Meals". */
  label: string;
  /** The API body. */
  body: Record<string, unknown>;
  /** A receipt's photo, compressed, until it is uploaded. */
  photo?: Blob;
  /** The photo's key in storage, once uploaded (a retry does not upload it again). */
  photoKey?: string;
  /** "Leaving home": the visit it ends, by id, or by the key of its "I'm home" not sent yet. */
  visitId?: number;
  startKey?: string;
  status: ActionStatus;
  /** The record made (sent), or why the API refused it (refused). */
  recordId?: number;
  reason?: string;
  sentAt?: string;
}

/** A trip started and not yet stopped, or a visit home checked in and not yet left: this device's state. */
export interface OpenTrip {
  startedAt: string;
  odometer: number | null;
}
export interface OpenVisit {
  /** The "I'm home" action's key (its record id once sent). */
  startKey: string | null;
  visitId: number | null;
  arrived: string;
  checkedInAt: string;
}

interface CaptureDb extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { user: string } };
  open: { key: string; value: { id: string; trip?: OpenTrip | null; visit?: OpenVisit | null } };
}

const DB_NAME = 'travel-ledger-capture';
let db: Promise<IDBPDatabase<CaptureDb>> | undefined;

function open(): Promise<IDBPDatabase<CaptureDb>> {
  db ??= openDB<CaptureDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('actions', { keyPath: 'key' }).createIndex('user', 'user');
      d.createObjectStore('open', { keyPath: 'id' });
    },
  });
  return db;
}

/** The user's actions, oldest first (they are sent in the order they were made). */
export async function actionsOf(user: string): Promise<QueuedAction[]> {
  const all = await (await open()).getAllFromIndex('actions', 'user', user);
  return all.sort((a, b) => (a.madeAt < b.madeAt ? -1 : a.madeAt > b.madeAt ? 1 : 0));
}

export async function putAction(action: QueuedAction): Promise<void> {
  await (await open()).put('actions', action);
  announce();
}

export async function getAction(key: string): Promise<QueuedAction | undefined> {
  return (await open()).get('actions', key);
}

export async function removeAction(key: string): Promise<void> {
  await (await open()).delete('actions', key);
  announce();
}

/** Sent actions are listed for a day, then forgotten (the records are in the app). */
export async function forgetOldSent(user: string, now: Date): Promise<void> {
  const day = now.getTime() - 24 * 60 * 60 * 1000;
  for (const a of await actionsOf(user))
    if (a.status === 'sent' && a.sentAt && Date.parse(a.sentAt) < day) await removeAction(a.key);
}

export async function openState(user: string): Promise<{ trip: OpenTrip | null; visit: OpenVisit | null }> {
  const row = await (await open()).get('open', user);
  return { trip: row?.trip ?? null, visit: row?.visit ?? null };
}

export async function setOpenState(
  user: string,
  change: { trip?: OpenTrip | null; visit?: OpenVisit | null },
): Promise<void> {
  const d = await open();
  const row = (await d.get('open', user)) ?? { id: user };
  await d.put('open', { ...row, ...change, id: user });
  announce();
}

/** Everything of this user on this device: at sign-out. */
export async function forgetUser(user: string): Promise<void> {
  const d = await open();
  for (const a of await actionsOf(user)) await d.delete('actions', a.key);
  await d.delete('open', user);
  announce();
}

/** Actions not yet accepted (waiting or refused): what sign-out would lose. */
export async function unsentCount(user: string): Promise<number> {
  return (await actionsOf(user)).filter((a) => a.status !== 'sent').length;
}

// Changes are announced to every open Capture view of this tab and, through a channel, of other tabs.
const EVENT = 'travel-ledger-capture';
let channel: BroadcastChannel | null | undefined;
/** Made on first use, in the browser only. */
const tabs = () => (channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(EVENT));

function announce(): void {
  window.dispatchEvent(new Event(EVENT));
  tabs()?.postMessage('changed');
}

export function onQueueChange(changed: () => void): () => void {
  window.addEventListener(EVENT, changed);
  tabs()?.addEventListener('message', changed);
  return () => {
    window.removeEventListener(EVENT, changed);
    tabs()?.removeEventListener('message', changed);
  };
}
