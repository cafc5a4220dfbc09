import type { CuratedPlace } from '../curated-place';
import { landmark, names } from './define';

// Hospitals, universities and business schools, and the embassies travellers ask for. Coordinates:
// WGS84, the main entrance (a hospital: its main gate, not the emergency entrance), read off public
// maps to about 50 m. The American Hospital of Paris is in Neuilly-sur-Seine, not in Paris.

export const INSTITUTIONS: readonly CuratedPlace[] = [
  landmark('american-hospital-of-paris', names('American Hospital of Paris', 'Hôpital américain de Paris', 'Ospedale americano di Parigi', 'Hospital Americano de París', '巴黎美国医院'), '92200 Neuilly-sur-Seine', 48.8928, 2.2725, [
    'american hospital', 'hopital americain', 'hopital americain de neuilly',
  ]),
  landmark('hopital-europeen-georges-pompidou', names('Georges Pompidou European Hospital', 'Hôpital européen Georges-Pompidou', 'Ospedale europeo Georges-Pompidou', 'Hospital Europeo Georges Pompidou', '乔治·蓬皮杜欧洲医院'), '75015 Paris', 48.8389, 2.2734, [
    'hegp', 'hopital georges pompidou', 'hopital pompidou',
  ]),
  landmark('hopital-pitie-salpetriere', names('Pitié-Salpêtrière Hospital', 'Hôpital de la Pitié-Salpêtrière', 'Ospedale Pitié-Salpêtrière', 'Hospital de la Pitié-Salpêtrière', '皮提耶-萨尔佩特里耶医院'), '75013 Paris', 48.8388, 2.3621, [
    'pitie salpetriere', 'la pitie', 'salpetriere',
  ]),
  landmark('hopital-necker-enfants-malades', names('Necker–Enfants Malades Hospital', 'Hôpital Necker-Enfants malades', 'Ospedale Necker-Enfants malades', 'Hospital Necker-Enfants Malades', '内克尔儿童医院'), '75015 Paris', 48.8463, 2.3158, [
    'necker', 'hopital necker', 'necker enfants malades',
  ]),
  landmark('hopital-lariboisiere', names('Lariboisière Hospital', 'Hôpital Lariboisière', 'Ospedale Lariboisière', 'Hospital Lariboisière', '拉里布瓦西埃医院'), '75010 Paris', 48.8821, 2.3525, ['lariboisiere', 'hopital lariboisiere']),
  landmark('hotel-dieu-de-paris', names('Hôtel-Dieu Hospital', 'Hôpital Hôtel-Dieu', 'Ospedale Hôtel-Dieu', 'Hospital Hôtel-Dieu', '巴黎主宫医院'), '75004 Paris', 48.8546, 2.3485, ['hotel dieu', 'hopital hotel dieu']),
  landmark('hopital-saint-louis', names('Saint-Louis Hospital', 'Hôpital Saint-Louis', 'Ospedale Saint-Louis', 'Hospital Saint-Louis', '圣路易医院'), '75010 Paris', 48.8741, 2.3686, ['hopital saint louis']),
  landmark('hopital-saint-antoine', names('Saint-Antoine Hospital', 'Hôpital Saint-Antoine', 'Ospedale Saint-Antoine', 'Hospital Saint-Antoine', '圣安托万医院'), '75012 Paris', 48.8493, 2.3824, ['hopital saint antoine']),
  landmark('hopital-cochin', names('Cochin Hospital', 'Hôpital Cochin', 'Ospedale Cochin', 'Hospital Cochin', '科钦医院'), '75014 Paris', 48.8375, 2.3395, ['cochin', 'hopital cochin', 'port royal maternity']),
  landmark('hopital-bichat', names('Bichat–Claude Bernard Hospital', 'Hôpital Bichat-Claude-Bernard', 'Ospedale Bichat-Claude Bernard', 'Hospital Bichat-Claude Bernard', '比沙-克劳德·伯纳德医院'), '75018 Paris', 48.8986, 2.3321, [
    'bichat', 'hopital bichat',
  ]),
  landmark('hopital-fondation-rothschild', names('Rothschild Foundation Hospital', 'Hôpital Fondation Adolphe de Rothschild', 'Ospedale Fondazione Rothschild', 'Hospital Fundación Rothschild', '罗斯柴尔德基金会眼科医院'), '75019 Paris', 48.878, 2.3885, [
    'fondation rothschild', 'hopital rothschild', 'rothschild eye hospital',
  ]),
  landmark('hopital-des-quinze-vingts', names('Quinze-Vingts National Eye Hospital', 'Hôpital national des Quinze-Vingts', 'Ospedale dei Quinze-Vingts', 'Hospital de los Quinze-Vingts', '十五-二十国立眼科医院'), '75012 Paris', 48.8496, 2.3731, [
    'quinze vingts', 'hopital des quinze vingts',
  ]),
  landmark('hopital-paris-saint-joseph', names('Paris Saint-Joseph Hospital', 'Hôpital Paris Saint-Joseph', 'Ospedale Paris Saint-Joseph', 'Hospital Paris Saint-Joseph', '巴黎圣约瑟夫医院'), '75014 Paris', 48.8271, 2.3109, [
    'hopital saint joseph',
  ]),
  landmark('institut-curie', names('Institut Curie', 'Institut Curie', 'Istituto Curie', 'Instituto Curie', '居里研究所'), '75005 Paris', 48.8442, 2.3444, ['curie', 'institut curie']),
  landmark('institut-pasteur', names('Institut Pasteur', 'Institut Pasteur', 'Istituto Pasteur', 'Instituto Pasteur', '巴斯德研究所'), '75015 Paris', 48.8403, 2.3107, ['pasteur', 'institut pasteur']),
  landmark('gustave-roussy', names('Gustave Roussy Cancer Campus', 'Gustave Roussy', 'Istituto Gustave Roussy', 'Instituto Gustave Roussy', '古斯塔夫·鲁西癌症中心'), '94800 Villejuif', 48.7948, 2.3501, [
    'gustave roussy', 'igr', 'institut gustave roussy',
  ]),
  landmark('hopital-foch', names('Foch Hospital', 'Hôpital Foch', 'Ospedale Foch', 'Hospital Foch', '福煦医院'), '92150 Suresnes', 48.8718, 2.2237, ['hopital foch', 'foch hospital']),
  landmark('hopital-bicetre', names('Bicêtre Hospital', 'Hôpital Bicêtre', 'Ospedale Bicêtre', 'Hospital Bicêtre', '比塞特医院'), '94270 Le Kremlin-Bicêtre', 48.8099, 2.353, ['hopital bicetre', 'bicetre hospital']),
  landmark('la-sorbonne', names('Sorbonne University (La Sorbonne)', 'La Sorbonne', 'La Sorbona', 'La Sorbona', '索邦大学'), '75005 Paris', 48.8485, 2.3431, ['sorbonne', 'la sorbonne', 'sorbonne universite', 'sorbona']),
  landmark('sciences-po', names('Sciences Po', 'Sciences Po', 'Sciences Po', 'Sciences Po', '巴黎政治学院'), '75007 Paris', 48.8541, 2.3282, [
    'sciences po', 'sciencespo', 'rue saint guillaume',
  ]),
  landmark('cite-internationale-universitaire', names('Cité internationale universitaire de Paris', 'Cité internationale universitaire de Paris', 'Città universitaria internazionale di Parigi', 'Ciudad Universitaria Internacional de París', '巴黎国际大学城'), '75014 Paris', 48.8199, 2.338, [
    'cite universitaire', 'cite u', 'ciup',
  ]),
  landmark('ecole-normale-superieure', names('École normale supérieure (ENS – PSL)', 'École normale supérieure', 'École normale supérieure', 'Escuela Normal Superior', '巴黎高等师范学院'), '75005 Paris', 48.8418, 2.3444, [
    'ens', 'ens ulm', 'normale sup', 'rue d ulm',
  ]),
  landmark('american-university-of-paris', names('The American University of Paris', 'Université américaine de Paris', 'Università americana di Parigi', 'Universidad Americana de París', '巴黎美国大学'), '75007 Paris', 48.8613, 2.3103, [
    'aup', 'american university',
  ]),
  landmark('universite-paris-dauphine', names('Paris Dauphine University – PSL', 'Université Paris Dauphine – PSL', 'Università Paris-Dauphine', 'Universidad París-Dauphine', '巴黎第九大学（多菲纳）'), '75016 Paris', 48.8706, 2.274, [
    'dauphine', 'paris dauphine', 'porte dauphine',
  ]),
  landmark('escp-business-school', names('ESCP Business School (République campus)', 'ESCP Business School – campus République', 'ESCP Business School (campus République)', 'ESCP Business School (campus République)', '欧洲高等商学院（ESCP）'), '75011 Paris', 48.8647, 2.379, [
    'escp', 'escp europe',
  ]),
  landmark('ecole-polytechnique', names('École polytechnique', 'École polytechnique', 'École polytechnique', 'Escuela Politécnica', '巴黎综合理工学院'), '91120 Palaiseau', 48.7137, 2.211, ['polytechnique', 'x palaiseau']),
  landmark('hec-paris', names('HEC Paris', 'HEC Paris', 'HEC Paris', 'HEC París', '巴黎高等商学院（HEC）'), '78350 Jouy-en-Josas', 48.7594, 2.1696, ['hec', 'hec jouy en josas']),
  landmark('insead-fontainebleau', names('INSEAD (Fontainebleau campus)', 'INSEAD (campus de Fontainebleau)', 'INSEAD (campus di Fontainebleau)', 'INSEAD (campus de Fontainebleau)', '欧洲工商管理学院（枫丹白露校区）'), '77300 Fontainebleau', 48.405, 2.684, [
    'insead',
  ]),
  landmark('essec-cergy', names('ESSEC Business School (Cergy campus)', 'ESSEC Business School (campus de Cergy)', 'ESSEC Business School (campus di Cergy)', 'ESSEC Business School (campus de Cergy)', '法国高等经济商业学院（塞尔吉校区）'), '95000 Cergy', 49.0337, 2.0756, [
    'essec',
  ]),
  landmark('us-embassy-paris', names('Embassy of the United States', 'Ambassade des États-Unis', 'Ambasciata degli Stati Uniti', 'Embajada de los Estados Unidos', '美国驻法国大使馆'), '75008 Paris', 48.8677, 2.3196, [
    'us embassy', 'american embassy', 'ambassade americaine', 'embassy usa', '美国大使馆',
  ]),
  landmark('british-embassy-paris', names('British Embassy', 'Ambassade du Royaume-Uni', 'Ambasciata del Regno Unito', 'Embajada del Reino Unido', '英国驻法国大使馆'), '75008 Paris', 48.8695, 2.3187, [
    'uk embassy', 'british embassy', 'ambassade britannique', '英国大使馆',
  ]),
  landmark('chinese-embassy-paris', names('Embassy of China', 'Ambassade de Chine', 'Ambasciata della Cina', 'Embajada de China', '中国驻法国大使馆'), '75008 Paris', 48.8659, 2.3011, [
    'chinese embassy', 'ambassade de chine', '中国大使馆',
  ]),
];
