/**
 * What the lifecycle tables of a booking, a payment and a change request share (issue [O] 2; the
 * ride's own, richer table is ride-lifecycle.ts): a transition is an action that moves a status from
 * one of `from` to `to`, taken by one of `by`. The repos apply each as one conditional write plus an
 * event row (packages/functions/src/db/status-events.repo.ts).
 */
export type StatusActor = 'booker' | 'admin' | 'driver' | 'system' | 'provider';

export interface StatusTransition<A extends string = string, S extends string = string> {
  readonly action: A;
  readonly from: readonly S[];
  readonly to: S;
  readonly by: readonly StatusActor[];
}

/** The transition of `action` in `table` (every action is in its table: the types say so). */
export function transitionOf<A extends string, S extends string>(table: readonly StatusTransition<A, S>[], action: A): StatusTransition<A, S> {
  const t = table.find((x) => x.action === action);
  if (!t) throw new Error(`no transition ${action}`);
  return t;
}

/** Whether `action` may move a status `from`. */
export const canMove = <A extends string, S extends string>(table: readonly StatusTransition<A, S>[], action: A, from: S): boolean =>
  transitionOf(table, action).from.includes(from);
