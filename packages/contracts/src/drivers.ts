import { z } from 'zod';
import { vehicleSchema } from './pricing';

/**
 * Drivers as visitors see them (issue [C] 7, `/book/{driverId}`). A driver's card is public, so it
 * holds only what a traveller needs to choose: a short name, the languages and the car. Never the
 * e-mail, phone, plate or licence number (the output schema strips any other field).
 */
export const driverIdSchema = z.string().min(1).max(128);

export const getDriverCardInput = z.object({ driverId: driverIdSchema }).strict();

export const driverCardSchema = z.object({
  /** The driver's user id (the one `/book/{driverId}` and createBooking's `requestedDriverId` take). */
  id: z.string(),
  /** First name and last initial, e.g. "Jean D."; null when the driver has not given a name. */
  displayName: z.string().nullable(),
  /** Language codes from the approved application (`en`, `fr`, …); empty when there is none. */
  languages: z.array(z.string()),
  vehicleType: vehicleSchema.nullable(),
  /** Make and model, e.g. "Mercedes-Benz V-Class"; null without an approved application. */
  vehicle: z.string().nullable(),
});
export type DriverCard = z.infer<typeof driverCardSchema>;

/** Public: an approved driver's card; anyone else (or an unknown id) is `not-found`. */
export const getDriverCard = { name: 'getDriverCard', input: getDriverCardInput, output: driverCardSchema } as const;
