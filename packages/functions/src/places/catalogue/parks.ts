import type { CuratedPlace } from '../curated-place';
import { landmark, names } from './define';

// Parks, gardens, woods, the zoo and the racecourses. Coordinates: WGS84, the main gate (or, for the
// two woods, their best-known spot: the Lac Inférieur, the Château de Vincennes side), read off public
// maps to about 50 m.

export const PARKS: readonly CuratedPlace[] = [
  landmark('jardin-des-tuileries', names('Tuileries Garden', 'Jardin des Tuileries', 'Giardino delle Tuileries', 'Jardín de las Tullerías', '杜乐丽花园'), '75001 Paris', 48.8635, 2.3274, [
    'tuileries', 'jardin des tuileries', 'tuileries garden',
  ]),
  landmark('jardin-du-luxembourg', names('Luxembourg Gardens', 'Jardin du Luxembourg', 'Giardini del Lussemburgo', 'Jardín de Luxemburgo', '卢森堡公园'), '75006 Paris', 48.8464, 2.3399, [
    'luxembourg', 'jardin du luxembourg', 'luxembourg gardens', 'jardin du luco',
  ]),
  landmark('jardin-des-plantes', names('Jardin des Plantes', 'Jardin des Plantes', 'Jardin des Plantes', 'Jardín de las Plantas', '巴黎植物园'), '75005 Paris', 48.8439, 2.3595, [
    'jardin des plantes', 'menagerie du jardin des plantes', 'botanical garden paris',
  ]),
  landmark('parc-des-buttes-chaumont', names('Parc des Buttes-Chaumont', 'Parc des Buttes-Chaumont', 'Parco des Buttes-Chaumont', 'Parque de las Buttes-Chaumont', '肖蒙山丘公园'), '75019 Paris', 48.8809, 2.3829, [
    'buttes chaumont', 'parc des buttes chaumont',
  ]),
  landmark('parc-monceau', names('Parc Monceau', 'Parc Monceau', 'Parco Monceau', 'Parque Monceau', '蒙索公园'), '75008 Paris', 48.8805, 2.3092, ['parc monceau', 'monceau']),
  landmark('bois-de-boulogne', names('Bois de Boulogne', 'Bois de Boulogne', 'Bois de Boulogne', 'Bosque de Boulogne', '布洛涅森林'), '75016 Paris', 48.8624, 2.2491, [
    'bois de boulogne', 'lac inferieur',
  ]),
  landmark('bois-de-vincennes', names('Bois de Vincennes', 'Bois de Vincennes', 'Bois de Vincennes', 'Bosque de Vincennes', '万森纳森林'), '75012 Paris', 48.8316, 2.4337, [
    'bois de vincennes', 'lac daumesnil',
  ]),
  landmark('parc-de-la-villette', names('Parc de la Villette', 'Parc de la Villette', 'Parco de la Villette', 'Parque de La Villette', '拉维莱特公园'), '75019 Paris', 48.8938, 2.3908, [
    'parc de la villette', 'villette',
  ]),
  landmark('jardin-d-acclimatation', names("Jardin d'Acclimatation", "Jardin d'Acclimatation", "Jardin d'Acclimatation", 'Jardín de Aclimatación', '巴黎儿童乐园（驯化园）'), '75116 Paris', 48.8782, 2.2638, [
    'jardin d acclimatation', 'acclimatation',
  ]),
  landmark('parc-andre-citroen', names('Parc André Citroën', 'Parc André-Citroën', 'Parco André Citroën', 'Parque André Citroën', '安德烈·雪铁龙公园'), '75015 Paris', 48.8412, 2.2748, [
    'parc andre citroen', 'ballon de paris', 'balloon paris',
  ]),
  landmark('parc-de-bercy', names('Parc de Bercy', 'Parc de Bercy', 'Parco di Bercy', 'Parque de Bercy', '贝西公园'), '75012 Paris', 48.8354, 2.3829, ['parc de bercy']),
  landmark('parc-montsouris', names('Parc Montsouris', 'Parc Montsouris', 'Parco Montsouris', 'Parque Montsouris', '蒙苏里公园'), '75014 Paris', 48.8221, 2.3382, ['montsouris', 'parc montsouris']),
  landmark('parc-de-belleville', names('Parc de Belleville', 'Parc de Belleville', 'Parco di Belleville', 'Parque de Belleville', '美丽城公园'), '75020 Paris', 48.8712, 2.3847, ['parc de belleville']),
  landmark('parc-floral-de-paris', names('Parc Floral de Paris', 'Parc floral de Paris', 'Parco floreale di Parigi', 'Parque Floral de París', '巴黎花卉公园'), '75012 Paris', 48.8385, 2.44, [
    'parc floral', 'jazz festival parc floral',
  ]),
  landmark('parc-zoologique-de-paris', names('Paris Zoo (Parc Zoologique de Paris)', 'Parc zoologique de Paris', 'Zoo di Parigi', 'Zoológico de París', '巴黎动物园'), '75012 Paris', 48.8327, 2.4162, [
    'zoo de vincennes', 'paris zoo', 'parc zoologique', 'zoo',
  ]),
  landmark('hippodrome-de-paris-longchamp', names('ParisLongchamp Racecourse', 'Hippodrome ParisLongchamp', 'Ippodromo di Longchamp', 'Hipódromo de Longchamp', '巴黎隆尚赛马场'), '75016 Paris', 48.8588, 2.2344, [
    'longchamp', 'hippodrome de longchamp', 'prix de l arc de triomphe', 'parislongchamp',
  ]),
  landmark('hippodrome-d-auteuil', names('Auteuil Racecourse', "Hippodrome d'Auteuil", 'Ippodromo di Auteuil', 'Hipódromo de Auteuil', '欧特伊赛马场'), '75016 Paris', 48.8516, 2.258, [
    'hippodrome d auteuil', 'auteuil racecourse',
  ]),
  landmark('domaine-national-de-saint-cloud', names('Parc de Saint-Cloud', 'Domaine national de Saint-Cloud', 'Parco di Saint-Cloud', 'Parque de Saint-Cloud', '圣克卢公园'), '92210 Saint-Cloud', 48.8422, 2.2168, [
    'parc de saint cloud', 'domaine de saint cloud',
  ]),
  landmark('domaine-de-sceaux', names('Parc de Sceaux', 'Domaine départemental de Sceaux', 'Parco di Sceaux', 'Parque de Sceaux', '索城公园'), '92330 Sceaux', 48.7725, 2.2998, [
    'parc de sceaux', 'chateau de sceaux',
  ]),
];
