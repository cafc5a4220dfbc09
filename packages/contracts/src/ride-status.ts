/**
 * Ride statuses, actions and actors (issue [D]), without zod, so screens can name them cheaply. The
 * rules over them (who may do what, when) are `@rides/domain/ride-lifecycle`.
 */
export const RIDE_STATUSES = [
  'unassigned',
  'assigned',
  'en_route',
  'arrived',
  'on_board',
  'completed',
  'no_show_reported',
  'no_show',
  'cancelled',
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/**
 * Events that record a change without a change of status (issue [K]): the flight moved the pickup, the
 * flight was cancelled or diverted, the driver was asked to reconfirm and did, dispatch was alerted
 * that the driver had not set off, the punctuality guarantee was applied. No transition uses them.
 */
export const RIDE_NOTE_ACTIONS = ['retime', 'flight_alert', 'reconfirm_asked', 'reconfirm', 'late_start_alert', 'guarantee_refund'] as const;

export const RIDE_ACTIONS = [
  'assign',
  'reassign',
  'unassign',
  'hand_back',
  'start',
  'arrive',
  'board',
  'complete',
  'report_no_show',
  'confirm_no_show',
  'reject_no_show',
  'cancel',
  ...RIDE_NOTE_ACTIONS,
] as const;
export type RideAction = (typeof RIDE_ACTIONS)[number];

/** `driver` is always the ride's assigned driver: the server checks the record before the rules. */
export const RIDE_ACTORS = ['system', 'admin', 'driver'] as const;
export type RideActor = (typeof RIDE_ACTORS)[number];
