'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shortMoment } from './moments';
import { removeAction, type QueuedAction } from './queue';
import type { SendReport } from './send';

// What Capture holds on this phone, newest first: waiting to send, sent, or not accepted with the API's
// reason (a refusal is never dropped unseen: the worker removes it, having read why).

function Status({ a, sending }: { a: QueuedAction; sending: boolean }) {
  if (a.status === 'sent') return <Badge tone="success">Sent</Badge>;
  if (a.status === 'refused') return <Badge tone="danger">Not accepted</Badge>;
  return <Badge tone="warning">{sending ? 'Sending…' : 'Waiting to send'}</Badge>;
}

export function QueueList({
  actions,
  online,
  sending,
  report,
}: {
  actions: QueuedAction[];
  online: boolean;
  sending: boolean;
  report: SendReport | null;
}) {
  const waiting = actions.filter((a) => a.status === 'waiting').length;
  const note = !online
    ? 'No signal: what you log waits on this phone and is sent when you are back online.'
    : report?.signedOut
      ? `Not sent: ${report.signedOut}`
      : waiting > 0 && report?.stopped && !sending
        ? `Not sent yet (${report.stopped}). Trying again in a moment.`
        : null;
  return (
    <section aria-labelledby="queue-title" className="grid gap-2">
      <h2 id="queue-title" className="text-base font-semibold">
        On this phone
      </h2>
      {note ? (
        <p className="text-sm text-muted" data-testid="queue-note">
          {note}
        </p>
      ) : null}
      {actions.length === 0 ? (
        <p className="text-sm text-muted">
          Nothing logged here yet. What you log shows here until it is sent.
        </p>
      ) : (
        <ul
          className="divide-y divide-border rounded-lg border border-border"
          aria-label="Logged on this phone"
        >
          {[...actions].reverse().map((a) => (
            <li
              key={a.key}
              className="grid gap-1 px-3 py-2.5"
              data-testid="queued-action"
              data-status={a.status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">{a.label}</span>
                <Status a={a} sending={sending && a.status === 'waiting'} />
              </div>
              <p className="text-xs text-muted">
                Logged {shortMoment(a.madeAt)}
                {a.sentAt ? ` · sent ${shortMoment(a.sentAt)}` : ''}
              </p>
              {a.status === 'refused' ? (
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-danger-soft px-2 py-1.5">
                  <p className="text-sm text-danger" data-testid="refused-reason">
                    {a.reason}
                  </p>
                  <Button variant="secondary" size="sm" onClick={() => void removeAction(a.key)}>
                    Remove
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
