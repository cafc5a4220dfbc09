import type { StatusActor, StatusTransition } from '@rides/domain/status-machine';
import { atomically, type Db } from './db';
import type { StatusEventsTable } from './schema-bookings';

/** One move of a lifecycle table (issue [O] 2): whose, from what, when. */
export interface StatusMove {
  entity: StatusEventsTable['entity'];
  transition: StatusTransition;
  bookingId: string;
  /** The booking's, the payment's or the change's id. */
  entityId: string;
  from: string;
  actor: StatusActor;
}

/**
 * Appends the moves to status_events in one statement (the repo function of each transition calls it
 * after its conditional write, in the same transaction: `moveWithEvents`, or `atomically` for a write of many rows). An actor the table does not name for the action is a programming error.
 */
export async function appendStatusEvents(db: Db, moves: readonly StatusMove[], now: Date): Promise<void> {
  if (moves.length === 0) return;
  for (const m of moves) {
    if (!m.transition.by.includes(m.actor)) throw new Error(`${m.entity} ${m.transition.action}: not done by ${m.actor}`);
  }
  await db
    .insertInto('status_events')
    .values(
      moves.map((m) => ({
        booking_id: m.bookingId,
        entity: m.entity,
        entity_id: m.entityId,
        action: m.transition.action,
        from_status: m.from,
        to_status: m.transition.to,
        actor: m.actor,
        at: now,
      })),
    )
    .execute();
}

/**
 * A transition's conditional write (`update`, whose count of rows says whether it moved) and its events,
 * atomically. False when the row had moved meanwhile: then nothing is written.
 */
export function moveWithEvents(db: Db, update: (t: Db) => Promise<{ numUpdatedRows: bigint }>, moves: readonly StatusMove[], now: Date): Promise<boolean> {
  return atomically(db, async (t) => {
    if (Number((await update(t)).numUpdatedRows) === 0) return false;
    await appendStatusEvents(t, moves, now);
    return true;
  });
}
