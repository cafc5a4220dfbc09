import type { AssistantSource } from '@rides/contracts/assistant';
import type { Language } from '@rides/contracts/languages';
import type { AirportCode } from '@rides/contracts/places';
import type { Tariff, Vehicle } from '@rides/contracts/pricing';
import { rideFare } from '@rides/domain/pricing/fare';
import { formatMoney } from '@rides/i18n/format';
import type { FareFacts } from './fare-question';
import { textsFor } from '../i18n/server-i18n';
import { bookingSource, pricingSource } from './sources';

/**
 * Prices in the assistant's words, computed by the rules quotePrice uses (@rides/domain/pricing) on
 * the live tariff. Only what needs no address is priced here: Paris <-> airport (the tariff's fixed
 * fare, whatever the address in Paris), the extras, and the short distance band. Anything else needs
 * a distance, which the assistant never guesses: it sends the visitor to the booking form.
 */

export interface PricedReply {
  text: string;
  sources: AssistantSource[];
}

/** Any address in Paris to `airport` (or back: the fare is the same), through the domain's own rule. */
export function airportFareCents(airport: AirportCode, vehicle: Vehicle, tariff: Tariff): number {
  return rideFare({ inParis: true }, { inParis: false, airport }, 0, vehicle, tariff).cents;
}

const join = (lng: Language, sentences: string[]) => sentences.join(lng === 'zh' ? '' : ' ');

function extraLines(facts: FareFacts, tariff: Tariff, lng: Language): string[] {
  const p = textsFor('assistant', lng);
  return facts.extras.map((code) => p('extra', { extra: p(`extras.${code}`), price: formatMoney(tariff.extras[code], lng) }));
}

/** A question naming an airport: its fixed fare to or from Paris, or the booking form for two airports. */
export function airportReply(facts: FareFacts, tariff: Tariff, lng: Language): PricedReply {
  const p = textsFor('assistant', lng);
  const [airport, second] = facts.airports;
  if (!airport || second) return { text: p('byDistance'), sources: [bookingSource(lng), pricingSource(lng)] };
  const money = (vehicle: Vehicle) => formatMoney(airportFareCents(airport, vehicle, tariff), lng);
  const name = p(`airports.${airport}`);
  const sentences: string[] = [];
  if (facts.vehicle === 'both') {
    sentences.push(p('bothVehicles', { airport: name, sedanPrice: money('sedan'), vanPrice: money('van') }));
  } else {
    sentences.push(p('fare', { vehicle: p(`vehicles.${facts.vehicle ?? 'sedan'}`), airport: name, price: money(facts.vehicle ?? 'sedan') }));
    if (facts.vehicle === null) {
      const { sedan, van } = tariff.capacity;
      sentences.push(p('sedanAssumed', { passengers: sedan.passengers, luggage: sedan.luggage, vanPassengers: van.passengers, vanPrice: money('van') }));
    }
  }
  if (!facts.paris) sentences.push(p('anyAddressInParis'));
  sentences.push(...extraLines(facts, tariff, lng));
  return { text: join(lng, sentences), sources: facts.paris ? [pricingSource(lng)] : [pricingSource(lng), bookingSource(lng)] };
}

/** The price of the seats or options a question names. */
export function extrasReply(facts: FareFacts, tariff: Tariff, lng: Language): PricedReply {
  return { text: join(lng, extraLines(facts, tariff, lng)), sources: [pricingSource(lng)] };
}

/** A price question with no airport or extra in it: the airport fares, the short band, and the booking form. */
export function overviewReply(tariff: Tariff, lng: Language): PricedReply {
  const money = (cents: number) => formatMoney(cents, lng);
  const fares = tariff.airportFares;
  const text = textsFor('assistant', lng)('overview', {
    cdg: money(fares.CDG.sedan),
    ory: money(fares.ORY.sedan),
    bva: money(fares.BVA.sedan),
    cdgVan: money(fares.CDG.van),
    oryVan: money(fares.ORY.van),
    bvaVan: money(fares.BVA.van),
    short: money(tariff.distance.sedan.shortFlatCents),
    shortKm: tariff.distance.shortMaxKm,
  });
  return { text, sources: [pricingSource(lng), bookingSource(lng)] };
}
