import { z } from 'zod';
import { partySchema, vehicleSchema } from './pricing';
import { placeSchema } from './places';
import { rideActionSchema, rideStatusSchema } from './ride-view';
import { paymentMethodSchema } from './payment-methods';

/**
 * The ride lifecycle (issue [D]): dispatch (admin), the driver's app, what the customer sees once a
 * driver is assigned. Rules: `@rides/domain/ride-lifecycle`. Ids of rides are booking ids (a booking
 * has one ride); people see references (PT-XXXXXX).
 */
export { rideStatusSchema, rideActionSchema, rideActorSchema, rideEventSchema, rideVehicleSchema, assignedDriverSchema, rideViewSchema } from './ride-view';
export type { RideEvent, AssignedDriver, RideView } from './ride-view';
export const rideIdSchema = z.string().regex(/^\d{1,18}$/);
const reasonSchema = z.string().trim().min(3).max(500);
export const isoInstant = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- dispatch (admin)

const namedRef = z.object({ id: z.string(), name: z.string() });

/** A ride on the assignment board. */
export const boardRideSchema = z.object({
  id: rideIdSchema,
  reference: z.string(),
  status: rideStatusSchema,
  pickupAt: z.string(),
  /** Estimated drop-off (route estimate), ISO. */
  dropoffAt: z.string(),
  from: placeSchema,
  to: placeSchema,
  party: partySchema,
  flightNumber: z.string().nullable(),
  travellerName: z.string(),
  payment: paymentMethodSchema,
  totalCents: z.number().int(),
  requestedDriver: namedRef.nullable(),
  driver: namedRef.nullable(),
  /** What an admin may do with the ride now (the lifecycle table): the board shows only these buttons. */
  allowedActions: z.array(rideActionSchema),
  /**
   * The driver has not set off (ride unassigned or assigned) 60 minutes before pickup, or the admins
   * were alerted so and the driver has still not set off (`@rides/domain/punctuality` rideAtRisk):
   * the board says "Driver not on the way" and lists the free backup drivers.
   */
  atRisk: z.boolean(),
});
export type BoardRide = z.infer<typeof boardRideSchema>;

/** Rides in one page of the board (the admin shows more on demand; every refresh reads the pages shown). */
export const BOARD_PAGE_SIZE = 50;
/** A group's count stops here ("1000+"): past a day's work the exact number helps no one and costs a scan of every ride. */
export const BOARD_COUNT_CAP = 1000;
/** How many rides of a side fall in each pickup group (`@rides/domain/pickup-groups`), all pages together, each at most BOARD_COUNT_CAP. */
const groupCount = z.number().int().min(0).max(BOARD_COUNT_CAP);
export const boardCountsSchema = z.object({ overdue: groupCount, today: groupCount, tomorrow: groupCount, later: groupCount });
export type BoardCounts = z.infer<typeof boardCountsSchema>;

/** The board's two sides: confirmed rides without a driver, and upcoming rides with one. */
export const BOARD_SCOPES = ['unassigned', 'assigned'] as const;
export type BoardScope = (typeof BOARD_SCOPES)[number];

/**
 * `unassigned`: confirmed rides without a driver, overdue first; `assigned`: upcoming rides with one.
 * Keyset pages by pickup (`after` in, `next` out); the first page carries the side's counts per pickup
 * group (null on the next ones: a refresh reads every page shown, and counting once is enough).
 */
export const listRideBoard = {
  name: 'listRideBoard',
  input: z
    .object({
      scope: z.enum(BOARD_SCOPES).default('unassigned'),
      after: z.string().max(200).nullable().default(null),
      limit: z.number().int().min(1).max(100).default(BOARD_PAGE_SIZE),
    })
    .strict(),
  output: z.object({ rides: z.array(boardRideSchema), next: z.string().nullable(), counts: boardCountsSchema.nullable(), now: z.string() }),
} as const;

/** Why a driver does not fit a ride (a candidate is listed anyway, ranked lower, so dispatch sees why). */
export const CANDIDATE_PROBLEMS = ['vehicle-too-small', 'busy', 'unavailable', 'inactive', 'no-vehicle'] as const;
export const candidateProblemSchema = z.enum(CANDIDATE_PROBLEMS);
export type CandidateProblem = z.infer<typeof candidateProblemSchema>;
/**
 * The problems the server refuses an assignment for (rides/ride.service.ts `assignment`: a driver
 * without a vehicle on file has no driver profile to assign): a driver with one of them is shown with
 * the reason and no Assign button (issue [R] 4). Every candidate problem is one today.
 */
export const BLOCKING_PROBLEMS: readonly CandidateProblem[] = ['vehicle-too-small', 'busy', 'unavailable', 'inactive', 'no-vehicle'];
export const canTakeRide = (c: { problems: readonly CandidateProblem[] }): boolean => !c.problems.some((p) => BLOCKING_PROBLEMS.includes(p));
/** Worth knowing before choosing a driver who fits (issue [R] 5): a van sent for a sedan booking (allowed since [D]). */
export const CANDIDATE_REMARKS = ['van-for-sedan'] as const;
export const candidateRemarkSchema = z.enum(CANDIDATE_REMARKS);

