import { z } from 'zod';
import { languageSchema } from './languages';

/** Airports with a fixed fare to and from Paris (SPEC 9). */
export const AIRPORT_CODES = ['CDG', 'ORY', 'BVA'] as const;
export const airportCodeSchema = z.enum(AIRPORT_CODES);
export type AirportCode = z.infer<typeof airportCodeSchema>;

/**
 * What a place is; `address` is a street address (attached to a known place, or geocoded), `hotel` a
 * hotel of the curated catalogue (shown with its own icon and label).
 */
export const PLACE_KINDS = ['airport', 'station', 'port', 'landmark', 'hotel', 'district', 'town', 'address'] as const;
export const placeKindSchema = z.enum(PLACE_KINDS);

/**
 * A place a trip starts or ends at (SPEC 3: "airport, port or address"). Coordinates are WGS84.
 * `inParis` is true for places inside the city of Paris (the twenty arrondissements and what lies in
 * them); `airport` is set for an airport terminal. Both drive the fixed airport fares.
 */
export const placeSchema = z
  .object({
    id: z.string().min(1).max(200),
    kind: placeKindSchema,
    /** Display name in the requested language. */
    name: z.string().min(1).max(300),
    /** A second line: terminal, postcode area, department, or the place an address was attached to. */
    detail: z.string().max(300),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    inParis: z.boolean(),
    airport: airportCodeSchema.optional(),
  })
  .strict();
export type Place = z.infer<typeof placeSchema>;

export const searchPlacesInput = z
  .object({
    query: z.string().trim().min(1).max(200),
    lang: languageSchema,
    limit: z.number().int().min(1).max(20).default(8),
  })
  .strict();

/**
 * `confident`: the first place is a sure answer to what was typed (the server's rule is in
 * packages/functions/src/places/confidence.ts), so the form may highlight it and let Enter take it.
 * When false (or missing: an older server) nothing is highlighted until the person moves to a row.
 */
export const searchPlacesOutput = z.object({ places: z.array(placeSchema), confident: z.boolean().default(false) });

export const searchPlaces = { name: 'searchPlaces', input: searchPlacesInput, output: searchPlacesOutput } as const;
