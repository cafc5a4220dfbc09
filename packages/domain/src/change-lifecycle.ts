/**
 * The lifecycle of a booking change (issue [E] self-service, table in issue [O] 2). A change starts:
 * applied (new details, a cancel, a modify that costs nothing more), awaiting_payment (a modify with a
 * price difference to pay) or open (a request for the admins). Then
 *   awaiting_payment -> applied (the difference is paid)
 *   open -> approved | declined (an admin answers)
 *   open, awaiting_payment -> superseded (a newer change, the booking's cancel, or the time ran out)
 * The server applies it in packages/functions/src/bookings/self-service/change-status.repo.ts.
 */
import type { StatusTransition } from './status-machine';

export const CHANGE_STATUSES = ['applied', 'awaiting_payment', 'open', 'approved', 'declined', 'superseded'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];
export type ChangeAction = 'pay' | 'approve' | 'decline' | 'supersede';

export const CHANGE_TRANSITIONS: readonly StatusTransition<ChangeAction, ChangeStatus>[] = [
  { action: 'pay', from: ['awaiting_payment'], to: 'applied', by: ['provider'] },
  { action: 'approve', from: ['open'], to: 'approved', by: ['admin'] },
  { action: 'decline', from: ['open'], to: 'declined', by: ['admin'] },
  { action: 'supersede', from: ['open', 'awaiting_payment'], to: 'superseded', by: ['booker', 'admin', 'system'] },
];
