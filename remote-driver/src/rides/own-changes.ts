import type { RideStatus } from '@rides/contracts/ride-status';

/**
 * Status changes the driver made themselves, so the change notices (use-driver-rides.ts) do not
 * announce them a second time: the action's own toast already did. Kept a few minutes at most.
 */
const KEEP_MS = 5 * 60_000;
const expected = new Map<string, { status: RideStatus; until: number }>();

export function expectChange(rideId: string, status: RideStatus): void {
  expected.set(rideId, { status, until: Date.now() + KEEP_MS });
}

/** True (once) when this change is one the driver made. */
export function expectedChange(rideId: string, status: RideStatus): boolean {
  const e = expected.get(rideId);
  if (!e || e.until < Date.now() || e.status !== status) return false;
  expected.delete(rideId);
  return true;
}
