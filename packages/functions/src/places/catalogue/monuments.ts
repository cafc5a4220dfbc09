import type { CuratedPlace } from '../curated-place';
import { landmark, names } from './define';

// Monuments, churches, squares, bridges and seats of power in Paris, and the châteaux of Île-de-France
// people book a car to. Coordinates: WGS84, the visitors' entrance or the kerb in front of it, read
// off public maps to about 50 m. Aliases: short and former names, and what travellers type in English.

export const MONUMENTS: readonly CuratedPlace[] = [
  landmark('tour-eiffel', names('Eiffel Tower', 'Tour Eiffel', 'Torre Eiffel', 'Torre Eiffel', '埃菲尔铁塔'), '75007 Paris', 48.85826, 2.2945, [
    'eiffel', 'tour eiffel', 'eiffel tower', 'la tour eiffel', 'torre eiffel', 'tower eiffel', '巴黎铁塔', '艾菲尔铁塔', '铁塔',
  ]),
  landmark('arc-de-triomphe', names('Arc de Triomphe', 'Arc de Triomphe', 'Arco di Trionfo', 'Arco de Triunfo', '凯旋门'), '75008 Paris', 48.8738, 2.29504, [
    'arc de triomphe', 'arc de triumph', 'triumphal arch', 'etoile', 'place de l etoile', 'place charles de gaulle', 'charles de gaulle etoile',
  ]),
  landmark('notre-dame-de-paris', names('Notre-Dame de Paris', 'Cathédrale Notre-Dame de Paris', 'Cattedrale di Notre-Dame', 'Catedral de Notre Dame', '巴黎圣母院'), '75004 Paris', 48.8531, 2.3492, [
    'notre dame', 'notre dame de paris', 'notre dame cathedral', 'cathedrale notre dame', 'parvis notre dame', '圣母院',
  ]),
  landmark('sacre-coeur', names('Sacré-Cœur Basilica', 'Basilique du Sacré-Cœur de Montmartre', 'Basilica del Sacro Cuore', 'Basílica del Sagrado Corazón', '圣心大教堂'), '75018 Paris', 48.8867, 2.3431, [
    'sacre coeur', 'sacred heart', 'basilique du sacre coeur', 'sacre coeur basilica', 'sacre cœur montmartre', '圣心堂',
  ]),
  landmark('pantheon', names('Panthéon', 'Panthéon', 'Pantheon di Parigi', 'Panteón de París', '先贤祠'), '75005 Paris', 48.84623, 2.3459, ['pantheon', 'pantheon paris', 'place du pantheon', '万神殿']),
  landmark('les-invalides', names('Les Invalides', 'Hôtel des Invalides', 'Hôtel des Invalides', 'Los Inválidos', '荣军院'), '75007 Paris', 48.8567, 2.3127, [
    'invalides', 'les invalides', 'hotel des invalides', 'napoleon s tomb', 'tomb of napoleon', 'tombeau de napoleon', 'dome des invalides', 'musee de l armee', 'army museum',
  ]),
  landmark('place-de-la-concorde', names('Place de la Concorde', 'Place de la Concorde', 'Piazza della Concordia', 'Plaza de la Concordia', '协和广场'), '75008 Paris', 48.8656, 2.3212, [
    'concorde', 'place concorde', 'obelisque de louxor', 'luxor obelisk',
  ]),
  landmark('hotel-de-la-marine', names('Hôtel de la Marine', 'Hôtel de la Marine', 'Hôtel de la Marine', 'Hôtel de la Marine', '海军部大楼'), '75008 Paris', 48.8668, 2.3229, ['hotel de la marine']),
  landmark('champs-elysees', names('Avenue des Champs-Élysées', 'Avenue des Champs-Élysées', 'Campi Elisi', 'Avenida de los Campos Elíseos', '香榭丽舍大街'), '75008 Paris', 48.8698, 2.3078, [
    'champs elysees', 'champs elysee', 'the champs elysees', 'avenue des champs elysees', 'campi elisi', 'campos eliseos', '香街',
  ]),
  landmark('place-vendome', names('Place Vendôme', 'Place Vendôme', 'Piazza Vendôme', 'Plaza Vendôme', '旺多姆广场'), '75001 Paris', 48.8675, 2.3294, ['vendome', 'place vendome', 'colonne vendome']),
  landmark('palais-garnier', names('Palais Garnier (Paris Opera)', 'Palais Garnier – Opéra de Paris', "Palais Garnier (Opéra di Parigi)", 'Palacio Garnier (Ópera de París)', '巴黎加尼叶歌剧院'), '75009 Paris', 48.8719, 2.3316, [
    'palais garnier', 'opera garnier', 'garnier', 'opera', 'paris opera', 'opera de paris', 'place de l opera', '巴黎歌剧院', '加尼叶歌剧院',
  ]),
  landmark('place-de-la-bastille', names('Place de la Bastille', 'Place de la Bastille', 'Piazza della Bastiglia', 'Plaza de la Bastilla', '巴士底广场'), '75011 Paris', 48.8532, 2.3692, [
    'bastille', 'place bastille', 'colonne de juillet', 'july column', '巴士底',
  ]),
  landmark('place-de-la-republique', names('Place de la République', 'Place de la République', 'Piazza della Repubblica', 'Plaza de la República', '共和国广场'), '75011 Paris', 48.8675, 2.3637, [
    'republique', 'place republique',
  ]),
  landmark('place-des-vosges', names('Place des Vosges', 'Place des Vosges', 'Piazza dei Vosgi', 'Plaza de los Vosgos', '孚日广场'), '75004 Paris', 48.8556, 2.3655, ['vosges', 'place vosges']),
  landmark('hotel-de-ville-de-paris', names('Paris City Hall (Hôtel de Ville)', 'Hôtel de Ville de Paris', 'Municipio di Parigi (Hôtel de Ville)', 'Ayuntamiento de París', '巴黎市政厅'), '75004 Paris', 48.8564, 2.3523, [
    'hotel de ville', 'mairie de paris', 'paris city hall', 'city hall', 'place de l hotel de ville',
  ]),
  landmark('sainte-chapelle', names('Sainte-Chapelle', 'Sainte-Chapelle', 'Sainte-Chapelle', 'Sainte-Chapelle', '圣礼拜堂'), '75001 Paris', 48.8554, 2.345, ['sainte chapelle', 'saint chapelle', 'palais de justice']),
  landmark('conciergerie', names('Conciergerie', 'La Conciergerie', 'Conciergerie', 'La Conciergerie', '巴黎古监狱'), '75001 Paris', 48.8561, 2.3456, ['conciergerie', 'la conciergerie']),
  landmark('pont-neuf', names('Pont Neuf', 'Pont Neuf', 'Pont Neuf', 'Pont Neuf', '新桥'), '75001 Paris', 48.857, 2.3412, ['pont neuf', 'square du vert galant']),
  landmark('pont-alexandre-iii', names('Pont Alexandre III', 'Pont Alexandre-III', 'Ponte Alessandro III', 'Puente de Alejandro III', '亚历山大三世桥'), '75008 Paris', 48.8639, 2.3136, [
    'pont alexandre iii', 'pont alexandre 3', 'alexandre iii bridge', 'alexandre 3',
  ]),
  landmark('pont-des-arts', names('Pont des Arts', 'Pont des Arts', 'Pont des Arts', 'Puente de las Artes', '艺术桥'), '75006 Paris', 48.8583, 2.3375, ['pont des arts', 'love lock bridge']),
  landmark('trocadero', names('Trocadéro – Palais de Chaillot', 'Trocadéro – Palais de Chaillot', 'Trocadéro – Palazzo di Chaillot', 'Trocadero – Palacio de Chaillot', '特罗卡德罗广场（夏乐宫）'), '75116 Paris', 48.862, 2.2879, [
    'trocadero', 'place du trocadero', 'palais de chaillot', 'esplanade du trocadero', 'jardins du trocadero', '夏乐宫', '特罗卡德罗',
  ]),
  landmark('champ-de-mars', names('Champ de Mars', 'Champ-de-Mars', 'Campo di Marte', 'Campo de Marte', '战神广场'), '75007 Paris', 48.8556, 2.2986, ['champ de mars', 'champs de mars']),
  landmark('ecole-militaire', names('École Militaire', 'École militaire', 'École militaire', 'Escuela Militar de París', '巴黎军事学院'), '75007 Paris', 48.8512, 2.3048, ['ecole militaire', 'place joffre']),
  landmark('tour-montparnasse', names('Montparnasse Tower', 'Tour Montparnasse', 'Torre Montparnasse', 'Torre Montparnasse', '蒙帕纳斯大楼'), '75015 Paris', 48.8421, 2.322, [
    'tour montparnasse', 'montparnasse tower', 'montparnasse 56', 'tour maine montparnasse', '蒙帕纳斯大厦',
  ]),
  landmark('place-du-tertre', names('Place du Tertre', 'Place du Tertre', 'Place du Tertre', 'Plaza del Tertre', '小丘广场'), '75018 Paris', 48.8865, 2.3408, ['tertre', 'place tertre']),
  landmark('mur-des-je-t-aime', names("Wall of Love (Le Mur des je t'aime)", "Le Mur des je t'aime", "Muro dei Ti amo", 'Muro de los Te quiero', '爱墙'), '75018 Paris', 48.8848, 2.3381, [
    'mur des je t aime', 'wall of love', 'i love you wall', 'square jehan rictus', 'abbesses',
  ]),
  landmark('catacombes-de-paris', names('Catacombs of Paris', 'Catacombes de Paris', 'Catacombe di Parigi', 'Catacumbas de París', '巴黎地下墓穴'), '75014 Paris', 48.8339, 2.3323, [
    'catacombes', 'catacombs', 'paris catacombs', 'denfert rochereau', '地下墓穴',
  ]),
  landmark('cimetiere-du-pere-lachaise', names('Père Lachaise Cemetery', 'Cimetière du Père-Lachaise', 'Cimitero di Père-Lachaise', 'Cementerio del Père-Lachaise', '拉雪兹神父公墓'), '75020 Paris', 48.8583, 2.3894, [
    'pere lachaise', 'cimetiere pere lachaise', 'pere lachaise cemetery',
  ]),
  landmark('cimetiere-de-montmartre', names('Montmartre Cemetery', 'Cimetière de Montmartre', 'Cimitero di Montmartre', 'Cementerio de Montmartre', '蒙马特公墓'), '75018 Paris', 48.8857, 2.3311, [
    'cimetiere montmartre', 'montmartre cemetery',
  ]),
  landmark('cimetiere-du-montparnasse', names('Montparnasse Cemetery', 'Cimetière du Montparnasse', 'Cimitero di Montparnasse', 'Cementerio de Montparnasse', '蒙帕纳斯公墓'), '75014 Paris', 48.8396, 2.3269, [
    'cimetiere montparnasse', 'montparnasse cemetery',
  ]),
  landmark('eglise-saint-sulpice', names('Saint-Sulpice Church', 'Église Saint-Sulpice', 'Chiesa di Saint-Sulpice', 'Iglesia de Saint-Sulpice', '圣叙尔皮斯教堂'), '75006 Paris', 48.851, 2.3348, ['saint sulpice', 'place saint sulpice']),
  landmark('eglise-de-la-madeleine', names('La Madeleine Church', 'Église de la Madeleine', 'Chiesa della Madeleine', 'Iglesia de la Madeleine', '玛德莲教堂'), '75008 Paris', 48.8701, 2.3245, [
    'madeleine', 'la madeleine', 'place de la madeleine', '玛德琳教堂',
  ]),
  landmark('eglise-saint-germain-des-pres', names('Saint-Germain-des-Prés Abbey Church', 'Église de Saint-Germain-des-Prés', 'Chiesa di Saint-Germain-des-Prés', 'Iglesia de Saint-Germain-des-Prés', '圣日耳曼德佩教堂'), '75006 Paris', 48.8539, 2.3342, [
    'abbaye de saint germain des pres', 'eglise saint germain des pres',
  ]),
  landmark('eglise-saint-eustache', names('Saint-Eustache Church', 'Église Saint-Eustache', 'Chiesa di Saint-Eustache', 'Iglesia de Saint-Eustache', '圣厄斯塔什教堂'), '75001 Paris', 48.8634, 2.345, ['saint eustache']),
  landmark('saint-etienne-du-mont', names('Saint-Étienne-du-Mont Church', 'Église Saint-Étienne-du-Mont', 'Chiesa di Saint-Étienne-du-Mont', 'Iglesia de Saint-Étienne-du-Mont', '圣艾蒂安杜蒙教堂'), '75005 Paris', 48.8468, 2.348, [
    'saint etienne du mont',
  ]),
  landmark('tour-saint-jacques', names('Saint-Jacques Tower', 'Tour Saint-Jacques', 'Torre Saint-Jacques', 'Torre de Saint-Jacques', '圣雅克塔'), '75004 Paris', 48.858, 2.3488, ['tour saint jacques', 'saint jacques tower']),
  landmark('chapelle-notre-dame-de-la-medaille-miraculeuse', names('Chapel of Our Lady of the Miraculous Medal', 'Chapelle Notre-Dame de la Médaille miraculeuse', 'Cappella della Medaglia Miracolosa', 'Capilla de la Medalla Milagrosa', '圣母显灵圣牌小堂'), '75007 Paris', 48.8511, 2.3238, [
    'medaille miraculeuse', 'miraculous medal', 'rue du bac chapel', 'medalla milagrosa', 'medaglia miracolosa',
  ]),
  landmark('cathedrale-saint-alexandre-nevsky', names('Alexander Nevsky Cathedral', 'Cathédrale Saint-Alexandre-Nevsky', 'Cattedrale di Sant’Alessandro Nevskij', 'Catedral de San Alejandro Nevski', '圣亚历山大·涅夫斯基大教堂'), '75008 Paris', 48.8779, 2.3021, [
    'alexandre nevsky', 'alexander nevsky', 'cathedrale russe', 'russian cathedral', 'rue daru',
  ]),
  landmark('american-cathedral-in-paris', names('American Cathedral in Paris', 'Cathédrale américaine de Paris', 'Cattedrale americana di Parigi', 'Catedral Americana de París', '巴黎美国大教堂'), '75008 Paris', 48.8666, 2.3013, [
    'american cathedral', 'cathedrale americaine', 'holy trinity cathedral',
  ]),
  landmark('grande-synagogue-de-paris', names('Grand Synagogue of Paris', 'Grande synagogue de Paris', 'Grande sinagoga di Parigi', 'Gran Sinagoga de París', '巴黎大犹太会堂'), '75009 Paris', 48.8753, 2.3365, [
    'grande synagogue', 'synagogue de la victoire', 'rue de la victoire synagogue',
  ]),
  landmark('grande-mosquee-de-paris', names('Great Mosque of Paris', 'Grande Mosquée de Paris', 'Grande Moschea di Parigi', 'Gran Mezquita de París', '巴黎大清真寺'), '75005 Paris', 48.842, 2.3552, [
    'grande mosquee', 'mosquee de paris', 'paris mosque', 'great mosque',
  ]),
  landmark('palais-royal', names('Palais-Royal', 'Palais-Royal', 'Palais-Royal', 'Palais-Royal', '巴黎皇家宫殿'), '75001 Paris', 48.8638, 2.3372, [
    'palais royal', 'jardin du palais royal', 'colonnes de buren', 'buren columns',
  ]),
  landmark('palais-de-l-elysee', names('Élysée Palace', "Palais de l'Élysée", "Palazzo dell'Eliseo", 'Palacio del Elíseo', '爱丽舍宫'), '75008 Paris', 48.8704, 2.3166, ['palais de l elysee', 'elysee palace']),
  landmark('assemblee-nationale', names('National Assembly (Palais Bourbon)', 'Assemblée nationale – Palais Bourbon', 'Assemblea nazionale (Palazzo Borbone)', 'Asamblea Nacional (Palacio Borbón)', '法国国民议会（波旁宫）'), '75007 Paris', 48.8618, 2.3184, [
    'assemblee nationale', 'palais bourbon', 'national assembly', '国民议会',
  ]),
  landmark('senat-palais-du-luxembourg', names('French Senate (Luxembourg Palace)', 'Sénat – Palais du Luxembourg', 'Senato (Palazzo del Lussemburgo)', 'Senado (Palacio de Luxemburgo)', '法国参议院（卢森堡宫）'), '75006 Paris', 48.8482, 2.3371, [
    'senat', 'palais du luxembourg', 'luxembourg palace', 'french senate', '卢森堡宫',
  ]),
  landmark('institut-de-france', names('Institut de France', 'Institut de France', 'Institut de France', 'Instituto de Francia', '法兰西学会'), '75006 Paris', 48.8574, 2.3372, ['institut de france', 'academie francaise', 'quai de conti']),
  landmark('grand-palais', names('Grand Palais', 'Grand Palais', 'Grand Palais', 'Grand Palais', '巴黎大皇宫'), '75008 Paris', 48.8661, 2.3124, ['grand palais', 'nef du grand palais']),
  landmark('arc-de-triomphe-du-carrousel', names('Arc de Triomphe du Carrousel', 'Arc de triomphe du Carrousel', 'Arco di Trionfo del Carrousel', 'Arco de Triunfo del Carrusel', '卡鲁塞尔凯旋门'), '75001 Paris', 48.8617, 2.3329, [
    'arc du carrousel', 'carrousel arch', 'place du carrousel',
  ]),
  landmark('place-saint-michel', names('Place Saint-Michel', 'Place Saint-Michel', 'Place Saint-Michel', 'Plaza Saint-Michel', '圣米歇尔广场'), '75006 Paris', 48.8533, 2.3437, [
    'saint michel', 'fontaine saint michel', 'place st michel', 'boulevard saint michel',
  ]),
  landmark('place-de-l-alma', names("Place de l'Alma", "Place de l'Alma", "Place de l'Alma", 'Plaza del Alma', '阿尔玛广场'), '75008 Paris', 48.8643, 2.301, [
    'alma', 'pont de l alma', 'alma marceau', 'flamme de la liberte', 'flame of liberty',
  ]),
  landmark('statue-de-la-liberte-ile-aux-cygnes', names('Statue of Liberty (Île aux Cygnes)', 'Statue de la Liberté (île aux Cygnes)', 'Statua della Libertà (Île aux Cygnes)', 'Estatua de la Libertad (Isla de los Cisnes)', '自由女神像（天鹅岛）'), '75015 Paris', 48.85, 2.2799, [
    'statue de la liberte', 'statue of liberty paris', 'ile aux cygnes', 'pont de grenelle',
  ]),
  landmark('basilique-de-saint-denis', names('Basilica of Saint-Denis', 'Basilique de Saint-Denis', 'Basilica di Saint-Denis', 'Basílica de Saint-Denis', '圣但尼圣殿'), '93200 Saint-Denis', 48.9356, 2.3597, [
    'basilique saint denis', 'basilica of saint denis', 'cathedrale de saint denis',
  ]),
  landmark('chateau-de-vincennes', names('Château de Vincennes', 'Château de Vincennes', 'Castello di Vincennes', 'Castillo de Vincennes', '万森城堡'), '94300 Vincennes', 48.8427, 2.4358, [
    'chateau de vincennes', 'vincennes castle', 'sainte chapelle de vincennes',
  ]),
  landmark('grand-trianon', names('Grand Trianon (Versailles)', 'Grand Trianon (Versailles)', 'Grand Trianon (Versailles)', 'Gran Trianón (Versalles)', '大特里亚农宫'), '78000 Versailles', 48.8146, 2.1046, [
    'grand trianon', 'petit trianon', 'trianon', 'domaine de trianon', 'hameau de la reine', 'domaine de marie antoinette',
  ]),
  landmark('chateau-de-fontainebleau', names('Palace of Fontainebleau', 'Château de Fontainebleau', 'Reggia di Fontainebleau', 'Palacio de Fontainebleau', '枫丹白露宫'), '77300 Fontainebleau', 48.4021, 2.7002, [
    'chateau de fontainebleau', 'fontainebleau palace', 'palais de fontainebleau',
  ]),
  landmark('chateau-de-vaux-le-vicomte', names('Château de Vaux-le-Vicomte', 'Château de Vaux-le-Vicomte', 'Castello di Vaux-le-Vicomte', 'Castillo de Vaux-le-Vicomte', '沃子爵城堡'), '77950 Maincy', 48.5657, 2.7142, [
    'vaux le vicomte', 'chateau vaux le vicomte',
  ]),
  landmark('chateau-de-saint-germain-en-laye', names('Château de Saint-Germain-en-Laye', 'Château de Saint-Germain-en-Laye', 'Castello di Saint-Germain-en-Laye', 'Castillo de Saint-Germain-en-Laye', '圣日耳曼昂莱城堡'), '78100 Saint-Germain-en-Laye', 48.898, 2.0938, [
    'chateau de saint germain en laye', 'musee d archeologie nationale',
  ]),
  landmark('chateau-de-malmaison', names('Château de Malmaison', 'Château de Malmaison', 'Castello della Malmaison', 'Castillo de Malmaison', '马尔梅松城堡'), '92500 Rueil-Malmaison', 48.8705, 2.1674, [
    'malmaison', 'chateau de malmaison', 'chateau de la malmaison',
  ]),
];
