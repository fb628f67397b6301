/**
 * The phone's position for the listing's "Near me" sort, asked for only when the visitor picks
 * it (never on page load), kept for the visit so going back to the list does not ask again, and
 * never sent anywhere: the sort happens on the phone. The server and a hydrating page know no
 * position, so both render the same list, and the sorted one follows.
 */
import { useSyncExternalStore } from 'react';
import type { GeoPoint } from '../../../domain/dog-rules/nearest-open-beaches.ts';

export type DevicePosition =
  | { kind: 'unknown' }
  | { kind: 'asking' }
  | { kind: 'known'; point: GeoPoint }
  | { kind: 'failed'; message: string };

const UNKNOWN: DevicePosition = { kind: 'unknown' };
let current: DevicePosition = UNKNOWN;
const listeners = new Set<() => void>();

function set(next: DevicePosition) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDevicePosition = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );

/** What to tell the visitor when the browser gives no position (GeolocationPositionError codes). */
function positionFailure(code: number | null): string {
  if (code === 1) {
    return 'Location is blocked for this site, so beaches cannot be sorted by distance. Allow location in your browser settings to use Near me.';
  }
  if (code === 3) return 'Finding your position took too long. Try Near me again.';
  if (code === null)
    return 'This browser cannot share its location, so beaches cannot be sorted by distance.';
  return 'Your position is not available right now. Check that location is on, then try Near me again.';
}

/** Asks the browser once; resolves true with the position known, false with a message set. */
export function askDevicePosition(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    set({ kind: 'failed', message: positionFailure(null) });
    return Promise.resolve(false);
  }
  set({ kind: 'asking' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        set({ kind: 'known', point: { lat: coords.latitude, lng: coords.longitude } });
        resolve(true);
      },
      (error) => {
        set({ kind: 'failed', message: positionFailure(error.code) });
        resolve(false);
      },
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 5 * 60_000 },
    );
  });
}
