// Dates and times as Capture makes them: in the phone's own zone, the way the worker lives them.

/** The phone's calendar date, YYYY-MM-DD; never after the UTC date, which the API holds "today" to. */
export function localDate(at = new Date()): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  const utc = at.toISOString().slice(0, 10);
  return local < utc ? local : utc;
}

export const phoneZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '6:04 PM' today, 'Mar 2, 6:04 PM' another day. */
export function shortMoment(iso: string): string {
  const at = new Date(iso);
  return at.toDateString() === new Date().toDateString() ? time.format(at) : dayTime.format(at);
}
