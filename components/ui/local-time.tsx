'use client';

import { useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/core/dates';

// A moment (a notification raised, a comparison saved) in the reader's own time zone, which only the
// browser knows: the server's render shows the day, the browser then adds the time in its zone.

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function LocalTime({ value }: { value: string }) {
  const zone = useSyncExternalStore(noChange, browserZone, () => undefined);
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {formatDateTime(value, zone)}
    </time>
  );
}
