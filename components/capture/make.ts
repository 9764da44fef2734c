import type { ActionKind, QueuedAction } from './queue';

// A new action, with the Idempotency-Key it keeps for every send (lib/http/idempotency.ts).

export function newAction(
  user: string,
  kind: ActionKind,
  label: string,
  body: Record<string, unknown>,
  extra: Partial<Pick<QueuedAction, 'photo' | 'photoKey' | 'visitId' | 'startKey'>> = {},
): QueuedAction {
  return {
    key: crypto.randomUUID(),
    user,
    kind,
    madeAt: new Date().toISOString(),
    label,
    body,
    status: 'waiting',
    ...extra,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const dollars = (cents: number) => usd.format(cents / 100);
