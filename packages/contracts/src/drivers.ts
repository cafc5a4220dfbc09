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

/** Public: the card of a driver a visitor can book (approved, not disabled, not switched off); anyone else (or an unknown id) is `not-found`. */
export const getDriverCard = { name: 'getDriverCard', input: getDriverCardInput, output: driverCardSchema } as const;

/**
 * `/drivers` (issue [G] 4): the cards of approved drivers who take rides, a page at a time. There may
 * be hundreds, so pages of DRIVERS_PAGE_SIZE, keyset on the driver's id (stable, never OFFSET, and
 * neutral: no driver is always first by name or seniority). `after` is the last card's id of the
 * previous page (already public on the card, so the cursor reveals nothing).
 */
export const DRIVERS_PAGE_SIZE = 24;

export const listDriversInput = z.object({ after: driverIdSchema.nullable().default(null) }).strict();

export const driversPageSchema = z.object({
  rows: z.array(driverCardSchema).max(DRIVERS_PAGE_SIZE),
  /** The `after` of the next page; null on the last one. */
  next: driverIdSchema.nullable(),
});
export type DriversPage = z.infer<typeof driversPageSchema>;

/** Public: the same card as getDriverCard for every approved, enabled driver who is taking rides. */
export const listDrivers = { name: 'listDrivers', input: listDriversInput, output: driversPageSchema } as const;
