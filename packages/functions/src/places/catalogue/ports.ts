import type { CuratedPlace, Localised } from '../curated-place';

// Sea ports with cruise or cross-Channel ferry terminals within a day's drive of Paris, and the two
// Paris quays where Seine river cruises embark. Coordinates: the passenger terminal or quay, WGS84,
// read off public maps to about 150 m.

function port(id: string, names: Localised, detail: string, lat: number, lon: number, aliases: readonly string[]): CuratedPlace {
  return { id, kind: 'port', names, detail, lat, lon, inParis: detail.endsWith(' Paris'), aliases: ['port', 'porto', 'puerto', '港', ...aliases] };
}

const CRUISE = ['cruise', 'croisiere', 'crociere', 'cruceros', '邮轮'];
const FERRY = ['ferry', 'ferries', 'traghetti', 'transmanche', '渡轮'];
const RIVER = ['river cruise', 'croisiere fluviale', 'seine', 'bateaux', '游船'];

export const PORTS: readonly CuratedPlace[] = [
  port(
    'port-le-havre-cruise',
    { en: 'Le Havre cruise terminal', fr: 'Terminal croisière du Havre', it: 'Terminal crociere di Le Havre', es: 'Terminal de cruceros de Le Havre', zh: '勒阿弗尔邮轮码头' },
    '76600 Le Havre',
    49.4829,
    0.104,
    ['le havre', 'havre', 'pointe de floride', '勒阿弗尔', ...CRUISE],
  ),
  port(
    'port-cherbourg',
    {
      en: 'Port of Cherbourg (ferry terminal)',
      fr: 'Port de Cherbourg (gare maritime)',
      it: 'Porto di Cherbourg (terminal traghetti)',
      es: 'Puerto de Cherburgo (terminal de ferris)',
      zh: '瑟堡港 (渡轮码头)',
    },
    '50100 Cherbourg-en-Cotentin',
    49.6459,
    -1.6135,
    ['cherbourg', 'cherburgo', '瑟堡', ...FERRY, ...CRUISE],
  ),
  port(
    'port-calais',
    {
      en: 'Port of Calais (ferry terminal)',
      fr: 'Port de Calais (terminal transmanche)',
      it: 'Porto di Calais (terminal traghetti)',
      es: 'Puerto de Calais (terminal de ferris)',
      zh: '加来港 (渡轮码头)',
    },
    '62100 Calais',
    50.9662,
    1.864,
    ['calais', '加来', ...FERRY],
  ),
  port(
    'port-dieppe',
    {
      en: 'Port of Dieppe (ferry terminal)',
      fr: 'Port de Dieppe (terminal transmanche)',
      it: 'Porto di Dieppe (terminal traghetti)',
      es: 'Puerto de Dieppe (terminal de ferris)',
      zh: '迪耶普港 (渡轮码头)',
    },
    '76200 Dieppe',
    49.931,
    1.0882,
    ['dieppe', '迪耶普', ...FERRY],
  ),
  port(
    'port-rouen-cruise',
    { en: 'Rouen cruise quay', fr: 'Quai des croisières de Rouen', it: 'Banchina crociere di Rouen', es: 'Muelle de cruceros de Ruan', zh: '鲁昂邮轮码头' },
    '76000 Rouen',
    49.4447,
    1.0812,
    ['rouen', 'ruan', '鲁昂', ...CRUISE],
  ),
  port(
    'port-honfleur-cruise',
    { en: 'Honfleur cruise terminal', fr: 'Terminal croisière de Honfleur', it: 'Terminal crociere di Honfleur', es: 'Terminal de cruceros de Honfleur', zh: '翁弗勒尔邮轮码头' },
    '14600 Honfleur',
    49.4245,
    0.2415,
    ['honfleur', '翁弗勒尔', ...CRUISE],
  ),
  port(
    'port-de-grenelle',
    {
      en: 'Port de Grenelle (Seine river cruises)',
      fr: 'Port de Grenelle (croisières fluviales)',
      it: 'Port de Grenelle (crociere sulla Senna)',
      es: 'Port de Grenelle (cruceros por el Sena)',
      zh: '格勒奈尔港 (塞纳河游船)',
    },
    '75015 Paris',
    48.853,
    2.2845,
    ['grenelle', 'port grenelle', '格勒奈尔', ...RIVER],
  ),
  port(
    'port-de-javel',
    {
      en: 'Port de Javel (Seine river cruises)',
      fr: 'Port de Javel (croisières fluviales)',
      it: 'Port de Javel (crociere sulla Senna)',
      es: 'Port de Javel (cruceros por el Sena)',
      zh: '雅韦尔港 (塞纳河游船)',
    },
    '75015 Paris',
    48.8435,
    2.2735,
    ['javel', 'port javel', '雅韦尔', ...RIVER],
  ),
];
