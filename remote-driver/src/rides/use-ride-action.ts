import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { driverRideAction, getDriverRide, listDriverRides, type DriverRide, type RideRefusal } from '@rides/contracts/rides';
import { RIDE_TRANSITIONS } from '@rides/domain/ride-lifecycle';
import { operationKey, useOperationMutation } from '@rides/platform/query';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';
import { notify } from '@rides/ui/toaster';
import { useKnownPosition } from './known-position';
import { expectChange, expectedChange } from './own-changes';
import type { DriverAction } from './ride-logic';

export interface ActionExtras {
  reason?: string;
  cashCollectedCents?: number;
}

/** Refusals a driver can meet, worded for them; anything else falls back to the common message. */
const WORDED = ['wrong-status', 'too-early', 'too-late', 'reason-required', 'cash-required', 'not-allowed', 'booking-not-confirmed', 'nothing-to-reconfirm'] as const satisfies readonly RideRefusal[];
const isWorded = (reason: string | undefined): reason is (typeof WORDED)[number] => (WORDED as readonly string[]).includes(reason ?? '');

export function rideRefusalMessage(error: unknown, t: TFunction<'driver'>, tc: TFunction): string {
  const { reason } = readRefusal<RideRefusal>(error);
  return isWorded(reason) ? t(`refusals.${reason}`) : refusalMessage(error, tc);
}

/**
 * A ride action (driverRideAction): sends it with the last known position when there is one, then
 * the rides are read again (the mutation invalidates them) and the new status is announced once.
 * A refusal (the ride moved on, too early, too late) is thrown as the translated sentence to show,
 * and the rides are read again so the buttons match the ride as it now stands.
 */
export function useRideAction({ withPosition = true }: { withPosition?: boolean } = {}) {
  const { t } = useTranslation('driver');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const mutation = useOperationMutation(driverRideAction, { invalidates: [listDriverRides, getDriverRide] });
  const position = useKnownPosition(withPosition);

  async function run(ride: DriverRide, action: DriverAction, extras: ActionExtras = {}): Promise<DriverRide> {
    // Offline a step is refused at once, with the reason, and what the driver typed stays in its dialog:
    // not queued, since dispatch and the traveller act on the ride's status as it happens.
    if (!onlineManager.isOnline()) throw new Error(t('offline.needsConnection'));
    const to = RIDE_TRANSITIONS.find((x) => x.action === action)?.to;
    if (to) expectChange(ride.id, to);
    const where = position();
    try {
      const out = await mutation.mutateAsync({ rideId: ride.id, action, ...extras, ...(where && { position: where }) });
      notify({ type: 'success', title: t('actionDone', { reference: out.reference, status: t(`status.${out.status}`) }) });
      return out;
    } catch (error) {
      if (to) expectedChange(ride.id, to); // nothing changed: forget the expectation
      void client.invalidateQueries({ queryKey: operationKey(listDriverRides) }); // the ride may have moved on meanwhile
      throw new Error(rideRefusalMessage(error, t, tc), { cause: error });
    }
  }

  return { run, pending: mutation.isPending ? (mutation.variables?.action ?? null) : null };
}
