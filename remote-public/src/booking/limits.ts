/**
 * The steppers' bounds, on the home page's first render without loading zod: the same numbers as
 * QUOTE_LIMITS in @rides/contracts/pricing (a unit test holds them equal). Capacity, not these bounds,
 * says what fits in a vehicle; a party beyond the van is told so next to the vehicle choice.
 */
export const FORM_LIMITS = { passengers: 20, luggage: 30, seatsEach: 6, optionQuantity: 3 } as const;
