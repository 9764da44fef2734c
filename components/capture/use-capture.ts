'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useOnline } from '@/components/offline/use-online';
import {
  actionsOf,
  forgetOldSent,
  onQueueChange,
  openState,
  putAction,
  type OpenTrip,
  type OpenVisit,
  type QueuedAction,
} from './queue';
import { isSending, lastReport, onSendingChange, sendWaiting, type SendReport } from './send';

// Capture's state on this device: the user's queued actions, the trip and the visit home left open, and
// the sending: at once when made online, when the connection comes back, and every 30 s while any wait.

const RETRY_MS = 30_000;

export interface CaptureState {
  actions: QueuedAction[];
  trip: OpenTrip | null;
  visit: OpenVisit | null;
  online: boolean;
  sending: boolean;
  report: SendReport | null;
  /** Keeps an action on this device and sends it when it can. */
  enqueue: (action: QueuedAction) => Promise<void>;
  send: () => Promise<void>;
}

export function useCapture(user: string): CaptureState {
  const online = useOnline();
  const [actions, setActions] = useState<QueuedAction[]>([]);
  const [open, setOpen] = useState<{ trip: OpenTrip | null; visit: OpenVisit | null }>({
    trip: null,
    visit: null,
  });
  const sending = useSyncExternalStore(onSendingChange, isSending, () => false);
  const report = useSyncExternalStore(onSendingChange, lastReport, () => null);

  const reload = useCallback(async () => {
    const [list, state] = await Promise.all([actionsOf(user), openState(user)]);
    setActions(list);
    setOpen(state);
  }, [user]);

  const send = useCallback(async () => {
    if (navigator.onLine) await sendWaiting(user);
  }, [user]);

  useEffect(() => {
    void forgetOldSent(user, new Date()).then(reload);
    return onQueueChange(() => void reload());
  }, [user, reload]);

  useEffect(() => {
    if (online) void send();
  }, [online, send]);

  const waiting = actions.some((a) => a.status === 'waiting');
  useEffect(() => {
    if (!online || !waiting) return;
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, send]);

  const enqueue = useCallback(
    async (action: QueuedAction) => {
      await putAction(action);
      void send();
    },
    [send],
  );

  return { actions, ...open, online, sending, report, enqueue, send };
}
