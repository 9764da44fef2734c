'use client';

import { useState } from 'react';
import type { FieldOption } from '@/app/_lib/form-types';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { SelectField, TextField } from './fields';
import { newAction } from './make';
import { localDate, shortMoment } from './moments';
import { setOpenState, type OpenTrip, type QueuedAction } from './queue';

// A trip: started and stopped from the phone (with the odometer, when the worker reads it, for the miles),
// or its miles typed. Nothing follows the car: the start is a time and an optional reading, kept here.

const WHOLE = /^\d{1,7}$/;
const whole = new Intl.NumberFormat('en-US');
const odometerOf = (text: string) =>
  WHOLE.test(text.replace(/[,\s]/g, '')) ? Number(text.replace(/[,\s]/g, '')) : null;

export function TripForm({
  user,
  trip,
  purposes,
  enqueue,
  onDone,
  onCancel,
}: {
  user: string;
  trip: OpenTrip | null;
  purposes: FieldOption[];
  enqueue: (a: QueuedAction) => Promise<void>;
  onDone: (message: string, queued?: boolean) => void;
  onCancel: () => void;
}) {
  const [odometer, setOdometer] = useState('');
  const [miles, setMiles] = useState('');
  const [purpose, setPurpose] = useState('work_travel');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const day = date || (trip ? localDate(new Date(trip.startedAt)) : localDate());
  // Stopping with both readings: the miles are their difference, unless the worker typed others.
  const reading = odometerOf(odometer);
  const driven = trip?.odometer != null && reading !== null ? reading - trip.odometer : null;
  const shownMiles = miles || (driven !== null && driven > 0 ? String(driven) : '');

  async function start() {
    await setOpenState(user, {
      trip: { startedAt: new Date().toISOString(), odometer: odometerOf(odometer) },
    });
    setOdometer('');
    onDone('Trip started: tap Stop trip when you arrive', false);
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const n = Number(shownMiles.replace(/,/g, ''));
    if (!Number.isInteger(n) || n < 1 || n > 5000)
      return setError('Enter the miles, a whole number from 1 to 5,000');
    const name = purposes.find((p) => p.value === purpose)?.label ?? purpose;
    const route = origin || destination ? `${origin || '?'} → ${destination || '?'}` : '';
    const label = ['Trip', `${n} ${n === 1 ? 'mile' : 'miles'}`, name, route].filter(Boolean).join(' · ');
    await enqueue(newAction(user, 'trip', label, { date: day, miles: n, purpose, origin, destination }));
    if (trip) await setOpenState(user, { trip: null });
    onDone('Trip saved');
  }

  return (
    <div className="grid gap-4">
      <div className="rounded-lg bg-surface-muted p-3">
        {trip ? (
          <p className="text-sm" data-testid="trip-started">
            Trip started {shortMoment(trip.startedAt)}
            {trip.odometer !== null ? `, odometer ${whole.format(trip.odometer)}` : ''}. Read the odometer
            again to fill in the miles, or type them.
          </p>
        ) : (
          <p className="mb-2 text-sm">Leaving now? Start the trip, and stop it when you arrive.</p>
        )}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div className="w-40">
            <TextField
              id="trip-odometer"
              label={trip ? 'Odometer now' : 'Odometer (optional)'}
              inputMode="numeric"
              value={odometer}
              onChange={(e) => setOdometer(e.target.value)}
            />
          </div>
          {trip ? null : (
            <Button variant="secondary" onClick={() => void start()}>
              Start trip
            </Button>
          )}
        </div>
      </div>
      <form onSubmit={save} className="grid gap-3" aria-label="Trip" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="trip-miles"
            label="Miles"
            inputMode="numeric"
            value={shownMiles}
            onChange={(e) => setMiles(e.target.value)}
            required
          />
          <TextField
            id="trip-date"
            label="Date"
            type="date"
            value={day}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <SelectField
          id="trip-purpose"
          label="Purpose"
          options={purposes}
          value={purpose}
          onChange={(e) => setPurpose(e.target.value)}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="trip-from"
            label="From"
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
            maxLength={200}
          />
          <TextField
            id="trip-to"
            label="To"
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            maxLength={200}
          />
        </div>
        {error ? <FormMessage>{error}</FormMessage> : null}
        <div className="flex gap-2">
          <Button type="submit">{trip ? 'Stop and save trip' : 'Save trip'}</Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
