import type { CuratedPlace } from '../curated-place';
import { hotel, proper } from './define';

// The large chain hotels of Paris and La Défense that groups and business travellers book: by the
// main stations, the Eiffel Tower, the congress centres and the business districts. Names as the
// hotels write them; Chinese: the chain's Chinese name. Coordinates: WGS84, the front door, read off
// public maps to about 50 m.

export const CITY_HOTELS: readonly CuratedPlace[] = [
  hotel('paris-marriott-champs-elysees', proper('Paris Marriott Champs-Élysées Hotel', '巴黎香榭丽舍万豪酒店'), '75008 Paris', 48.8711, 2.3052, ['marriott champs elysees']),
  hotel('paris-marriott-opera-ambassador', proper('Paris Marriott Opera Ambassador Hotel', '巴黎歌剧院大使万豪酒店'), '75009 Paris', 48.8734, 2.3392, ['marriott opera', 'opera ambassador']),
  hotel('paris-marriott-rive-gauche', proper('Paris Marriott Rive Gauche Hotel & Conference Center', '巴黎左岸万豪酒店'), '75014 Paris', 48.8327, 2.3414, ['marriott rive gauche', 'boulevard saint jacques marriott']),
  hotel('renaissance-paris-arc-de-triomphe', proper('Renaissance Paris Arc de Triomphe Hotel', '巴黎凯旋门万丽酒店'), '75017 Paris', 48.8776, 2.2966, ['renaissance arc de triomphe', 'renaissance wagram']),
  hotel('hilton-paris-opera', proper('Hilton Paris Opera', '巴黎歌剧院希尔顿酒店'), '75008 Paris', 48.8753, 2.326, ['hilton opera', 'hilton saint lazare', 'concorde saint lazare']),
  hotel('hyatt-regency-paris-etoile', proper('Hyatt Regency Paris Étoile', '巴黎星辰凯悦酒店'), '75017 Paris', 48.8794, 2.284, ['hyatt etoile', 'hyatt regency etoile', 'concorde lafayette']),
  hotel('le-meridien-etoile', proper('Le Méridien Étoile', '巴黎星辰艾美酒店'), '75017 Paris', 48.8801, 2.2854, ['meridien etoile', 'le meridien', 'meridien paris']),
  hotel('pullman-paris-tour-eiffel', proper('Pullman Paris Tour Eiffel', '巴黎埃菲尔铁塔铂尔曼酒店'), '75015 Paris', 48.8559, 2.2927, ['pullman tour eiffel', 'pullman eiffel']),
  hotel('novotel-paris-centre-tour-eiffel', proper('Novotel Paris Centre Tour Eiffel', '巴黎埃菲尔铁塔中心诺富特酒店'), '75015 Paris', 48.8501, 2.2843, ['novotel tour eiffel', 'novotel eiffel']),
  hotel('mercure-paris-centre-tour-eiffel', proper('Mercure Paris Centre Tour Eiffel', '巴黎埃菲尔铁塔中心美居酒店'), '75015 Paris', 48.8546, 2.2916, ['mercure tour eiffel', 'mercure eiffel']),
  hotel('novotel-paris-les-halles', proper('Novotel Paris Les Halles', '巴黎大堂诺富特酒店'), '75001 Paris', 48.8614, 2.3466, ['novotel les halles']),
  hotel('crowne-plaza-paris-republique', proper('Crowne Plaza Paris République', '巴黎共和国广场皇冠假日酒店'), '75011 Paris', 48.867, 2.3651, ['crowne plaza republique', 'crowne plaza paris']),
  hotel('holiday-inn-paris-gare-de-l-est', proper("Holiday Inn Paris Gare de l'Est", '巴黎东站假日酒店'), '75010 Paris', 48.8768, 2.3578, ['holiday inn gare de l est']),
  hotel('novotel-paris-gare-de-lyon', proper('Novotel Paris Gare de Lyon', '巴黎里昂站诺富特酒店'), '75012 Paris', 48.8452, 2.3755, ['novotel gare de lyon']),
  hotel('mercure-paris-gare-de-lyon-tgv', proper('Mercure Paris Gare de Lyon TGV', '巴黎里昂火车站美居酒店'), '75012 Paris', 48.8447, 2.3736, ['mercure gare de lyon']),
  hotel('citizenm-paris-gare-de-lyon', proper('citizenM Paris Gare de Lyon', '巴黎里昂站citizenM酒店'), '75012 Paris', 48.8437, 2.3705, ['citizenm gare de lyon']),
  hotel('pullman-paris-centre-bercy', proper('Pullman Paris Centre – Bercy', '巴黎贝西中心铂尔曼酒店'), '75012 Paris', 48.8324, 2.3854, ['pullman bercy']),
  hotel('pullman-paris-montparnasse', proper('Pullman Paris Montparnasse', '巴黎蒙帕纳斯铂尔曼酒店'), '75014 Paris', 48.8388, 2.3189, ['pullman montparnasse']),
  hotel('novotel-paris-centre-gare-montparnasse', proper('Novotel Paris Centre Gare Montparnasse', '巴黎蒙帕纳斯火车站中心诺富特酒店'), '75015 Paris', 48.84, 2.315, ['novotel montparnasse']),
  hotel('mercure-paris-montmartre-sacre-coeur', proper('Mercure Paris Montmartre Sacré-Cœur', '巴黎蒙马特圣心美居酒店'), '75018 Paris', 48.8841, 2.3296, ['mercure montmartre']),
  hotel('hilton-paris-la-defense', proper('Hilton Paris La Défense', '巴黎拉德芳斯希尔顿酒店'), '92800 Puteaux', 48.894, 2.2393, ['hilton la defense', 'hilton cnit']),
];
