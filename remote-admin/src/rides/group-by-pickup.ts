import type { BoardRide } from '@rides/contracts/rides';
import { parisLocal } from '@rides/domain/paris-time';

export const PICKUP_GROUPS = ['overdue', 'today', 'tomorrow', 'later'] as const;
export type PickupGroup = (typeof PICKUP_GROUPS)[number];

/** The Paris calendar day after `date` (YYYY-MM-DD), taken at noon UTC so no clock change shifts it. */
const dayAfter = (date: string): string => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Which group a pickup falls in: before `now` is overdue, then by its Paris calendar day. */
export function pickupGroup(pickupAt: string, now: Date): PickupGroup {
  const at = new Date(pickupAt);
  if (at.getTime() < now.getTime()) return 'overdue';
  const today = parisLocal(now).date;
  const day = parisLocal(at).date;
  if (day === today) return 'today';
  return day === dayAfter(today) ? 'tomorrow' : 'later';
}

/**
 * The board's rides by pickup, as dispatch reads them: Overdue, Today, Tomorrow, Later (Paris days,
 * measured from the server's `now`), soonest first in each; empty groups are left out.
 */
export function groupByPickup(rides: readonly BoardRide[], now: Date): Array<{ group: PickupGroup; rides: BoardRide[] }> {
  const sorted = [...rides].sort((a, b) => Date.parse(a.pickupAt) - Date.parse(b.pickupAt));
  return PICKUP_GROUPS.map((group) => ({ group, rides: sorted.filter((r) => pickupGroup(r.pickupAt, now) === group) })).filter((g) => g.rides.length > 0);
}
