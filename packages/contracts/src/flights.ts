import { z } from 'zod';
import { bookingStatusSchema, flightNumberSchema } from './bookings';
import { rideStatusSchema } from './ride-view';

/**
 * Followed flights (issue [K]) and the LOCAL flight board: in local mode an admin sets where a flight
 * is (estimated landing, delay, diversion, cancellation) and the local flight status provider answers
 * that, as AeroAPI would in production. Admin only; setting a flight is refused outside local mode.
 */

/** What a flight status provider says of a flight. */
export const FLIGHT_STATES = ['scheduled', 'delayed', 'landed', 'cancelled', 'diverted'] as const;
export const flightStateSchema = z.enum(FLIGHT_STATES);
export type FlightStateName = z.infer<typeof flightStateSchema>;
/** A followed flight's state: `unknown` until the provider has answered. */
export const followedFlightStateSchema = z.enum(['unknown', ...FLIGHT_STATES]);

/** Who answers flight status: FlightAware AeroAPI, or the LOCAL flight board (local mode only). */
export const flightsProviderSchema = z.enum(['aeroapi', 'local']);

const isoInstant = z.iso.datetime({ offset: true });
/** A calendar day (Paris), checked as a real date. */
const parisDate = z.iso.date();
/** An airport's IATA code, e.g. LYS. */
const iataAirport = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{3}$/));

/** A flight on the local flight board (the `local_flights` row). Times ISO. */
export const localFlightSchema = z.object({
  flightNumber: z.string(),
  arrivalDate: z.string(),
  state: flightStateSchema,
  scheduledArrival: z.string(),
  estimatedArrival: z.string().nullable(),
  actualArrival: z.string().nullable(),
  divertedTo: z.string().nullable(),
  updatedAt: z.string(),
});
export type LocalFlight = z.infer<typeof localFlightSchema>;

/** A followed flight: the pickup that follows it, what the follow job last learnt, and the local board's row. */
export const followedFlightSchema = z.object({
  /** The booking (= ride) id. */
  bookingId: z.string(),
  reference: z.string(),
  bookingStatus: bookingStatusSchema,
  rideStatus: rideStatusSchema,
  /** The pickup now (moved with the flight), ISO. */
  pickupAt: z.string(),
  flightNumber: z.string(),
  arrivalDate: z.string(),
  state: followedFlightStateSchema,
  scheduledArrival: z.string().nullable(),
  estimatedArrival: z.string().nullable(),
  actualArrival: z.string().nullable(),
  divertedTo: z.string().nullable(),
  /** When the provider was last asked; null: not yet. */
  checkedAt: z.string().nullable(),
  /** The local flight board's row for this flight and date; null: not on the board (the LOCAL provider then knows nothing of it). */
  local: localFlightSchema.nullable(),
});
export type FollowedFlight = z.infer<typeof followedFlightSchema>;

/** The followed flights of pickups from 1 day ago to 3 days ahead, soonest first. */
export const listLocalFlights = {
  name: 'listLocalFlights',
  input: z.object({}).strict(),
  output: z.object({
    flights: z.array(followedFlightSchema),
    /** The configured provider: the board can be edited only when it is `local`. */
    provider: flightsProviderSchema,
    now: z.string(),
  }),
} as const;

/**
 * Puts a flight on the LOCAL flight board (or changes it), then re-checks the pickups that follow it
 * at once. Local mode only (refused with failed-precondition, reason `flights-not-local`).
 */
export const setLocalFlight = {
  name: 'setLocalFlight',
  input: z
    .object({
      flightNumber: flightNumberSchema,
      arrivalDate: parisDate,
      state: flightStateSchema,
      scheduledArrival: isoInstant,
      estimatedArrival: isoInstant.nullable().optional(),
      actualArrival: isoInstant.nullable().optional(),
      divertedTo: iataAirport.nullable().optional(),
    })
    .strict()
    .refine((v) => v.state !== 'diverted' || Boolean(v.divertedTo), { path: ['divertedTo'], message: 'required when diverted' }),
  output: z.object({ flight: localFlightSchema }),
} as const;

export const FLIGHT_REFUSALS = ['flights-not-local'] as const;
export type FlightRefusal = (typeof FLIGHT_REFUSALS)[number];
