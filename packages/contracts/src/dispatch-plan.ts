import { z } from 'zod';
import { vehicleSchema } from './pricing';
import { rideIdSchema } from './rides';

/**
 * A suggested dispatch plan (issue [Q]): every unassigned ride of a Paris day (or of the next 48
 * hours) with a proposed driver or the reason none fits; the admin reviews, drops or changes
 * suggestions, and applies them in one step. Rules and weights: packages/functions/src/dispatch.
 */
export const planHorizonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('day'), day: z.iso.date() }).strict(),
  z.object({ kind: z.literal('next-48h') }).strict(),
]);
export type PlanHorizon = z.infer<typeof planHorizonSchema>;

/**
 * Why no driver fits a ride, from the nearest miss: every driver who fits is on another ride of this
 * plan (`taken-by-plan`), cannot get there in time from their previous drop-off (`no-time-to-reach`),
 * is on another ride then (`all-busy`), is inactive or unavailable (`none-available`), or no driver has
 * a vehicle big enough (`no-vehicle-fits`).
 */
export const NO_FIT_REASONS = ['taken-by-plan', 'no-time-to-reach', 'all-busy', 'none-available', 'no-vehicle-fits'] as const;
export type NoFitReason = (typeof NO_FIT_REASONS)[number];

const planPlaceSchema = z.object({ name: z.string(), detail: z.string() });

/** Why this driver: what the suggestion weighed (plan-cost.ts). */
export const planWhySchema = z.object({
  /** Empty kilometres from the driver's previous drop-off; null for the driver's first ride of the horizon. */
  emptyKm: z.number().nullable(),
  /** The ride before, by reference (null: first ride). */
  after: z.string().nullable(),
  speaksLanguage: z.boolean(),
  requested: z.boolean(),
  vanForSedan: z.boolean(),
  /** The driver's rides this week before this one (the fair spread). */
  weekRides: z.number().int(),
});

export const planRideSchema = z.object({
  rideId: rideIdSchema,
  reference: z.string(),
  pickupAt: z.string(),
  dropoffAt: z.string(),
  from: planPlaceSchema,
  to: planPlaceSchema,
  vehicle: vehicleSchema,
  language: z.string(),
  travellerName: z.string(),
  /** The suggested driver, or null with `noFit`. */
  driverId: z.string().nullable(),
  why: planWhySchema.nullable(),
  noFit: z.enum(NO_FIT_REASONS).nullable(),
  /** Other drivers who could take the ride with the rest of the plan as suggested, best first (at most 5). */
  alternatives: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PlanRideView = z.infer<typeof planRideSchema>;

/** One stop of a driver's day: a ride already held, or one the plan suggests. */
export const planStopSchema = z.object({
  rideId: rideIdSchema,
  reference: z.string(),
  pickupAt: z.string(),
  dropoffAt: z.string(),
  from: z.string(),
  to: z.string(),
  suggested: z.boolean(),
  /** Minutes from the previous drop-off to this pickup, and the empty kilometres between (null: the first stop). */
  gapMinutes: z.number().int().nullable(),
  emptyKm: z.number().nullable(),
});

export const planDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  vehicleType: vehicleSchema.nullable(),
  languages: z.array(z.string()),
  weekRides: z.number().int(),
  stops: z.array(planStopSchema),
  emptyKm: z.number(),
});
export type PlanDriverView = z.infer<typeof planDriverSchema>;

export const dispatchPlanSchema = z.object({
  horizon: z.object({ start: z.string(), end: z.string() }),
  rides: z.array(planRideSchema),
  /** Drivers with at least one suggested ride, by name. */
  drivers: z.array(planDriverSchema),
  totals: z.object({ rides: z.number().int(), suggested: z.number().int(), emptyKm: z.number(), solveMs: z.number() }),
});
export type DispatchPlan = z.infer<typeof dispatchPlanSchema>;

export const suggestDispatchPlan = {
  name: 'suggestDispatchPlan',
  input: z.object({ horizon: planHorizonSchema }).strict(),
  output: dispatchPlanSchema,
} as const;

/** At most this many assignments in one apply (a city's busiest two days). */
export const MAX_PLAN_ASSIGNMENTS = 2000;

export const applyDispatchPlan = {
  name: 'applyDispatchPlan',
  input: z
    .object({
      assignments: z
        .array(z.object({ rideId: rideIdSchema, driverId: z.string().min(1).max(128) }).strict())
        .min(1)
        .max(MAX_PLAN_ASSIGNMENTS)
        .refine((a) => new Set(a.map((x) => x.rideId)).size === a.length, { message: 'duplicate' }),
    })
    .strict(),
  output: z.object({
    assigned: z.array(z.object({ rideId: rideIdSchema, reference: z.string(), driverId: z.string() })),
    /**
     * Each ride not assigned and why: a RideRefusal of the assign move (taken or changed meanwhile, the
     * driver busy…), `no-time-to-reach`, `not-found` or `internal`. Nothing is overwritten.
     */
    refused: z.array(z.object({ rideId: rideIdSchema, reference: z.string().nullable(), reason: z.string() })),
  }),
} as const;
