// "I'm home": where the phone is, asked for once, at the moment the worker taps it (issue 40). Nothing
// watches the position: one reading, or none when the worker says no or the phone cannot tell.

export type Reading =
  | { ok: true; latitude: number; longitude: number; accuracy: number }
  | { ok: false; why: 'denied' | 'unavailable' };

export function readLocation(): Promise<Reading> {
  if (!('geolocation' in navigator)) return Promise.resolve({ ok: false, why: 'unavailable' });
  return new Promise((done) =>
    navigator.geolocation.getCurrentPosition(
      (p) =>
        done({
          ok: true,
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
        }),
      (e) => done({ ok: false, why: e.code === e.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    ),
  );
}
