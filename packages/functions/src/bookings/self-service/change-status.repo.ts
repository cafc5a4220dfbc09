import { CHANGE_TRANSITIONS, type ChangeAction } from '@rides/domain/change-lifecycle';
import { transitionOf, type StatusActor } from '@rides/domain/status-machine';
import type { Db } from '../../db/db';
import { moveWithEvents } from '../../db/status-events';
import type { ChangeRow } from './changes.repo';

/** An admin's answer to a request, kept with its approve or decline. */
export interface ChangeAnswer {
  answer: string | null;
  answeredBy: string;
}

/**
 * A booking change moves by its lifecycle table (@rides/domain/change-lifecycle, issue [O] 2): one
 * write conditional on the status it was read with, and a status event. False when the table does not
 * allow it from there or the change had moved meanwhile.
 */
export async function moveChange(
  db: Db,
  change: Pick<ChangeRow, 'id' | 'booking_id' | 'status'>,
  action: ChangeAction,
  actor: StatusActor,
  now: Date,
  answer?: ChangeAnswer,
): Promise<boolean> {
  const t = transitionOf(CHANGE_TRANSITIONS, action);
  if (!t.from.includes(change.status)) return false;
  return moveWithEvents(
    db,
    (tx) =>
      tx
        .updateTable('booking_changes')
        .set({ status: t.to, updated_at: now, ...(answer ? { answer: answer.answer, answered_by: answer.answeredBy, answered_at: now } : {}) })
        .where('id', '=', change.id)
        .where('status', '=', change.status)
        .executeTakeFirst(),
    [{ entity: 'change', transition: t, bookingId: change.booking_id, entityId: change.id, from: change.status, actor }],
    now,
  );
}
