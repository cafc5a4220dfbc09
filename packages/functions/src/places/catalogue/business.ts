import type { CuratedPlace } from '../curated-place';
import { landmark, names, proper } from './define';

// Business districts and the addresses business travellers give: La Défense (its forecourt, the
// Grande Arche, the CNIT and the best-known towers), international organisations, the start-up
// campus, the Rungis wholesale market. Coordinates: WGS84, the main entrance or the forecourt, read off
// public maps to about 50 m (the towers of La Défense and the Rungis market gate: about 150 m).
// La Défense lies in Puteaux and Courbevoie (and Nanterre for the Arena): not in Paris.

export const BUSINESS: readonly CuratedPlace[] = [
  landmark('la-defense', names('La Défense', 'La Défense', 'La Défense', 'La Défense', '拉德芳斯'), '92800 Puteaux', 48.8931, 2.2376, [
    'la defense', 'defense', 'paris la defense', 'parvis de la defense', 'esplanade de la defense', 'la defense business district', 'quartier de la defense', '拉德芳斯商务区',
  ]),
  landmark('grande-arche-de-la-defense', names('Grande Arche de la Défense', 'La Grande Arche de la Défense', "Grande Arche de La Défense", 'Gran Arco de La Défense', '拉德芳斯新凯旋门'), '92800 Puteaux', 48.8926, 2.236, [
    'grande arche', 'la grande arche', 'arche de la defense', '新凯旋门',
  ]),
  landmark('cnit-la-defense', names('CNIT La Défense', 'CNIT La Défense', 'CNIT La Défense', 'CNIT La Défense', '拉德芳斯新工业与技术中心（CNIT）'), '92800 Puteaux', 48.894, 2.2395, [
    'cnit', 'cnit forum', 'centre des nouvelles industries et technologies',
  ]),
  landmark('tour-first', names('Tour First (La Défense)', 'Tour First (La Défense)', 'Tour First (La Défense)', 'Torre First (La Défense)', '拉德芳斯第一大厦'), '92400 Courbevoie', 48.8889, 2.2517, ['tour first', 'first tower']),
  landmark('tour-totalenergies', names('TotalEnergies Tower (Tour Coupole)', 'Tour TotalEnergies (tour Coupole)', 'Torre TotalEnergies (Coupole)', 'Torre TotalEnergies (Coupole)', '道达尔能源大厦'), '92400 Courbevoie', 48.8928, 2.2431, [
    'tour total', 'tour totalenergies', 'tour coupole', 'totalenergies tower',
  ]),
  landmark('tour-majunga', names('Tour Majunga (La Défense)', 'Tour Majunga (La Défense)', 'Tour Majunga (La Défense)', 'Torre Majunga (La Défense)', '马真加大厦'), '92800 Puteaux', 48.8889, 2.2469, ['tour majunga', 'majunga']),
  landmark('station-f', proper('Station F', 'F站创业园区'), '75013 Paris', 48.8341, 2.3708, ['station f', 'halle freyssinet']),
  landmark('oecd-conference-centre', names('OECD Conference Centre', "Centre de conférences de l'OCDE", "Centro conferenze dell'OCSE", 'Centro de Conferencias de la OCDE', '经合组织会议中心'), '75016 Paris', 48.8613, 2.268, [
    'oecd', 'ocde', 'ocse', 'rue andre pascal',
  ]),
  landmark('unesco', names('UNESCO Headquarters', "Siège de l'UNESCO", "Sede dell'UNESCO", 'Sede de la UNESCO', '联合国教科文组织总部'), '75007 Paris', 48.8497, 2.3064, [
    'unesco', 'place de fontenoy', '教科文组织',
  ]),
  landmark('marche-international-de-rungis', names('Rungis International Market', 'Marché international de Rungis', 'Mercato internazionale di Rungis', 'Mercado Internacional de Rungis', '汉吉斯国际批发市场'), '94150 Rungis', 48.7585, 2.3519, [
    'min de rungis', 'rungis market', 'marche de rungis',
  ]),
];
