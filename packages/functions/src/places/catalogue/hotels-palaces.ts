import type { CuratedPlace } from '../curated-place';
import { hotel, names, proper } from './define';

// The Paris palaces (the official "Palace" distinction) and the other grand hotels guests are picked
// up from. A hotel's name is a proper name, the same in every language but Chinese, which uses its
// usual Chinese name. Coordinates: WGS84, the hotel's front door on the street, read off public maps
// to about 50 m.

export const PALACE_HOTELS: readonly CuratedPlace[] = [
  hotel('ritz-paris', proper('Ritz Paris', '巴黎丽兹酒店'), '75001 Paris', 48.8681, 2.329, ['ritz', 'hotel ritz', 'le ritz', 'ritz hotel', '丽兹酒店']),
  hotel('four-seasons-george-v', names('Four Seasons Hotel George V', 'Four Seasons Hôtel George V', 'Four Seasons Hotel George V', 'Four Seasons Hotel George V', '巴黎乔治五世四季酒店'), '75008 Paris', 48.8688, 2.3006, [
    'george v', 'george 5', 'georges v', 'hotel george v', 'le george v', 'george cinq', 'four seasons', 'four seasons paris', 'four seasons george v', '乔治五世', '四季酒店',
  ]),
  hotel('le-bristol-paris', proper('Le Bristol Paris', '巴黎布里斯托酒店'), '75008 Paris', 48.8719, 2.3148, ['bristol', 'le bristol', 'hotel le bristol', 'hotel bristol']),
  hotel('hotel-plaza-athenee', proper('Hôtel Plaza Athénée', '巴黎雅典娜广场酒店'), '75008 Paris', 48.8662, 2.304, ['plaza athenee', 'plaza athénée', 'hotel plaza athenee', 'plaza athenee paris']),
  hotel('le-meurice', proper('Le Meurice', '莫里斯酒店'), '75001 Paris', 48.8653, 2.3281, ['meurice', 'hotel le meurice', 'hotel meurice']),
  hotel('hotel-de-crillon', proper('Hôtel de Crillon, A Rosewood Hotel', '巴黎克里雍酒店'), '75008 Paris', 48.8677, 2.3216, [
    'crillon', 'hotel de crillon', 'le crillon', 'rosewood paris', 'rosewood crillon',
  ]),
  hotel('shangri-la-paris', proper('Shangri-La Paris', '巴黎香格里拉酒店'), '75116 Paris', 48.8639, 2.2932, ['shangri la', 'shangrila', 'shangri la hotel paris', '香格里拉']),
  hotel('the-peninsula-paris', proper('The Peninsula Paris', '巴黎半岛酒店'), '75116 Paris', 48.8711, 2.2932, ['peninsula', 'peninsula paris', 'hotel peninsula', '半岛酒店']),
  hotel('mandarin-oriental-paris', proper('Mandarin Oriental, Paris', '巴黎文华东方酒店'), '75001 Paris', 48.8668, 2.3266, ['mandarin oriental', 'mandarin', 'mandarin oriental paris', '文华东方']),
  hotel('park-hyatt-paris-vendome', proper('Park Hyatt Paris-Vendôme', '巴黎旺多姆柏悦酒店'), '75002 Paris', 48.8689, 2.3304, ['park hyatt', 'park hyatt vendome', 'park hyatt paris', '柏悦']),
  hotel('cheval-blanc-paris', proper('Cheval Blanc Paris', '巴黎白马酒店'), '75001 Paris', 48.859, 2.3424, ['cheval blanc', 'cheval blanc samaritaine']),
  hotel('hotel-lutetia', proper('Hôtel Lutetia', '巴黎卢泰西亚酒店'), '75006 Paris', 48.851, 2.327, ['lutetia', 'hotel lutetia', 'lutetia paris']),
  hotel('le-royal-monceau-raffles', proper('Le Royal Monceau – Raffles Paris', '巴黎皇家蒙索莱佛士酒店'), '75008 Paris', 48.8759, 2.2999, [
    'royal monceau', 'le royal monceau', 'raffles', 'raffles paris', '莱佛士',
  ]),
  hotel('la-reserve-paris', proper('La Réserve Paris – Hotel and Spa', '巴黎珍宝酒店'), '75008 Paris', 48.8705, 2.313, ['la reserve', 'la reserve paris', 'reserve paris']),
  hotel('bulgari-hotel-paris', proper('Bulgari Hotel Paris', '巴黎宝格丽酒店'), '75008 Paris', 48.8683, 2.3018, ['bulgari', 'bvlgari', 'bulgari hotel']),
  hotel('prince-de-galles', proper('Prince de Galles, a Luxury Collection Hotel', '巴黎威尔士亲王豪华精选酒店'), '75008 Paris', 48.8695, 2.3006, ['prince de galles', 'hotel prince de galles']),
  hotel('hotel-barriere-le-fouquets', proper("Hôtel Barrière Le Fouquet's Paris", '巴黎富凯巴里耶酒店'), '75008 Paris', 48.8709, 2.3014, ['fouquet s', 'fouquets', 'le fouquet s', 'hotel barriere']),
  hotel('intercontinental-paris-le-grand', proper('InterContinental Paris Le Grand', '巴黎大洲际酒店'), '75009 Paris', 48.871, 2.331, [
    'intercontinental le grand', 'intercontinental opera', 'le grand hotel', 'grand hotel intercontinental', 'cafe de la paix',
  ]),
  hotel('hotel-du-louvre', proper('Hôtel du Louvre', '巴黎卢浮宫酒店'), '75001 Paris', 48.8633, 2.3357, ['hotel du louvre', 'hyatt louvre']),
  hotel('hotel-regina-louvre', proper('Hôtel Regina Louvre', '巴黎雷吉纳卢浮宫酒店'), '75001 Paris', 48.8635, 2.3316, ['regina', 'hotel regina', 'regina louvre']),
  hotel('the-westin-paris-vendome', proper('The Westin Paris – Vendôme', '巴黎旺多姆威斯汀酒店'), '75001 Paris', 48.8656, 2.327, ['westin', 'westin vendome', 'westin paris']),
  hotel('hotel-costes', proper('Hôtel Costes', '科斯特酒店'), '75001 Paris', 48.8668, 2.3274, ['costes', 'hotel costes']),
  hotel('sofitel-paris-le-faubourg', proper('Sofitel Paris Le Faubourg', '巴黎福宝索菲特酒店'), '75008 Paris', 48.8684, 2.3214, ['sofitel le faubourg', 'sofitel faubourg']),
  hotel('sofitel-le-scribe-paris-opera', proper('Sofitel Le Scribe Paris Opéra', '巴黎歌剧院斯克里布索菲特酒店'), '75009 Paris', 48.8708, 2.3318, ['le scribe', 'hotel scribe', 'sofitel scribe']),
  hotel('sofitel-paris-arc-de-triomphe', proper('Sofitel Paris Arc de Triomphe', '巴黎凯旋门索菲特酒店'), '75008 Paris', 48.8751, 2.2985, ['sofitel arc de triomphe']),
  hotel('sofitel-paris-baltimore-tour-eiffel', proper('Sofitel Paris Baltimore Tour Eiffel', '巴黎巴尔的摩埃菲尔铁塔索菲特酒店'), '75116 Paris', 48.8677, 2.2888, ['sofitel baltimore', 'hotel baltimore']),
  hotel('hotel-raphael', proper('Hôtel Raphael', '巴黎拉斐尔酒店'), '75116 Paris', 48.8724, 2.2933, ['raphael', 'hotel raphael']),
  hotel('saint-james-paris', proper('Saint James Paris', '巴黎圣詹姆斯酒店'), '75116 Paris', 48.8706, 2.278, ['saint james', 'saint james paris', 'st james paris']),
  hotel('le-pavillon-de-la-reine', proper('Le Pavillon de la Reine', '王后阁酒店'), '75003 Paris', 48.8566, 2.3665, ['pavillon de la reine']),
  hotel('hotel-molitor', proper('Hôtel Molitor Paris – MGallery', '巴黎莫利托酒店'), '75016 Paris', 48.8455, 2.2564, ['molitor', 'hotel molitor', 'piscine molitor']),
  hotel('waldorf-astoria-versailles-trianon-palace', proper('Waldorf Astoria Versailles – Trianon Palace', '凡尔赛特里亚农宫华尔道夫酒店'), '78000 Versailles', 48.8106, 2.1237, [
    'trianon palace', 'waldorf astoria versailles', 'waldorf astoria',
  ]),
];
