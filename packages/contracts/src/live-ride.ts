import { z } from 'zod';
import { bookingAccessSchema } from './booking-access';
import { rideStatusSchema, rideVehicleSchema } from './ride-view';

/**
 * The live "where is my driver" link (issue [K] 3). From "en route" until "passenger on board" only,
 * the driver's app shares the phone's position (at most every 15 s, kept only for the ride) and the
 * traveller's link (/track?ref=…&token=…, a token of its own: it never opens the manage page) shows
 * it with an ETA. Rules: `@rides/domain/live-ride`.
 */

const rideId = z.string().regex(/^\d{1,18}$/);

/** The driver's phone shares its position for one of their rides (en route or arrived only). */
export const shareRidePosition = {
  name: 'shareRidePosition',
  input: z
    .object({
      rideId,
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      /** Metres, as the phone reports it. */
      accuracy: z.number().min(0).max(100_000).nullable().optional(),
    })
    .strict(),
  /** `kept: false`: sent within 15 s of the last kept position, accepted but not stored; send again in `nextInSeconds`. */
  output: z.object({ kept: z.boolean(), nextInSeconds: z.number().int().min(0) }),
} as const;

export const livePositionSchema = z.object({ lat: z.number(), lng: z.number(), at: z.string() });

/** What the live page shows. `position` and `etaMinutes` are null outside en route and arrived. */
export const liveRideSchema = z.object({
  reference: z.string(),
  status: rideStatusSchema,
  pickupAt: z.string(),
  pickup: z.object({ name: z.string(), lat: z.number(), lng: z.number() }),
  driver: z.object({ firstName: z.string(), vehicle: rideVehicleSchema.nullable() }).nullable(),
  signText: z.string(),
  /** The driver's last shared position: only while en route or arrived, null when none was shared yet. */
  position: livePositionSchema.nullable(),
  /** Minutes to the pickup from that position (straight line at a city speed); only while en route or arrived. */
  etaMinutes: z.number().int().min(0).nullable(),
  /** Metres to the pickup in a straight line, with the ETA. */
  distanceMetres: z.number().int().min(0).nullable(),
  /** True while the position may be shown (en route, arrived): the page reads again every 15 s. */
  live: z.boolean(),
});
export type LiveRide = z.infer<typeof liveRideSchema>;

/** Public: the link's token is the key. A wrong token answers not-found, exactly as an unknown reference. */
export const getLiveRide = {
  name: 'getLiveRide',
  input: bookingAccessSchema,
  output: liveRideSchema,
} as const;
