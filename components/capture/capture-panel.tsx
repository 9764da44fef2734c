'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import type { FieldOption } from '@/app/_lib/form-types';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FormMessage } from '@/components/ui/field';
import { compressPhoto } from './compress';
import { ExpenseForm, type Photo, type Prefill } from './expense-form';
import { checkIn, checkOut } from './home';
import { localDate } from './moments';
import { uploadAndRead } from './photo';
import type { OpenVisit } from './queue';
import { QueueList } from './queue-list';
import { TripForm } from './trip-form';
import { useCapture } from './use-capture';

// Capture (issue 40): four one-tap actions for a phone, each kept on the device first and sent when there is
// a connection. A receipt opens the camera; an expense and a trip open a short form; "I'm home" checks in
// at once (asking for the location that moment), and "Leaving home" ends that visit.

const tile =
  'flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-border bg-surface p-3 ' +
  'text-base font-semibold text-fg shadow-xs hover:bg-surface-muted focus-within:ring-2 focus-within:ring-ring ' +
  'disabled:opacity-60 cursor-pointer';

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-primary" strokeWidth="1.8">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const ICONS = {
  receipt: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  expense: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  trip: 'M3 16v-3l2-5h14l2 5v3zM3 16v2h3v-2M18 16v2h3v-2M7 13h.01M17 13h.01M5.5 12h13',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
};

type Panel = 'receipt' | 'expense' | 'trip' | null;

export function CapturePanel({
  user,
  hasTaxHome,
  serverVisit,
  categories,
  purposes,
}: {
  user: string;
  hasTaxHome: boolean;
  /** The latest visit checked in from a phone and not left yet, as the server knew when the page was made. */
  serverVisit: OpenVisit | null;
  categories: FieldOption[];
  purposes: FieldOption[];
}) {
  const capture = useCapture(user);
  const [panel, setPanel] = useState<Panel>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [prefill, setPrefill] = useState<Prefill | undefined>(undefined);
  const [reading, setReading] = useState<string | null>(null);
  // `offline`: it says the action waits for a connection, which is no longer true once there is one.
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; offline?: boolean } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  // The visit open on this device, else the server's, unless this device already queued its end.
  const ended = (id: number) =>
    capture.actions.some((a) => a.kind === 'visit-end' && a.visitId === id && a.status !== 'refused');
  const visit =
    capture.visit ?? (serverVisit?.visitId != null && !ended(serverVisit.visitId) ? serverVisit : null);

  /** A form finished; `queued` when it saved something to send (a trip's start only sets the trip going). */
  const done = (text: string, queued = true) => {
    setPanel(null);
    setPhoto(null);
    setPrefill(undefined);
    setReading(null);
    const later = queued && !capture.online;
    setNotice({
      tone: 'success',
      text: later ? `${text} on this phone: it is sent when you are back online.` : `${text}.`,
    });
  };

  async function takePhoto(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    const small = await compressPhoto(file);
    if (!small) {
      setNotice({
        tone: 'error',
        text: 'This photo could not be opened. Take it again, or choose a JPEG or PNG.',
      });
      return;
    }
    const shot: Photo = { blob: small.blob, url: URL.createObjectURL(small.blob) };
    setPhoto(shot);
    setPrefill(undefined);
    setPanel('receipt');
    if (!navigator.onLine) return setReading(null);
    // Online: stored at once, and read by the server to fill the fields it can.
    setReading('Reading your receipt…');
    const read = await uploadAndRead(small.blob, localDate());
    setPhoto((p) => (p === shot && read.key ? { ...shot, key: read.key } : p));
    if (read.prefill && Object.keys(read.prefill).length > 0) {
      setPrefill(read.prefill);
      setReading('Read from your photo: check each field.');
    } else setReading(null);
  }

  async function home() {
    setBusy(true);
    setPanel(null);
    try {
      const text = visit
        ? await checkOut(user, visit, capture.enqueue)
        : await checkIn(user, capture.enqueue);
      setNotice({
        tone: 'success',
        text: capture.online
          ? `${text}.`
          : `${text}. Saved on this phone: it is sent when you are back online.`,
      });
    } finally {
      setBusy(false);
    }
  }

  const open = (p: Panel) => {
    setNotice(null);
    setPanel(panel === p ? null : p);
  };

  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <label className={tile}>
          <Icon d={ICONS.receipt} />
          Receipt
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(e) => {
              void takePhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className={tile}
          aria-expanded={panel === 'expense'}
          onClick={() => open('expense')}
        >
          <Icon d={ICONS.expense} />
          Expense
        </button>
        <button type="button" className={tile} aria-expanded={panel === 'trip'} onClick={() => open('trip')}>
          <Icon d={ICONS.trip} />
          {capture.trip ? 'Stop trip' : 'Trip'}
        </button>
        <button
          type="button"
          className={cn(tile, visit && 'border-primary')}
          disabled={busy || (!hasTaxHome && !visit)}
          onClick={() => void home()}
        >
          <Icon d={ICONS.home} />
          {busy ? 'Checking in…' : visit ? 'Leaving home' : 'I’m home'}
        </button>
      </div>
      <p className="-mt-3 text-xs text-muted">
        {!hasTaxHome && !visit ? (
          <>
            <Link href="/tax-home" className="text-primary underline">
              Add your tax home
            </Link>{' '}
            to check in there.{' '}
          </>
        ) : null}
        “I’m home” asks your phone for its location once, when you tap it, to keep with the visit as evidence;
        you can say no. It never follows you in the background.{' '}
        <Link href="/settings#privacy-title" className="text-primary underline">
          Privacy
        </Link>
      </p>
      {notice && !(notice.offline && capture.online) ? (
        <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
      ) : null}
      {panel ? (
        <Card>
          {panel === 'trip' ? (
            <TripForm
              user={user}
              trip={capture.trip}
              purposes={purposes}
              enqueue={capture.enqueue}
              onDone={done}
              onCancel={() => setPanel(null)}
            />
          ) : (
            <ExpenseForm
              key={photo?.url ?? panel}
              user={user}
              categories={categories}
              photo={panel === 'receipt' ? (photo ?? undefined) : undefined}
              prefill={prefill}
              reading={panel === 'receipt' ? reading : null}
              enqueue={capture.enqueue}
              onDone={done}
              onCancel={() => setPanel(null)}
            />
          )}
        </Card>
      ) : null}
      <QueueList
        actions={capture.actions}
        online={capture.online}
        sending={capture.sending}
        report={capture.report}
      />
    </div>
  );
}
