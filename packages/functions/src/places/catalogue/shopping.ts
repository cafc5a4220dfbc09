import type { CuratedPlace } from '../curated-place';
import { landmark, names } from './define';

// Department stores, shopping centres, shopping streets and markets. Coordinates: WGS84, the main
// entrance (a street: its best-known stretch), read off public maps to about 50 m; the outlet village
// and the Val d'Europe centre at Disneyland Paris to about 150 m.

export const SHOPPING: readonly CuratedPlace[] = [
  landmark('galeries-lafayette-haussmann', names('Galeries Lafayette Paris Haussmann', 'Galeries Lafayette Paris Haussmann', 'Galeries Lafayette Haussmann', 'Galeries Lafayette Haussmann', '巴黎老佛爷百货（奥斯曼旗舰店）'), '75009 Paris', 48.8737, 2.3322, [
    'galeries lafayette', 'lafayette', 'galerie lafayette', '老佛爷', '老佛爷百货',
  ]),
  landmark('printemps-haussmann', names('Printemps Haussmann', 'Printemps Haussmann', 'Printemps Haussmann', 'Printemps Haussmann', '巴黎春天百货（奥斯曼店）'), '75009 Paris', 48.8738, 2.3282, [
    'printemps', 'le printemps', 'printemps paris', '巴黎春天', '春天百货',
  ]),
  landmark('le-bon-marche', names('Le Bon Marché Rive Gauche', 'Le Bon Marché Rive Gauche', 'Le Bon Marché', 'Le Bon Marché', '乐蓬马歇百货'), '75007 Paris', 48.8509, 2.3246, [
    'bon marche', 'le bon marche', 'la grande epicerie', 'grande epicerie de paris',
  ]),
  landmark('la-samaritaine', names('La Samaritaine', 'La Samaritaine', 'La Samaritaine', 'La Samaritaine', '莎玛丽丹百货'), '75001 Paris', 48.8589, 2.3425, ['samaritaine', 'la samaritaine', 'samaritaine paris']),
  landmark('bhv-marais', names('BHV Marais', 'BHV Marais', 'BHV Marais', 'BHV Marais', '巴黎市政厅百货（BHV）'), '75004 Paris', 48.8576, 2.3542, ['bhv', 'bazar de l hotel de ville']),
  landmark('forum-des-halles', names('Westfield Forum des Halles', 'Westfield Forum des Halles', 'Forum des Halles', 'Forum des Halles', '巴黎大堂购物中心'), '75001 Paris', 48.8622, 2.3463, [
    'forum des halles', 'les halles', 'chatelet les halles', 'canopee des halles',
  ]),
  landmark('carrousel-du-louvre', names('Carrousel du Louvre', 'Carrousel du Louvre', 'Carrousel du Louvre', 'Carrousel del Louvre', '卢浮宫卡鲁塞勒购物中心'), '75001 Paris', 48.8618, 2.3331, [
    'carrousel du louvre', 'carrousel',
  ]),
  landmark('rue-du-faubourg-saint-honore', names('Rue du Faubourg Saint-Honoré', 'Rue du Faubourg-Saint-Honoré', 'Rue du Faubourg Saint-Honoré', 'Calle del Faubourg Saint-Honoré', '圣奥诺雷市郊路'), '75008 Paris', 48.869, 2.3208, [
    'faubourg saint honore', 'rue saint honore', 'saint honore',
  ]),
  landmark('avenue-montaigne', names('Avenue Montaigne', 'Avenue Montaigne', 'Avenue Montaigne', 'Avenida Montaigne', '蒙田大道'), '75008 Paris', 48.8669, 2.3052, [
    'montaigne', 'avenue montaigne', 'golden triangle', 'triangle d or',
  ]),
  landmark('beaugrenelle', names('Beaugrenelle Paris', 'Beaugrenelle Paris', 'Beaugrenelle Parigi', 'Beaugrenelle París', '博格勒内尔购物中心'), '75015 Paris', 48.8485, 2.2819, ['beaugrenelle', 'centre beaugrenelle']),
  landmark('bercy-village', names('Bercy Village', 'Bercy Village', 'Bercy Village', 'Bercy Village', '贝西村'), '75012 Paris', 48.8329, 2.3861, ['bercy village', 'cour saint emilion']),
  landmark('westfield-les-4-temps', names('Westfield Les 4 Temps (La Défense)', 'Westfield Les 4 Temps (La Défense)', 'Westfield Les 4 Temps (La Défense)', 'Westfield Les 4 Temps (La Défense)', '拉德芳斯四季购物中心'), '92800 Puteaux', 48.8916, 2.2386, [
    'les 4 temps', 'les quatre temps', '4 temps', 'quatre temps',
  ]),
  landmark('val-d-europe', names("Val d'Europe Shopping Centre", "Centre commercial Val d'Europe", "Centro commerciale Val d'Europe", "Centro comercial Val d'Europe", '欧洲谷购物中心'), '77700 Serris', 48.854, 2.7768, [
    'val d europe', 'centre commercial val d europe',
  ]),
  landmark('la-vallee-village', names('La Vallée Village', 'La Vallée Village', 'La Vallée Village', 'La Vallée Village', '河谷购物村'), '77700 Serris', 48.854, 2.7815, [
    'la vallee village', 'vallee village', 'la vallee outlet', 'outlet paris', '河谷购物村奥特莱斯',
  ]),
  landmark('marche-aux-puces-de-saint-ouen', names('Saint-Ouen Flea Market (Marché aux Puces)', 'Marché aux puces de Saint-Ouen', 'Mercato delle pulci di Saint-Ouen', 'Mercado de las Pulgas de Saint-Ouen', '圣旺跳蚤市场'), '93400 Saint-Ouen-sur-Seine', 48.9019, 2.3424, [
    'puces de saint ouen', 'marche aux puces', 'flea market', 'puces de clignancourt', 'paul bert serpette',
  ]),
];
