import type { Language } from '@rides/contracts/languages';
import type { AirportCode } from '@rides/contracts/places';
import type { OptionCode, Vehicle } from '@rides/contracts/pricing';
import { fold, tokens } from './text';

/**
 * What a question says about a fare, in any of the five languages: the airports, Paris, the vehicle,
 * whether it asks a price, and which seats or options. Patterns run on folded text (lower case, no
 * accents: "París" is "paris", "coûte" is "coute"); Chinese is matched as written.
 */
export interface FareFacts {
  /** Airports named, in the order of AIRPORTS (two means a trip between airports). */
  airports: AirportCode[];
  paris: boolean;
  /** Null when the question names no vehicle (the answer then says it priced the sedan); 'both' for "a sedan or a van?". */
  vehicle: Vehicle | 'both' | null;
  asksPrice: boolean;
  /** Seats and options named (priced from the tariff's extras when a price is asked). */
  extras: Array<'child-seat' | 'booster-seat' | OptionCode>;
}

const AIRPORTS: ReadonlyArray<[AirportCode, RegExp]> = [
  ['CDG', /\bcdg\b|roissy|charles[\s-]*de[\s-]*gaulle|戴高乐|鲁瓦西/],
  ['ORY', /\bory\b|\borly\b|奥利/],
  ['BVA', /\bbva\b|beauvais|\btille\b|博韦/],
];
const PARIS = /\bparis\b|\bparigi\b|巴黎|arrondissement|\bcentre[\s-]+ville\b|\bcity cent(re|er)\b|\bcentro (citta|ciudad)\b|市区|市中心/;
const VAN = /\bvans?\b|\bmini-?vans?\b|\bminibus\b|\bmonospaces?\b|\bmpv\b|people carrier|\bfurgon\w*|\b7[\s-]?(seater|places|posti|plazas)\b|商务车|面包车|七座|保姆车|厢式/;
/** Words for the sedan itself; a generic "car" (voiture, coche…) names no vehicle: the answer says it priced the sedan. */
const SEDAN = /\bsedans?\b|\bsaloon\b|\bberlin[ae]s?\b|轿车/;
/** "How much", not "how long": combien de temps, quanto tempo, cuánto tiempo ask for a duration. */
const PRICE =
  /how much|\bprices?\b|\bcosts?\b|\bfares?\b|\brates?\b|\btariffs?\b|\b(combien|quanto|cuanto)\b(?!\s+(de\s+)?(temps|tempo|tiempo)\b)|\bprix\b|\bcoute?\b|\btarifs?\b|\bprezz[oi]\b|\bcost[ao]\b|\btariff[ae]\b|\bprecios?\b|\bcuesta\b|\btarifas?\b|多少钱|价格|费用|价钱|收费|几块|€|\beuros?\b/;
const EXTRAS: ReadonlyArray<[FareFacts['extras'][number], RegExp]> = [
  ['child-seat', /child seat|baby seat|car seat|infant seat|siege (enfant|bebe|auto)|seggiolin|silla (de )?(nino|bebe|auto|infantil)|儿童座椅|婴儿座椅|安全座椅/],
  ['booster-seat', /booster|rehausseur|alzatin|alzabimb|\belevador\b|\balzador\b|增高垫|增高座/],
  ['pet', /\bpets?\b|\bdogs?\b|\bcats?\b|\banima(l|ux|le|li|les)\b|\bchiens?\b|\bchats?\b|\bcane\b|\bgatto\b|\bperros?\b|\bgatos?\b|\bmascotas?\b|宠物|狗|猫/],
  ['extra-stop', /(extra|additional|second) stop|\bstopover\b|\barrets? (supplementaire|intermediaire)s?|fermata (aggiuntiva|intermedia)|parada (adicional|extra|intermedia)|经停|中途停/],
];

export function readFareFacts(question: string): FareFacts {
  const text = fold(question);
  const van = VAN.test(text);
  const sedan = SEDAN.test(text);
  return {
    airports: AIRPORTS.filter(([, pattern]) => pattern.test(text)).map(([code]) => code),
    paris: PARIS.test(text),
    vehicle: van && sedan ? 'both' : van ? 'van' : sedan ? 'sedan' : null,
    asksPrice: PRICE.test(text),
    extras: EXTRAS.filter(([, pattern]) => pattern.test(text)).map(([code]) => code),
  };
}

/** Words a fare question has besides its places and vehicle (words.ts): a ride, a price, Paris. */
export const FARE_CONCEPTS = new Set(['#price', '#trip', '#paris']);
const everywhere = (pattern: RegExp) => new RegExp(pattern.source, 'g');
const FARE_PATTERNS = [...AIRPORTS.map(([, p]) => p), PARIS, VAN, SEDAN, PRICE].map(everywhere);

/**
 * Whether a question says nothing but fare words ("and in a van?", "et pour Orly ?", "商务车呢？"):
 * only then is it read as a follow-up of the previous one. "Do you have child seats in the van?"
 * after a fare is a new question, about child seats.
 */
export function saysOnlyFareWords(question: string, lng: Language): boolean {
  const rest = FARE_PATTERNS.reduce((text, pattern) => text.replace(pattern, ' '), fold(question));
  return tokens(rest, lng).every((t) => FARE_CONCEPTS.has(t));
}

/**
 * A follow-up completed from the visitor's previous question: what the new one leaves out (airports,
 * Paris, the vehicle, the price ask) is taken from the earlier one, when the new one is about a fare
 * at all (it names a vehicle, an airport or asks a price) and says nothing else (saysOnlyFareWords).
 */
export function withContext(current: FareFacts, previous: FareFacts | null): FareFacts {
  if (!previous) return current;
  const aboutFare = current.vehicle !== null || current.airports.length > 0 || current.asksPrice;
  if (!aboutFare || previous.airports.length === 0) return current;
  return {
    airports: current.airports.length > 0 ? current.airports : previous.airports,
    paris: current.paris || (current.airports.length === 0 && previous.paris),
    vehicle: current.vehicle ?? previous.vehicle,
    asksPrice: current.asksPrice || previous.asksPrice,
    extras: current.extras,
  };
}
