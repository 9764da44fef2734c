'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useOnline } from './use-online';
import { keepPages, registerWorker, savedAt } from './worker';

// The signed-in app's offline side (issue 40): registers the service worker, asks it to keep each page
// opened (a client-side navigation never reaches it as a page load) and Capture, and, without a
// connection, says what the page shows: "Offline: showing what you saw at 2:32 PM".

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'at 2:32 PM' today, 'on Mar 2, 2:32 PM' before. */
function when(at: Date): string {
  const today = new Date().toDateString() === at.toDateString();
  return today ? `at ${time.format(at)}` : `on ${dayAndTime.format(at)}`;
}

export function OfflineSupport() {
  const pathname = usePathname();
  const online = useOnline();
  const [shown, setShown] = useState<Date | null>(null);

  useEffect(() => {
    void registerWorker();
  }, []);

  useEffect(() => {
    // The page as it is now, and Capture, which must open without a signal.
    if (navigator.onLine) keepPages([`${window.location.pathname}${window.location.search}`, '/capture']);
  }, [pathname]);

  useEffect(() => {
    if (online) return;
    let live = true;
    // The copy the worker answered with, else this page as it was loaded (it is what the screen shows).
    void savedAt(window.location.href).then((at) => {
      if (live) setShown(at ?? new Date(performance.timeOrigin));
    });
    return () => {
      live = false;
    };
  }, [online, pathname]);

  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-line"
      className="border-b border-border bg-warning-soft px-4 py-2 text-center text-sm text-fg"
    >
      Offline: showing what you saw {shown ? when(shown) : 'last'}. Changes can’t be saved until you’re back
      online; Capture keeps what you log and sends it later.
    </p>
  );
}
