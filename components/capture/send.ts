import { api, type Outcome } from './api';
import { uploadPhoto } from './photo';
import { actionsOf, getAction, openState, putAction, setOpenState, type QueuedAction } from './queue';

// Sends the user's waiting actions to the API, oldest first, each with its own Idempotency-Key, so a send
// repeated after a dropped answer, or by two tabs at once, still makes one record (lib/http/idempotency.ts).
// A refusal (a 4xx about the action itself) is kept with its reason for the worker to read; anything that
// may pass later (no connection, a busy server) stops the round and the action waits for the next one.
// Browser only.

const CREATE_PATHS = {
  receipt: '/api/v1/expenses',
  expense: '/api/v1/expenses',
  trip: '/api/v1/mileage',
  'visit-start': '/api/v1/tax-home-visits',
} as const;

const later = (message: string): Outcome<never> => ({ ok: false, kind: 'later', message });
const refused = (message: string): Outcome<never> => ({ ok: false, kind: 'refused', message });

/** The receipt's photo in storage: uploaded once (its key is kept), the way the expense form uploads one. */
async function photoKeyOf(a: QueuedAction): Promise<Outcome<string>> {
  if (a.photoKey) return { ok: true, status: 200, body: a.photoKey };
  if (!a.photo)
    return refused('The photo is no longer on this device. Remove this receipt and take it again.');
  const key = await uploadPhoto(a.photo, a.madeAt.slice(0, 10));
  if (key.ok) await putAction({ ...a, photoKey: key.body });
  return key;
}

/** The visit "Leaving home" ends: known, or the record its "I'm home" made once that was sent. */
async function visitIdOf(a: QueuedAction): Promise<Outcome<number>> {
  if (a.visitId !== undefined) return { ok: true, status: 200, body: a.visitId };
  const start = a.startKey ? await getAction(a.startKey) : undefined;
  if (start?.status === 'sent' && start.recordId !== undefined)
    return { ok: true, status: 200, body: start.recordId };
  if (start?.status === 'waiting') return later('Waits for its “I’m home” to be sent first');
  return refused(
    'The visit this ends was not saved, so there is nothing to end. Remove this and log the visit on the Tax home page.',
  );
}

async function sendOne(a: QueuedAction): Promise<Outcome<{ id?: number }>> {
  if (a.kind === 'visit-end') {
    const id = await visitIdOf(a);
    if (!id.ok) return id;
    return api('PATCH', `/api/v1/tax-home-visits/${id.body}`, a.body, a.key);
  }
  if (a.kind === 'receipt') {
    const photo = await photoKeyOf(a);
    if (!photo.ok) return photo;
    return api('POST', CREATE_PATHS.receipt, { ...a.body, receipt_objstore_key: photo.body }, a.key);
  }
  return api('POST', CREATE_PATHS[a.kind], a.body, a.key);
}

/** An "I'm home" sent: the open visit on this device now knows its record. */
async function noteVisit(user: string, a: QueuedAction, id: number | undefined): Promise<void> {
  if (a.kind !== 'visit-start' || id === undefined) return;
  const { visit } = await openState(user);
  if (visit?.startKey === a.key) await setOpenState(user, { visit: { ...visit, visitId: id } });
}

export interface SendReport {
  /** The session is gone: nothing can be sent until the worker signs in again. */
  signedOut: string | null;
  /** Why the round stopped early (no connection…), for the list's line. */
  stopped: string | null;
}

async function run(user: string): Promise<SendReport> {
  for (const listed of await actionsOf(user)) {
    const a = await getAction(listed.key); // as it is now: another tab may have sent it meanwhile
    if (!a || a.status !== 'waiting') continue;
    const out = await sendOne(a);
    const now = (await getAction(a.key)) ?? a; // with the photo's key, when the upload kept it
    if (out.ok) {
      await putAction({
        ...now,
        status: 'sent',
        recordId: out.body?.id,
        sentAt: new Date().toISOString(),
        photo: undefined,
        reason: undefined,
      });
      await noteVisit(user, a, out.body?.id);
    } else if (out.kind === 'refused') {
      await putAction({ ...now, status: 'refused', reason: out.message });
    } else if (out.kind === 'signed-out') {
      return { signedOut: out.message, stopped: null };
    } else {
      return { signedOut: null, stopped: out.message };
    }
  }
  return { signedOut: null, stopped: null };
}

let running: Promise<SendReport> | null = null;
let last: SendReport | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** One round at a time in this tab (another tab's round is made safe by the keys). */
export function sendWaiting(user: string): Promise<SendReport> {
  if (!running) {
    running = run(user)
      .then((report) => (last = report))
      .finally(() => {
        running = null;
        changed();
      });
    changed();
  }
  return running;
}

/** Whether a round is under way, and how the last one ended (for useSyncExternalStore). */
export const isSending = () => running !== null;
export const lastReport = () => last;
export function onSendingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
