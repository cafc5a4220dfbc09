import { useCallback, useEffect, useRef } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

const EVERY_MS = 60_000;

/**
 * The phone's last known position, sent with a ride action when the driver has already allowed the
 * site to use it. It never asks (no permission prompt while driving) and never makes an action wait:
 * the position is read in the background while the page is open and the action takes what is there.
 * `enabled: false` where no action needs it (a list of later rides), so nothing is read.
 */
export function useKnownPosition(enabled = true): () => Position | undefined {
  const last = useRef<Position | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!geo || !permissions?.query) return;
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const read = () =>
      geo.getCurrentPosition(
        (p) => {
          if (live) last.current = { lat: p.coords.latitude, lng: p.coords.longitude };
        },
        () => {},
        { maximumAge: EVERY_MS, timeout: 20_000, enableHighAccuracy: false },
      );
    permissions.query({ name: 'geolocation' }).then(
      (s) => {
        if (!live || s.state !== 'granted') return;
        read();
        timer = setInterval(read, EVERY_MS);
      },
      () => {},
    );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled]);
  return useCallback(() => last.current, []);
}
