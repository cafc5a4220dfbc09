import { useEffect, useRef, useState } from 'react';
import type { DriverRide } from '@rides/contracts/rides';
import { shareRidePosition } from '@rides/contracts/live-ride';
import { POSITION_INTERVAL_SECONDS, sharesPosition } from '@rides/domain/live-ride';
import { useOperationMutation } from '@rides/platform/query';

/** `off`: nothing to share (not en route or arrived); `waiting`: asked, no position yet; `denied`: location refused; `unavailable`: none to be had. */
export type ShareState = 'off' | 'waiting' | 'sharing' | 'denied' | 'unavailable';

const EVERY_MS = POSITION_INTERVAL_SECONDS * 1000;
/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on the error in every browser). */
const PERMISSION_DENIED = 1;

/**
 * Shares the phone's position with the traveller's live link (issue [K] 3) while this ride is en
 * route or arrived: `navigator.geolocation.watchPosition`, sent at most every 15 s (sooner when the
 * server says so: it keeps one every 15 s), stopped on unmount or when the ride leaves those statuses.
 * A refusal of the permission or a send that fails never stops the ride: the page says so and goes on.
 */
export function useSharePosition(ride: Pick<DriverRide, 'id' | 'status'>): ShareState {
  const active = sharesPosition(ride.status);
  const [state, setState] = useState<ShareState>(active ? 'waiting' : 'off');
  const { mutateAsync } = useOperationMutation(shareRidePosition);
  const send = useRef(mutateAsync);
  send.current = mutateAsync;

  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setState('unavailable');
      return;
    }
    setState('waiting');
    let live = true;
    let nextAt = 0;
    const id = geo.watchPosition(
      (p) => {
        if (!live) return;
        setState('sharing');
        const now = Date.now();
        if (now < nextAt) return;
        nextAt = now + EVERY_MS;
        const accuracy = Number.isFinite(p.coords.accuracy) ? Math.min(Math.max(p.coords.accuracy, 0), 100_000) : null;
        send.current({ rideId: ride.id, lat: p.coords.latitude, lng: p.coords.longitude, accuracy }).then(
          (out) => {
            if (!out.kept) nextAt = Date.now() + out.nextInSeconds * 1000;
          },
          () => {}, // offline, or the ride moved on meanwhile: the next position tries again
        );
      },
      (e) => {
        if (live) setState(e.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: true, maximumAge: EVERY_MS, timeout: 30_000 },
    );
    return () => {
      live = false;
      geo.clearWatch(id);
    };
  }, [ride.id, active]);

  return state;
}
