import type { CuratedPlace } from '../curated-place';
import { hotel, names, proper } from './define';

// Hotels at the airports and at Disneyland Paris: where a transfer often starts the morning after a
// late flight, or ends with a family and its luggage. Coordinates: WGS84, the hotel's entrance. The
// Sheraton sits in CDG Terminal 2 above the TGV station; the other CDG hotels are grouped at
// Roissypôle (by Terminal 3 and the CDG 1 RER station) or in the hotel zone of Roissy-en-France
// village; the Disney hotels stand around Lake Disney (Newport Bay Club and Santa Fe are left out
// until their entrances are checked). These clusters are read off public maps to about 200 m: check a
// hotel against OpenStreetMap before using its point for turn-by-turn navigation (the fare does not
// change; the driver reads the hotel's name).

export const RESORT_HOTELS: readonly CuratedPlace[] = [
  hotel('sheraton-paris-airport-cdg', proper('Sheraton Paris Airport Hotel & Conference Centre', '巴黎戴高乐机场喜来登酒店'), '95700 Roissy-en-France', 49.0038, 2.5709, [
    'sheraton cdg', 'sheraton roissy', 'sheraton paris airport',
  ]),
  hotel('hilton-paris-cdg-airport', proper('Hilton Paris Charles de Gaulle Airport', '巴黎戴高乐机场希尔顿酒店'), '95700 Roissy-en-France', 49.0088, 2.5622, ['hilton cdg', 'hilton roissy', 'hilton roissypole']),
  hotel('pullman-paris-roissy-cdg-airport', proper('Pullman Paris Roissy CDG Airport', '巴黎鲁瓦西戴高乐机场铂尔曼酒店'), '95700 Roissy-en-France', 49.0078, 2.5598, ['pullman cdg', 'pullman roissy']),
  hotel('novotel-paris-cdg-airport', proper('Novotel Paris Charles de Gaulle Airport', '巴黎戴高乐机场诺富特酒店'), '95700 Roissy-en-France', 49.0101, 2.5562, ['novotel cdg', 'novotel roissypole']),
  hotel('ibis-paris-cdg-airport', proper('ibis Paris CDG Airport', '巴黎戴高乐机场宜必思酒店'), '95700 Roissy-en-France', 49.0111, 2.5553, ['ibis cdg', 'ibis roissypole']),
  hotel('citizenm-paris-cdg-airport', proper('citizenM Paris Charles de Gaulle Airport', '巴黎戴高乐机场citizenM酒店'), '95700 Roissy-en-France', 49.0094, 2.5581, ['citizenm cdg', 'citizenm roissy']),
  hotel('paris-marriott-cdg-airport', proper('Paris Marriott Charles de Gaulle Airport Hotel', '巴黎戴高乐机场万豪酒店'), '95700 Roissy-en-France', 49.0012, 2.5153, ['marriott cdg', 'marriott roissy']),
  hotel('hilton-paris-orly-airport', proper('Hilton Paris Orly Airport', '巴黎奥利机场希尔顿酒店'), '94390 Orly', 48.7276, 2.3678, ['hilton orly']),
  hotel('disneyland-hotel', names('Disneyland Hotel (Disneyland Paris)', 'Disneyland Hotel (Disneyland Paris)', 'Disneyland Hotel (Disneyland Paris)', 'Disneyland Hotel (Disneyland París)', '巴黎迪士尼乐园酒店'), '77700 Chessy', 48.871, 2.7768, [
    'disneyland hotel',
  ]),
  hotel('disney-hotel-new-york', proper('Disney Hotel New York – The Art of Marvel', '迪士尼纽约酒店——漫威艺术'), '77700 Chessy', 48.8723, 2.7868, [
    'hotel new york', 'disney new york', 'art of marvel', 'marvel hotel',
  ]),
  hotel('disney-sequoia-lodge', proper('Disney Sequoia Lodge', '迪士尼红杉木小屋酒店'), '77700 Chessy', 48.8686, 2.79, ['sequoia lodge', 'disney sequoia']),
  hotel('disney-hotel-cheyenne', proper('Disney Hotel Cheyenne', '迪士尼夏延酒店'), '77700 Chessy', 48.8742, 2.7922, ['hotel cheyenne', 'disney cheyenne', 'cheyenne']),
];
