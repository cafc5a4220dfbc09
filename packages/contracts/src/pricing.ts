import { z } from 'zod';
import { airportCodeSchema, placeSchema } from './places';

/**
 * Prices (SPEC 9, issue [C]). Every amount is an integer number of euro cents. The tariff is data:
 * it lives in Postgres (table `tariffs`), is read through `getTariff`, and the same rules in
 * `@rides/domain/pricing/*` price a trip in the browser (instant price) and on the server (authority).
 * There is no time anywhere in a tariff or a quote request: no surge, the same trip always costs the same.
 */

/** SPEC 3: sedan and van (minivan). */
export const VEHICLES = ['sedan', 'van'] as const;
export const vehicleSchema = z.enum(VEHICLES);
export type Vehicle = z.infer<typeof vehicleSchema>;

/** Seats fitted for children; each one is taken by a child who counts as a passenger. */
export const SEAT_CODES = ['child-seat', 'booster-seat'] as const;
/** Optional extras chosen at booking. Meet-and-greet and flight tracking are included free (SPEC 1). */
export const OPTION_CODES = ['extra-stop', 'pet'] as const;
export const EXTRA_CODES = [...SEAT_CODES, ...OPTION_CODES] as const;
export const extraCodeSchema = z.enum(EXTRA_CODES);
export type ExtraCode = z.infer<typeof extraCodeSchema>;
export const optionCodeSchema = z.enum(OPTION_CODES);
export type OptionCode = z.infer<typeof optionCodeSchema>;

/** How the ride itself was priced: Paris <-> airport fixed fare, or the short or long distance band. */
export const PRICE_RULES = ['airport-fixed', 'short', 'long'] as const;
export const priceRuleSchema = z.enum(PRICE_RULES);
export type PriceRule = z.infer<typeof priceRuleSchema>;

/** Lines of a quote: the ride, then seats and options. */
export const LINE_CODES = ['fare', ...EXTRA_CODES] as const;
export const lineCodeSchema = z.enum(LINE_CODES);
export type LineCode = z.infer<typeof lineCodeSchema>;

/** Upper bound of any amount (100 000 EUR): a guard against corrupt data, not a business rule. */
export const MAX_CENTS = 10_000_000;
const cents = z.number().int().min(0).max(MAX_CENTS);
/** Fixed amounts are whole euros, so a quote is always in whole euros (README: rounding). */
const wholeEuros = cents.refine((v) => v % 100 === 0, 'a fixed amount is a whole number of euros');
const perVehicle = <T extends z.ZodType>(amount: T) => z.object({ sedan: amount, van: amount }).strict();

/** Distance pricing for one vehicle (SPEC 9: short up to the band limit, long over it). */
export const distanceBandSchema = z
  .object({
    /** Short band: one flat amount for any trip up to `shortMaxKm`. */
    shortFlatCents: wholeEuros,
    /** Long band: base plus a rate per km of the whole trip, rounded to whole euros. */
    longBaseCents: wholeEuros,
    longPerKmCents: z.number().int().min(1).max(100_00),
  })
  .strict();
export type DistanceBand = z.infer<typeof distanceBandSchema>;

export const vehicleCapacitySchema = z
  .object({
    passengers: z.number().int().min(1).max(20),
    /** Large bags (suitcases); one small cabin bag per passenger is not counted. */
    luggage: z.number().int().min(0).max(30),
    /** Child and booster seats that fit in the vehicle together. */
    childSeats: z.number().int().min(0).max(10),
  })
  .strict();
export type VehicleCapacity = z.infer<typeof vehicleCapacitySchema>;

export const tariffSchema = z
  .object({
    currency: z.literal('EUR'),
    /** Paris <-> airport, either direction, by airport and vehicle (SPEC 9 sedan: CDG 75, ORY 65, BVA 200 EUR). */
    airportFares: z.record(airportCodeSchema, perVehicle(wholeEuros)),
    distance: z
      .object({
        /** SPEC 9: short is up to 10 km, long is over 10 km. */
        shortMaxKm: z.number().positive().max(100),
        sedan: distanceBandSchema,
        van: distanceBandSchema,
      })
      .strict(),
    /** Unit price of each seat and option. */
    extras: z.record(extraCodeSchema, wholeEuros),
    capacity: perVehicle(vehicleCapacitySchema),
  })
  .strict()
  .superRefine((t, ctx) => {
    for (const vehicle of VEHICLES) {
      const band = t.distance[vehicle];
      // Just over the limit must not cost less than the short flat amount: a longer trip never costs less.
      if (band.longBaseCents + band.longPerKmCents * t.distance.shortMaxKm < band.shortFlatCents) {
        ctx.addIssue({ code: 'custom', path: ['distance', vehicle], message: 'the long band starts below the short flat amount' });
      }
    }
    // The van is offered when the sedan is too small, so it must be at least as large in every way.
    for (const key of ['passengers', 'luggage', 'childSeats'] as const) {
      if (t.capacity.van[key] < t.capacity.sedan[key]) {
        ctx.addIssue({ code: 'custom', path: ['capacity', 'van', key], message: 'the van must carry at least what the sedan carries' });
      }
    }
  });
