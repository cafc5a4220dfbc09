import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { listDriverRides, type DriverRide } from '@rides/contracts/rides';
import type { RideStatus } from '@rides/contracts/ride-status';
import { formatParisDate, formatParisTime } from '@rides/i18n/format';
import { readDeviceCopy, saveDeviceCopy } from '@rides/platform/device-copy';
import { useOperationQuery, type Out } from '@rides/platform/query';
import { useSession } from '@rides/platform/session';
import { notify } from '@rides/ui/toaster';
import { refreshDelay } from './ride-logic';
import { expectedChange } from './own-changes';

export type DriverRidesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      rides: DriverRide[];
      stats: { today: number; month: number; completedThisMonth: number; toCollectCents: number };
      skewMs: number;
      /** When the rides shown were read from the server (the copy kept on the phone, offline). */
      updatedAt: number;
    };

type Rides = Out<typeof listDriverRides>;
/** The name of the rides' copy kept on the phone (@rides/platform/device-copy). */
const COPY = 'driverRides';

/**
 * The driver's rides (listDriverRides). New assignments appear without a reload: the list is read
 * again when a page opens, every 30 s while the page is visible, sooner when a timed step opens, at
 * once when a push arrives, and whenever the driver comes back to the tab or the phone reconnects
 * (this query only: SPEC 9's default is no refetch on focus). `skewMs` is how far the server's clock is ahead of the phone's, for countdowns.
 *
 * The last answer is kept on the phone (issue [M] 2): the app opens with it at once, and shows it with
 * "Offline: last updated HH:MM" when there is no network (TanStack Query's initialData, dated when it
 * was read, so a fresh answer is asked for whenever the phone is online).
 */
export function useDriverRides(): [DriverRidesState, () => void] {
  const uid = useSession((s) => s.user?.id ?? '');
  // The copy kept on the phone, read once per person (not on every render).
  const kept = useMemo(() => (uid ? readDeviceCopy<Rides>(COPY, uid) : undefined), [uid]);
  const query = useOperationQuery(listDriverRides, {}, {
    refetchInterval: (q) => refreshDelay(q.state.data?.rides ?? [], Date.now()),
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // The copy kept on the phone shows at once, and is always read again when a page opens: a ride a
    // notification was about is then there even when the copy is a minute old.
    refetchOnMount: 'always',
    initialData: kept?.data,
    initialDataUpdatedAt: kept?.savedAt,
  });
  useEffect(() => {
    if (query.data && uid && query.isFetchedAfterMount) saveDeviceCopy(COPY, uid, { savedAt: query.dataUpdatedAt, data: query.data });
  }, [query.data, query.dataUpdatedAt, query.isFetchedAfterMount, uid]);
  useRideNotices(query.data?.rides);
  useRefetchOnPush(query.refetch);
  const state: DriverRidesState = query.data
    ? {
        status: 'ready',
        rides: query.data.rides,
        stats: query.data.stats,
        skewMs: Date.parse(query.data.now) - query.dataUpdatedAt,
        updatedAt: query.dataUpdatedAt,
      }
    : query.isError && !query.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };
  return [state, () => void query.refetch()];
}

/** A push about the driver's rides (issue [M] 3) while the app is open: the list is read again at once. */
function useRefetchOnPush(refetch: () => unknown) {
  useEffect(() => {
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!sw) return;
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'rides-changed') void refetch();
    };
    sw.addEventListener('message', onMessage);
    return () => sw.removeEventListener('message', onMessage);
  }, [refetch]);
}

/**
 * Says once, in a toast (announced politely), what changed without the driver doing it: a new ride,
 * a ride cancelled, a ride taken off them, a status set by dispatch. What the driver did themselves is
 * announced by the action (use-ride-action.ts), so it is not said twice. The first answer is the baseline.
 */
function useRideNotices(rides: DriverRide[] | undefined) {
  const { t, i18n } = useTranslation('driver');
  const seen = useRef<Map<string, { status: RideStatus; reference: string }> | null>(null);
  useEffect(() => {
    if (!rides) return;
    const before = seen.current;
    seen.current = new Map(rides.map((r) => [r.id, { status: r.status, reference: r.reference }]));
    if (!before) return;
    const lng = i18n.language;
    for (const r of rides) {
      const was = before.get(r.id);
      if (!was) {
        if (r.status === 'assigned') notify({ type: 'info', title: t('notices.newRide', { reference: r.reference, date: formatParisDate(r.pickupAt, lng), time: formatParisTime(r.pickupAt, lng) }) });
      } else if (was.status !== r.status && !expectedChange(r.id, r.status)) {
        notify({ type: r.status === 'cancelled' ? 'warning' : 'info', title: t('notices.statusChanged', { reference: r.reference, status: t(`status.${r.status}`) }) });
      }
    }
    for (const [id, was] of before) {
      if (!seen.current.has(id) && !expectedChange(id, 'unassigned')) notify({ type: 'warning', title: t('notices.removed', { reference: was.reference }) });
    }
  }, [rides, t, i18n.language]);
}
