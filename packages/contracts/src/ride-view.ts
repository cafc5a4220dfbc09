import { z } from 'zod';
import { vehicleSchema } from './pricing';
import { RIDE_ACTIONS, RIDE_ACTORS, RIDE_STATUSES } from './ride-status';

/** The ride as its booker and the admin screens read it (issue [D]); bookings.ts and rides.ts build on it. */
export const rideStatusSchema = z.enum(RIDE_STATUSES);
export const rideActionSchema = z.enum(RIDE_ACTIONS);
export const rideActorSchema = z.enum(RIDE_ACTORS);

/** One append-only ride event: who moved the ride, when, from what to what, why. */
export const rideEventSchema = z.object({
  at: z.string(),
  actor: rideActorSchema,
  /** The admin's or driver's name as recorded; null for the system. */
  actorName: z.string().nullable(),
  action: rideActionSchema,
  from: rideStatusSchema,
  to: rideStatusSchema,
  reason: z.string().nullable(),
  /** The driver's name for assign/reassign. */
  driverName: z.string().nullable(),
});
export type RideEvent = z.infer<typeof rideEventSchema>;

/** The vehicle as the traveller looks for it at the kerb. */
export const rideVehicleSchema = z.object({
  type: vehicleSchema,
  make: z.string(),
  model: z.string(),
  colour: z.string().nullable(),
  plate: z.string(),
});

/** What the booker sees of the assigned driver (SPEC 1: driver details once assigned). */
export const assignedDriverSchema = z.object({ firstName: z.string(), phone: z.string(), vehicle: rideVehicleSchema.nullable() });
export type AssignedDriver = z.infer<typeof assignedDriverSchema>;

/** The ride part of a booking as its booker sees it (My Bookings, manage link). */
export const rideViewSchema = z.object({
  status: rideStatusSchema,
  driver: assignedDriverSchema.nullable(),
  events: z.array(rideEventSchema),
});
export type RideView = z.infer<typeof rideViewSchema>;