export const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  vehicleType: vehicleSchema.nullable(),
  vehicle: z.string().nullable(),
  languages: z.array(z.string()),
  /** Speaks the booking's language (besides English, which every driver speaks). */
  speaksBookingLanguage: z.boolean(),
  requested: z.boolean(),
  /** Rides this driver already has that Paris day. */
  ridesThatDay: z.number().int(),
  problems: z.array(candidateProblemSchema),
  remarks: z.array(candidateRemarkSchema).default([]),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** Approved drivers ranked by fit for one ride: fitting first (requested, language, fewest rides that day). */
export const listCandidateDrivers = {
  name: 'listCandidateDrivers',
  input: z.object({ rideId: rideIdSchema }).strict(),
  output: z.object({ candidates: z.array(candidateSchema) }),
} as const;

/**
 * Why an assignment or a ride action was refused (details.reason): the ride moved on meanwhile
 * (`wrong-status`, with `status`), the driver is on another ride in that window (`driver-busy`), has
 * marked the time unavailable, cannot carry the party, or is not an active approved driver.
 */
export type RideRefusal =
  | 'wrong-status'
  | 'booking-not-confirmed'
  | 'not-allowed'
  | 'too-early'
  | 'too-late'
  | 'reason-required'
  | 'no-such-action'
  | 'driver-busy'
  | 'driver-unavailable'
  | 'vehicle-too-small'
  | 'not-a-driver'
  | 'same-driver'
  | 'cash-required'
  | 'nothing-to-reconfirm';

/** Assign, or reassign to another driver. */
export const assignRide = {
  name: 'assignRide',
  input: z.object({ rideId: rideIdSchema, driverId: z.string().min(1).max(128), reason: reasonSchema.optional() }).strict(),
  output: boardRideSchema,
} as const;

/** Admin actions besides assigning: unassign, cancel, confirm or reject a reported no-show, complete. */
export const ADMIN_RIDE_ACTIONS = ['unassign', 'cancel', 'confirm_no_show', 'reject_no_show', 'complete'] as const;
export const adminRideAction = {
  name: 'adminRideAction',
  input: z.object({ rideId: rideIdSchema, action: z.enum(ADMIN_RIDE_ACTIONS), reason: reasonSchema.optional() }).strict(),
  output: boardRideSchema,
} as const;

// ---------------------------------------------------------------- the driver's app

export const driverRideSchema = z.object({
  id: rideIdSchema,
  reference: z.string(),
  status: rideStatusSchema,
  pickupAt: z.string(),
  dropoffAt: z.string(),
  from: placeSchema,
  to: placeSchema,
  flightNumber: z.string().nullable(),
  party: partySchema,
  /** The name on the sign (the traveller's, else the booker's). */
  signText: z.string(),
  /** The person to meet, reachable on the day (SPEC 5). */
  traveller: z.object({ name: z.string(), phone: z.string() }),
  notes: z.string().nullable(),
  /** Pay-the-driver: the amount to collect; null when paid by card. */
  collectCents: z.number().int().nullable(),
  cashCollectedCents: z.number().int().nullable(),
  /** What the driver may do now (from the lifecycle table) and when the timed steps open or close. */
  allowedActions: z.array(rideActionSchema),
  startFrom: z.string(),
  handBackUntil: z.string(),
  noShowFrom: z.string(),
  /** The flight moved the pickup by over an hour: the driver confirms by then, or the ride returns to the board (issue [K]). */
  reconfirmBy: z.string().nullable(),
});
export type DriverRide = z.infer<typeof driverRideSchema>;

/** The driver's rides: active and upcoming ones, plus this Paris month's finished ones; and the counts. */
export const listDriverRides = {
  name: 'listDriverRides',
  input: z.object({}).strict(),
  output: z.object({
    rides: z.array(driverRideSchema),
    stats: z.object({ today: z.number().int(), month: z.number().int(), completedThisMonth: z.number().int(), toCollectCents: z.number().int() }),
    now: z.string(),
  }),
} as const;

/** One ride of the caller's; another driver's ride answers not-found, exactly as an unknown one. */
export const getDriverRide = { name: 'getDriverRide', input: z.object({ rideId: rideIdSchema }).strict(), output: driverRideSchema } as const;

export const DRIVER_RIDE_ACTIONS = ['start', 'arrive', 'board', 'complete', 'report_no_show', 'hand_back'] as const;
export const driverRideAction = {
  name: 'driverRideAction',
  input: z
    .object({
      rideId: rideIdSchema,
      action: z.enum(DRIVER_RIDE_ACTIONS),
      reason: reasonSchema.optional(),
      /** Completion of a pay-the-driver ride: what the driver collected (cash or card on the day). */
      cashCollectedCents: z.number().int().min(0).max(10_000_000).optional(),
      position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict().optional(),
    })
    .strict(),
  output: driverRideSchema,
} as const;

/** The driver keeps a ride whose pickup the flight moved by over an hour (issue [K] 2). */
export const reconfirmRide = { name: 'reconfirmRide', input: z.object({ rideId: rideIdSchema }).strict(), output: driverRideSchema } as const;
