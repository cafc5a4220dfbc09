import { addDays, parisInstant, parisLocal } from './paris-time';

/** The assignment board's groups, as dispatch reads them (soonest first). */
export const PICKUP_GROUPS = ['overdue', 'today', 'tomorrow', 'later'] as const;
export type PickupGroup = (typeof PICKUP_GROUPS)[number];

/**
 * Where each group starts, measured from `now`: a pickup before `now` is overdue, then Paris calendar
 * days (today until Paris midnight, tomorrow the whole next Paris day, later after it). The server
 * counts the groups with these bounds and the board sorts its rides into them, so both agree.
 */
export function pickupGroupStarts(now: Date): { today: Date; tomorrow: Date; later: Date } {
  const today = parisLocal(now).date;
  return { today: now, tomorrow: parisInstant(addDays(today, 1), '00:00')!, later: parisInstant(addDays(today, 2), '00:00')! };
}

export type PickupGroupStarts = ReturnType<typeof pickupGroupStarts>;

/** The group of one pickup (ISO instant), from the groups' starts (`pickupGroupStarts(now)`, computed once per list). */
export function pickupGroup(pickupAt: string, starts: PickupGroupStarts): PickupGroup {
  const at = Date.parse(pickupAt);
  if (at < starts.today.getTime()) return 'overdue';
  if (at < starts.tomorrow.getTime()) return 'today';
  return at < starts.later.getTime() ? 'tomorrow' : 'later';
}
