import { readLocation } from './location';
import { newAction } from './make';
import { localDate, phoneZone, shortMoment } from './moments';
import { setOpenState, type OpenVisit, type QueuedAction } from './queue';

// "I'm home" and "Leaving home" (issue 40): a visit to the tax home started and ended from the phone, its
// times and, when the worker allows it at that moment, where the phone was (the server measures the
// distance from the tax home's ZIP code). Browser only.

/** Checks in: asks for the location once, then queues the visit. The words say what was kept. */
export async function checkIn(user: string, enqueue: (a: QueuedAction) => Promise<void>): Promise<string> {
  const at = new Date();
  const where = await readLocation();
  const day = localDate(at);
  const location = where.ok
    ? {
        check_in_latitude: where.latitude,
        check_in_longitude: where.longitude,
        check_in_accuracy_m: Math.round(where.accuracy),
      }
    : {};
  const body = {
    arrived: day,
    left: day,
    checked_in_at: at.toISOString(),
    check_in_time_zone: phoneZone(),
    ...location,
  };
  const label = `I’m home · ${shortMoment(at.toISOString())}${where.ok ? ` · location ±${Math.round(where.accuracy)} m` : ' · no location'}`;
  const action = newAction(user, 'visit-start', label, body);
  await enqueue(action);
  const visit: OpenVisit = {
    startKey: action.key,
    visitId: null,
    arrived: day,
    checkedInAt: body.checked_in_at,
  };
  await setOpenState(user, { visit });
  if (where.ok)
    return `Checked in at ${shortMoment(body.checked_in_at)}, with your location (accuracy ${Math.round(where.accuracy)} m)`;
  return where.why === 'denied'
    ? `Checked in at ${shortMoment(body.checked_in_at)} without your location: you did not allow it`
    : `Checked in at ${shortMoment(body.checked_in_at)} without your location: your phone could not tell where it is`;
}

/** Leaves: ends the open visit on today's date. */
export async function checkOut(
  user: string,
  visit: OpenVisit,
  enqueue: (a: QueuedAction) => Promise<void>,
): Promise<string> {
  const at = new Date().toISOString();
  const day = localDate();
  const body = { left: day < visit.arrived ? visit.arrived : day, checked_out_at: at };
  const target =
    visit.visitId !== null ? { visitId: visit.visitId } : { startKey: visit.startKey ?? undefined };
  await enqueue(newAction(user, 'visit-end', `Leaving home · ${shortMoment(at)}`, body, target));
  await setOpenState(user, { visit: null });
  return `Left home at ${shortMoment(at)}: the visit is complete`;
}