export type Tariff = z.infer<typeof tariffSchema>;

/** The active tariff with its version (the `tariffs` row), as served by getTariff. */
export const versionedTariffSchema = z.object({ version: z.number().int().positive(), tariff: tariffSchema }).strict();
export type VersionedTariff = z.infer<typeof versionedTariffSchema>;

export const getTariffInput = z.object({}).strict();
export const getTariff = { name: 'getTariff', input: getTariffInput, output: versionedTariffSchema } as const;

/** Request bounds: generous enough to describe any party, so capacity rules (not the schema) say what fits. */
export const QUOTE_LIMITS = { passengers: 20, luggage: 30, seatsEach: 6, optionQuantity: 3 } as const;
const count = (max: number) => z.number().int().min(0).max(max);

export const optionRequestSchema = z
  .object({ code: optionCodeSchema, quantity: z.number().int().min(1).max(QUOTE_LIMITS.optionQuantity) })
  .strict();
export type OptionRequest = z.infer<typeof optionRequestSchema>;

/** A party and its vehicle: what capacity and extras need. */
export const partySchema = z
  .object({
    vehicle: vehicleSchema,
    passengers: z.number().int().min(1).max(QUOTE_LIMITS.passengers),
    luggage: count(QUOTE_LIMITS.luggage),
    childSeats: count(QUOTE_LIMITS.seatsEach).default(0),
    boosterSeats: count(QUOTE_LIMITS.seatsEach).default(0),
    extras: z
      .array(optionRequestSchema)
      .max(OPTION_CODES.length)
      .default([])
      .refine((list) => new Set(list.map((e) => e.code)).size === list.length, 'each extra is listed once'),
  })
  .strict();

/**
 * A quote request names the places by id; the server resolves them itself and never trusts a
 * client's coordinates or airport/Paris flags. No pickup date or time: prices do not depend on it.
 */
export const quoteRequestSchema = partySchema
  .extend({ from: placeSchema.shape.id, to: placeSchema.shape.id })
  .refine((r) => r.from !== r.to, { message: 'a trip goes somewhere else', path: ['to'] });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteLineSchema = z
  .object({ code: lineCodeSchema, quantity: z.number().int().min(1), unitCents: cents, amountCents: cents })
  .strict()
  .refine((l) => l.amountCents === l.unitCents * l.quantity, 'amount is unit price times quantity');
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z
  .object({
    currency: z.literal('EUR'),
    vehicle: vehicleSchema,
    rule: priceRuleSchema,
    /** Road distance used, rounded to 0.1 km (reported also for fixed airport fares). */
    distanceKm: z.number().min(0),
    lines: z.array(quoteLineSchema).min(1),
    totalCents: cents,
  })
  .strict()
  .refine((q) => q.totalCents === q.lines.reduce((sum, l) => sum + l.amountCents, 0), 'total is the sum of the lines');
export type Quote = z.infer<typeof quoteSchema>;

/**
 * The server's price of a trip, the authority (public: visitors see it before signing in). The places
 * are ids the server resolves itself; refusals are listed in QuoteRefusal.
 */
export const quotePrice = { name: 'quotePrice', input: quoteRequestSchema, output: quoteSchema } as const;

/**
 * Why a party does not fit (README: vehicle capacity). `suggestedVehicle` is the van when the sedan
 * is too small but the van is not; null when no single vehicle (or no vehicle at all) can take it.
 */
export const CAPACITY_PROBLEMS = [
  'seats-exceed-passengers',
  'too-many-passengers-for-sedan',
  'too-much-luggage-for-sedan',
  'too-many-seats-for-sedan',
  'too-many-for-one-vehicle',
] as const;
export const capacityProblemSchema = z
  .object({ code: z.enum(CAPACITY_PROBLEMS), suggestedVehicle: vehicleSchema.nullable() })
  .strict();
export type CapacityProblem = z.infer<typeof capacityProblemSchema>;

/**
 * Why quotePrice refused, in HttpsError details: `invalid-argument` with the capacity problem when the
 * party does not fit the vehicle (the van suggested when it would do), `not-found` for a place id the
 * server does not know (`field` names the request field).
 */
export type QuoteRefusal =
  | { reason: CapacityProblem['code']; suggestedVehicle: CapacityProblem['suggestedVehicle'] }
  | { reason: 'unknown-place'; field: 'from' | 'to' };
