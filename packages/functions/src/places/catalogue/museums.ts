import type { CuratedPlace } from '../curated-place';
import { landmark, names } from './define';

// Museums and exhibition spaces. Coordinates: WGS84, the visitors' entrance (the Louvre: the Pyramid),
// read off public maps to about 50 m. The Louvre comes first: "Louvre" is the museum, not the town
// of Louvres (Val-d'Oise) nor the 1st arrondissement, whose official name it also is.

export const MUSEUMS: readonly CuratedPlace[] = [
  landmark('musee-du-louvre', names('Louvre Museum', 'Musée du Louvre', 'Museo del Louvre', 'Museo del Louvre', '卢浮宫'), '75001 Paris', 48.86106, 2.33585, [
    'louvre', 'le louvre', 'musee du louvre', 'musee louvre', 'louvre museum', 'the louvre', 'louvre pyramid', 'pyramide du louvre', 'museo louvre', '卢浮宫博物馆',
  ]),
  landmark('musee-d-orsay', names("Musée d'Orsay", "Musée d'Orsay", "Museo d'Orsay", 'Museo de Orsay', '奥赛博物馆'), '75007 Paris', 48.86, 2.3266, [
    'orsay', 'musee d orsay', 'orsay museum', 'museo orsay',
  ]),
  landmark('centre-pompidou', names('Centre Pompidou', 'Centre Pompidou', 'Centro Pompidou', 'Centro Pompidou', '蓬皮杜中心'), '75004 Paris', 48.8607, 2.3522, [
    'pompidou', 'beaubourg', 'centre georges pompidou', 'pompidou centre', 'musee national d art moderne',
  ]),
  landmark('musee-rodin', names('Rodin Museum', 'Musée Rodin', 'Museo Rodin', 'Museo Rodin', '罗丹美术馆'), '75007 Paris', 48.8553, 2.3158, ['rodin', 'musee rodin', 'hotel biron']),
  landmark('musee-de-l-orangerie', names("Musée de l'Orangerie", "Musée de l'Orangerie", "Museo dell'Orangerie", 'Museo de la Orangerie', '橘园美术馆'), '75001 Paris', 48.8638, 2.3227, [
    'orangerie', 'musee de l orangerie', 'water lilies monet',
  ]),
  landmark('musee-picasso-paris', names('Picasso Museum', 'Musée Picasso Paris', 'Museo Picasso di Parigi', 'Museo Picasso de París', '巴黎毕加索博物馆'), '75003 Paris', 48.8598, 2.3623, [
    'picasso', 'musee picasso', 'hotel sale',
  ]),
  landmark('musee-du-quai-branly', names('Musée du Quai Branly – Jacques Chirac', 'Musée du quai Branly – Jacques-Chirac', 'Museo del Quai Branly', 'Museo del Quai Branly', '凯布朗利博物馆'), '75007 Paris', 48.8609, 2.2979, [
    'quai branly', 'musee du quai branly', 'branly',
  ]),
  landmark('musee-de-cluny', names('Musée de Cluny – Museum of the Middle Ages', 'Musée de Cluny – Musée national du Moyen Âge', 'Museo di Cluny', 'Museo de Cluny', '克吕尼中世纪博物馆'), '75005 Paris', 48.8505, 2.3439, [
    'cluny', 'musee de cluny', 'musee du moyen age', 'museum of the middle ages',
  ]),
  landmark('musee-carnavalet', names('Musée Carnavalet – History of Paris', 'Musée Carnavalet – Histoire de Paris', 'Museo Carnavalet', 'Museo Carnavalet', '卡纳瓦雷博物馆'), '75003 Paris', 48.8576, 2.3626, [
    'carnavalet', 'musee carnavalet',
  ]),
  landmark('musee-marmottan-monet', names('Musée Marmottan Monet', 'Musée Marmottan Monet', 'Museo Marmottan Monet', 'Museo Marmottan Monet', '马蒙丹莫奈美术馆'), '75016 Paris', 48.8593, 2.2675, [
    'marmottan', 'musee marmottan',
  ]),
  landmark('fondation-louis-vuitton', names('Fondation Louis Vuitton', 'Fondation Louis Vuitton', 'Fondazione Louis Vuitton', 'Fundación Louis Vuitton', '路易威登基金会'), '75116 Paris', 48.8766, 2.2633, [
    'fondation vuitton', 'louis vuitton foundation', 'flv',
  ]),
  landmark('musee-jacquemart-andre', names('Musée Jacquemart-André', 'Musée Jacquemart-André', 'Museo Jacquemart-André', 'Museo Jacquemart-André', '雅克马尔-安德烈博物馆'), '75008 Paris', 48.8755, 2.3107, [
    'jacquemart andre', 'musee jacquemart andre',
  ]),
  landmark('musee-des-arts-decoratifs', names('Museum of Decorative Arts (MAD Paris)', 'Musée des Arts décoratifs', 'Museo delle Arti decorative', 'Museo de Artes Decorativas', '巴黎装饰艺术博物馆'), '75001 Paris', 48.863, 2.3331, [
    'arts decoratifs', 'mad paris', 'musee des arts decoratifs',
  ]),
  landmark('petit-palais', names('Petit Palais', 'Petit Palais', 'Petit Palais', 'Petit Palais', '巴黎小皇宫'), '75008 Paris', 48.866, 2.3148, ['petit palais', 'musee des beaux arts de la ville de paris']),
  landmark('palais-de-tokyo', names('Palais de Tokyo', 'Palais de Tokyo', 'Palais de Tokyo', 'Palacio de Tokio', '东京宫'), '75116 Paris', 48.8641, 2.2969, ['palais de tokyo']),
  landmark('musee-d-art-moderne-de-paris', names('Paris Museum of Modern Art', "Musée d'Art moderne de Paris", "Museo d'arte moderna di Parigi", 'Museo de Arte Moderno de París', '巴黎市立现代艺术博物馆'), '75116 Paris', 48.8645, 2.2979, [
    'mam paris', 'musee d art moderne', 'museum of modern art paris',
  ]),
  landmark('cite-des-sciences-et-de-l-industrie', names('Cité des Sciences et de l’Industrie', "Cité des sciences et de l'industrie", 'Città delle scienze e dell’industria', 'Ciudad de las Ciencias y de la Industria', '科学工业城'), '75019 Paris', 48.8956, 2.3879, [
    'cite des sciences', 'la geode', 'geode', 'cite des enfants', 'science museum paris',
  ]),
  landmark('grande-galerie-de-l-evolution', names('Grand Gallery of Evolution', "Grande Galerie de l'Évolution", "Grande Galleria dell'Evoluzione", 'Gran Galería de la Evolución', '演化大展馆'), '75005 Paris', 48.8422, 2.3563, [
    'galerie de l evolution', 'museum national d histoire naturelle', 'natural history museum', 'mnhn',
  ]),
  landmark('musee-grevin', names('Musée Grévin (wax museum)', 'Musée Grévin', 'Museo Grévin (museo delle cere)', 'Museo Grévin (museo de cera)', '格雷万蜡像馆'), '75009 Paris', 48.8719, 2.3422, [
    'grevin', 'musee grevin', 'wax museum', 'musee de cire',
  ]),
  landmark('musee-de-montmartre', names('Montmartre Museum', 'Musée de Montmartre', 'Museo di Montmartre', 'Museo de Montmartre', '蒙马特博物馆'), '75018 Paris', 48.8879, 2.3404, ['musee de montmartre', 'rue cortot']),
  landmark('dali-paris', names('Dalí Paris', 'Dalí Paris', 'Dalí Paris', 'Dalí París', '巴黎达利美术馆'), '75018 Paris', 48.8864, 2.3399, ['dali', 'espace dali', 'musee dali']),
  landmark('musee-de-la-vie-romantique', names('Museum of Romantic Life', 'Musée de la Vie romantique', 'Museo della Vita romantica', 'Museo de la Vida Romántica', '浪漫生活博物馆'), '75009 Paris', 48.8811, 2.3332, [
    'vie romantique', 'musee de la vie romantique',
  ]),
  landmark('musee-yves-saint-laurent-paris', names('Musée Yves Saint Laurent Paris', 'Musée Yves Saint Laurent Paris', 'Museo Yves Saint Laurent Parigi', 'Museo Yves Saint Laurent París', '巴黎伊夫·圣罗兰博物馆'), '75116 Paris', 48.865, 2.3005, [
    'ysl museum', 'yves saint laurent', 'musee ysl',
  ]),
  landmark('bourse-de-commerce', names('Bourse de Commerce – Pinault Collection', 'Bourse de Commerce – Pinault Collection', 'Bourse de Commerce – Pinault Collection', 'Bourse de Commerce – Colección Pinault', '巴黎商品交易所—皮诺收藏馆'), '75001 Paris', 48.8629, 2.3427, [
    'bourse de commerce', 'pinault collection', 'collection pinault',
  ]),
  landmark('institut-du-monde-arabe', names('Arab World Institute', 'Institut du monde arabe', 'Istituto del mondo arabo', 'Instituto del Mundo Árabe', '阿拉伯世界研究所'), '75005 Paris', 48.8489, 2.3573, [
    'ima', 'institut du monde arabe', 'arab world institute',
  ]),
  landmark('musee-de-l-homme', names("Musée de l'Homme", "Musée de l'Homme", "Musée de l'Homme", 'Museo del Hombre', '人类博物馆'), '75116 Paris', 48.8627, 2.2868, ['musee de l homme', 'museum of mankind']),
  landmark('cite-de-l-architecture-et-du-patrimoine', names('Cité de l’Architecture et du Patrimoine', "Cité de l'architecture et du patrimoine", "Città dell'architettura e del patrimonio", 'Ciudad de la Arquitectura y del Patrimonio', '建筑与遗产城'), '75116 Paris', 48.8619, 2.2885, [
    'cite de l architecture', 'musee des monuments francais',
  ]),
  landmark('aquarium-de-paris', names('Paris Aquarium', 'Aquarium de Paris', 'Acquario di Parigi', 'Acuario de París', '巴黎水族馆'), '75116 Paris', 48.8619, 2.291, ['aquarium', 'cineaqua', 'aquarium de paris']),
  landmark('musee-des-arts-et-metiers', names('Musée des Arts et Métiers', 'Musée des Arts et Métiers', 'Museo delle Arti e Mestieri', 'Museo de Artes y Oficios', '工艺美术博物馆'), '75003 Paris', 48.8666, 2.3555, [
    'arts et metiers', 'musee des arts et metiers', 'cnam',
  ]),
  landmark('musee-guimet', names('Guimet Museum of Asian Art', 'Musée Guimet – Musée national des arts asiatiques', 'Museo Guimet', 'Museo Guimet', '吉美博物馆'), '75116 Paris', 48.8651, 2.2937, [
    'guimet', 'musee guimet', 'musee des arts asiatiques',
  ]),
  landmark('maison-de-victor-hugo', names("Victor Hugo's House", 'Maison de Victor Hugo', 'Casa di Victor Hugo', 'Casa de Victor Hugo', '雨果故居'), '75004 Paris', 48.8548, 2.3661, [
    'maison de victor hugo', 'victor hugo house', 'musee victor hugo',
  ]),
  landmark('atelier-des-lumieres', names('Atelier des Lumières', 'Atelier des Lumières', 'Atelier des Lumières', 'Atelier des Lumières', '光之工作室'), '75011 Paris', 48.8619, 2.3806, ['atelier des lumieres']),
  landmark('musee-du-luxembourg', names('Musée du Luxembourg', 'Musée du Luxembourg', 'Museo del Lussemburgo', 'Museo de Luxemburgo', '卢森堡博物馆'), '75006 Paris', 48.8489, 2.3323, ['musee du luxembourg']),
  landmark('musee-nissim-de-camondo', names('Musée Nissim de Camondo', 'Musée Nissim de Camondo', 'Museo Nissim de Camondo', 'Museo Nissim de Camondo', '尼辛·德·卡蒙多博物馆'), '75008 Paris', 48.8792, 2.3122, [
    'nissim de camondo', 'camondo',
  ]),
  landmark('musee-eugene-delacroix', names('Eugène Delacroix Museum', 'Musée national Eugène-Delacroix', 'Museo Eugène Delacroix', 'Museo Eugène Delacroix', '德拉克洛瓦博物馆'), '75006 Paris', 48.8546, 2.3357, [
    'delacroix', 'musee delacroix', 'place de furstenberg',
  ]),
  landmark('musee-de-l-air-et-de-l-espace', names('Air and Space Museum (Le Bourget)', "Musée de l'Air et de l'Espace (Le Bourget)", "Museo dell'aria e dello spazio (Le Bourget)", 'Museo del Aire y del Espacio (Le Bourget)', '巴黎航空航天博物馆'), '93350 Le Bourget', 48.946, 2.4356, [
    'musee de l air', 'air and space museum', 'musee de l air et de l espace',
  ]),
];
