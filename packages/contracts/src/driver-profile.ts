import { z } from 'zod';
import { driverApplicationSchema } from './account';
import { vehicleSchema } from './pricing';
import { isoInstant, rideIdSchema } from './rides';

/**
 * The driver's own profile (vehicle, languages, phone, photo, active) and unavailability. Apart from
 * the ride lists (rides.ts): its phone rule brings libphonenumber (~30 KiB gzipped), which the
 * driver's ride list, the app's first screen, does not need.
 */
export const unavailabilitySchema = z.object({ id: z.string(), from: z.string(), to: z.string(), note: z.string().nullable() });

export const driverProfileSchema = z.object({
  name: z.string().nullable(),
  phone: z.string(),
  languages: z.array(z.string()),
  vehicleType: vehicleSchema,
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleColour: z.string().nullable(),
  plate: z.string(),
  photoUrl: z.string().nullable(),
  active: z.boolean(),
  unavailable: z.array(unavailabilitySchema),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

export const getDriverProfile = { name: 'getDriverProfile', input: z.object({}).strict(), output: driverProfileSchema } as const;

const application = driverApplicationSchema.shape;
/** The same rules as the driver application (README: Sign-up), plus the colour the traveller looks for. */
export const updateDriverProfileInput = z
  .object({
    phone: application.phone,
    languages: application.languages,
    vehicleType: application.vehicleType,
    vehicleMake: application.vehicleMake,
    vehicleModel: application.vehicleModel,
    vehicleColour: z.string().trim().min(3).max(30),
    plate: application.plate,
    /** An https image address, optional. */
    photoUrl: z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(500)]).optional(),
    /** An inactive driver is not offered rides (holidays, car in the garage). */
    active: z.boolean(),
  })
  .strict();
export const updateDriverProfile = { name: 'updateDriverProfile', input: updateDriverProfileInput, output: driverProfileSchema } as const;

export const addUnavailability = {
  name: 'addUnavailability',
  input: z
    .object({ from: isoInstant, to: isoInstant, note: z.string().trim().max(200).optional() })
    .strict()
    .refine((u) => Date.parse(u.to) > Date.parse(u.from), { message: 'end-before-start', path: ['to'] }),
  output: driverProfileSchema,
} as const;

export const removeUnavailability = { name: 'removeUnavailability', input: z.object({ id: rideIdSchema }).strict(), output: driverProfileSchema } as const;
