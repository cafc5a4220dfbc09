import type { CuratedPlace } from '../curated-place';
import { landmark, names, proper } from './define';

// Where people go for a trade fair, a congress, a match, a concert or a show: exhibition and
// conference centres, stadiums and arenas, concert halls, theatres, cabarets, river cruises.
// Coordinates: WGS84, the main visitors' entrance, read off public maps to about 50 m (the Le Bourget
// exhibition centre and Paris Nord Villepinte: their main gate, to about 150 m).

export const VENUES: readonly CuratedPlace[] = [
  landmark('paris-expo-porte-de-versailles', names('Paris Expo Porte de Versailles', 'Paris Expo Porte de Versailles', 'Paris Expo Porte de Versailles', 'Paris Expo Porte de Versailles', '巴黎凡尔赛门展览中心'), '75015 Paris', 48.8319, 2.2874, [
    'porte de versailles', 'paris expo', 'parc des expositions porte de versailles', 'expo porte de versailles', 'paris convention centre', 'vivatech', 'salon de l agriculture', 'foire de paris',
  ]),
  landmark('palais-des-congres-de-paris', names('Palais des Congrès de Paris', 'Palais des Congrès de Paris', 'Palais des Congrès di Parigi', 'Palacio de Congresos de París', '巴黎会议宫'), '75017 Paris', 48.8786, 2.283, [
    'palais des congres', 'porte maillot', 'palais des congres porte maillot', 'paris congress centre',
  ]),
  landmark('paris-nord-villepinte', names('Paris Nord Villepinte Exhibition Centre', 'Parc des expositions Paris Nord Villepinte', 'Paris Nord Villepinte (centro espositivo)', 'Recinto ferial Paris Nord Villepinte', '巴黎北郊维勒班特展览中心'), '93420 Villepinte', 48.9716, 2.5168, [
    'villepinte', 'paris nord villepinte', 'parc des expositions villepinte', 'pnv', 'sial', 'maison et objet', 'maison objet',
  ]),
  landmark('paris-le-bourget-exhibition-centre', names('Paris Le Bourget Exhibition Centre', 'Parc des expositions de Paris-Le Bourget', 'Centro espositivo Paris-Le Bourget', 'Recinto ferial de París-Le Bourget', '巴黎布尔歇展览中心'), '93350 Le Bourget', 48.951, 2.438, [
    'le bourget', 'parc des expositions du bourget', 'salon du bourget', 'paris air show', 'le bourget expo', 'bourget',
  ]),
  landmark('stade-de-france', names('Stade de France', 'Stade de France', 'Stade de France', 'Stade de France', '法兰西体育场'), '93200 Saint-Denis', 48.9245, 2.3601, ['stade de france', 'france stadium']),
  landmark('parc-des-princes', names('Parc des Princes', 'Parc des Princes', 'Parc des Princes', 'Parque de los Príncipes', '王子公园球场'), '75016 Paris', 48.8414, 2.253, [
    'parc des princes', 'psg stadium', 'paris saint germain stadium',
  ]),
  landmark('stade-roland-garros', names('Roland-Garros Stadium', 'Stade Roland-Garros', 'Stadio Roland Garros', 'Estadio Roland Garros', '罗兰·加洛斯球场'), '75016 Paris', 48.847, 2.2508, [
    'roland garros', 'french open', 'stade roland garros', 'porte d auteuil', '法网', '罗兰加洛斯',
  ]),
  landmark('stade-jean-bouin', names('Stade Jean-Bouin', 'Stade Jean-Bouin', 'Stadio Jean-Bouin', 'Estadio Jean-Bouin', '让·布安体育场'), '75016 Paris', 48.8438, 2.2529, ['jean bouin', 'stade jean bouin']),
  landmark('accor-arena', proper('Accor Arena', '雅高体育馆'), '75012 Paris', 48.8385, 2.3786, [
    'bercy arena', 'palais omnisports de paris bercy', 'popb', 'accorhotels arena', 'bercy',
  ]),
  landmark('paris-la-defense-arena', proper('Paris La Défense Arena', '巴黎拉德芳斯体育馆'), '92000 Nanterre', 48.8958, 2.2302, [
    'la defense arena', 'defense arena', 'u arena', 'racing 92',
  ]),
  landmark('arena-porte-de-la-chapelle', names('Adidas Arena (Porte de la Chapelle)', 'Adidas Arena (Porte de la Chapelle)', 'Adidas Arena (Porte de la Chapelle)', 'Adidas Arena (Porte de la Chapelle)', '阿迪达斯体育馆（拉夏佩尔门）'), '75018 Paris', 48.8994, 2.3606, [
    'adidas arena', 'arena porte de la chapelle', 'porte de la chapelle arena',
  ]),
  landmark('stade-charlety', names('Stade Charléty', 'Stade Charléty', 'Stadio Charléty', 'Estadio Charléty', '沙尔莱蒂体育场'), '75013 Paris', 48.8188, 2.3467, ['charlety', 'stade charlety']),
  landmark('zenith-paris-la-villette', names('Zénith Paris – La Villette', 'Zénith Paris – La Villette', 'Zénith di Parigi', 'Zénith de París', '巴黎天顶音乐厅'), '75019 Paris', 48.8942, 2.3931, [
    'zenith', 'le zenith', 'zenith de paris',
  ]),
  landmark('philharmonie-de-paris', names('Philharmonie de Paris', 'Philharmonie de Paris', 'Philharmonie de Paris', 'Filarmónica de París', '巴黎爱乐音乐厅'), '75019 Paris', 48.8918, 2.3936, [
    'philharmonie', 'cite de la musique', 'philharmonic paris',
  ]),
  landmark('grande-halle-de-la-villette', names('Grande Halle de la Villette', 'Grande Halle de la Villette', 'Grande Halle de la Villette', 'Grande Halle de la Villette', '拉维莱特大厅'), '75019 Paris', 48.8911, 2.3916, ['grande halle', 'grande halle villette']),
  landmark('opera-bastille', names('Opéra Bastille', 'Opéra Bastille', 'Opéra Bastille', 'Ópera de la Bastilla', '巴士底歌剧院'), '75012 Paris', 48.8522, 2.3701, ['opera bastille', 'bastille opera']),
  landmark('olympia', names("L'Olympia (music hall)", "L'Olympia", "L'Olympia (Parigi)", 'Olympia de París', '奥林匹亚音乐厅'), '75009 Paris', 48.8702, 2.3283, ['olympia', 'l olympia', 'olympia paris', 'olympia bruno coquatrix']),
  landmark('salle-pleyel', names('Salle Pleyel', 'Salle Pleyel', 'Salle Pleyel', 'Sala Pleyel', '普莱耶尔音乐厅'), '75008 Paris', 48.8773, 2.3005, ['pleyel', 'salle pleyel']),
  landmark('theatre-des-champs-elysees', names('Théâtre des Champs-Élysées', 'Théâtre des Champs-Élysées', 'Théâtre des Champs-Élysées', 'Teatro de los Campos Elíseos', '香榭丽舍剧院'), '75008 Paris', 48.8658, 2.3042, [
    'theatre des champs elysees', 'tce',
  ]),
  landmark('theatre-du-chatelet', names('Théâtre du Châtelet', 'Théâtre du Châtelet', 'Teatro dello Châtelet', 'Teatro del Châtelet', '夏特莱剧院'), '75001 Paris', 48.8574, 2.3465, [
    'theatre du chatelet', 'place du chatelet',
  ]),
  landmark('comedie-francaise', names('Comédie-Française', 'Comédie-Française', 'Comédie-Française', 'Comédie-Française', '法兰西喜剧院'), '75001 Paris', 48.8632, 2.3362, ['comedie francaise', 'salle richelieu']),
  landmark('le-grand-rex', names('Le Grand Rex', 'Le Grand Rex', 'Le Grand Rex', 'Le Grand Rex', '雷克斯大剧院'), '75002 Paris', 48.8707, 2.3476, ['grand rex', 'rex']),
  landmark('la-cigale', names('La Cigale', 'La Cigale', 'La Cigale', 'La Cigale', '蝉音乐厅'), '75018 Paris', 48.8822, 2.3405, ['la cigale', 'cigale']),
  landmark('bataclan', names('Bataclan', 'Le Bataclan', 'Bataclan', 'Bataclan', '巴塔克兰剧院'), '75011 Paris', 48.8631, 2.3707, ['bataclan', 'le bataclan']),
  landmark('moulin-rouge', names('Moulin Rouge', 'Moulin Rouge', 'Moulin Rouge', 'Moulin Rouge', '红磨坊'), '75018 Paris', 48.8841, 2.3323, ['moulin rouge', 'bal du moulin rouge']),
  landmark('crazy-horse-paris', names('Crazy Horse Paris', 'Crazy Horse Paris', 'Crazy Horse Paris', 'Crazy Horse París', '疯马秀'), '75008 Paris', 48.8664, 2.3012, ['crazy horse']),
  landmark('folies-bergere', names('Folies Bergère', 'Folies Bergère', 'Folies Bergère', 'Folies Bergère', '女神游乐厅'), '75009 Paris', 48.8742, 2.3457, ['folies bergere']),
  landmark('paradis-latin', names('Paradis Latin', 'Paradis Latin', 'Paradis Latin', 'Paradis Latin', '拉丁天堂歌舞厅'), '75005 Paris', 48.8487, 2.3533, ['paradis latin']),
  landmark('bateaux-mouches', names('Bateaux Mouches (Port de la Conférence)', 'Bateaux-Mouches (port de la Conférence)', 'Bateaux Mouches (Port de la Conférence)', 'Bateaux Mouches (Port de la Conférence)', '巴黎苍蝇船码头'), '75008 Paris', 48.8638, 2.3062, [
    'bateaux mouches', 'bateau mouche', 'port de la conference', 'seine cruise', '塞纳河游船',
  ]),
  landmark('bateaux-parisiens', names('Bateaux Parisiens (Port de la Bourdonnais)', 'Bateaux Parisiens (port de la Bourdonnais)', 'Bateaux Parisiens (Port de la Bourdonnais)', 'Bateaux Parisiens (Port de la Bourdonnais)', '巴黎人游船码头'), '75007 Paris', 48.8598, 2.293, [
    'bateaux parisiens', 'port de la bourdonnais', 'seine river cruise',
  ]),
  landmark('palais-brongniart', names('Palais Brongniart', 'Palais Brongniart', 'Palais Brongniart', 'Palacio Brongniart', '布隆尼亚尔宫'), '75002 Paris', 48.869, 2.341, [
    'palais brongniart', 'place de la bourse', 'ancienne bourse de paris',
  ]),
  landmark('maison-de-la-mutualite', names('Maison de la Mutualité', 'Maison de la Mutualité', 'Maison de la Mutualité', 'Maison de la Mutualité', '互助之家会议中心'), '75005 Paris', 48.8494, 2.3508, ['mutualite', 'maison de la mutualite']),
  landmark('maison-de-la-chimie', names('Maison de la Chimie', 'Maison de la Chimie', 'Maison de la Chimie', 'Maison de la Chimie', '化学之家会议中心'), '75007 Paris', 48.8603, 2.317, ['maison de la chimie']),
  landmark('cite-de-la-mode-et-du-design', names('Cité de la Mode et du Design (Les Docks)', 'Cité de la mode et du design – Les Docks', 'Cité de la Mode et du Design', 'Ciudad de la Moda y el Diseño', '时尚与设计城'), '75013 Paris', 48.8403, 2.3705, [
    'cite de la mode', 'les docks', 'docks en seine',
  ]),
  landmark('le-dome-de-paris', names('Le Dôme de Paris – Palais des Sports', 'Le Dôme de Paris – Palais des sports', 'Le Dôme de Paris – Palais des Sports', 'Le Dôme de Paris – Palacio de los Deportes', '巴黎穹顶体育宫'), '75015 Paris', 48.832, 2.2868, [
    'palais des sports', 'dome de paris',
  ]),
  landmark('maison-de-la-radio', names('Maison de la Radio et de la Musique', 'Maison de la Radio et de la Musique', 'Maison de la Radio', 'Casa de la Radio', '法国广播电台大楼'), '75016 Paris', 48.8523, 2.2787, [
    'maison de la radio', 'radio france',
  ]),
  landmark('la-seine-musicale', names('La Seine Musicale', 'La Seine Musicale', 'La Seine Musicale', 'La Seine Musicale', '塞纳音乐厅'), '92100 Boulogne-Billancourt', 48.8237, 2.2287, [
    'seine musicale', 'ile seguin',
  ]),
];
