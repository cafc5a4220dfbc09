import type { Language } from '@rides/contracts/languages';

/**
 * Word lists of the assistant's matching (text.ts). Stop words are the small words that say nothing
 * about the topic of a question ("how do I", "est-ce que", "我想"); without them "how do I cancel?"
 * would match every passage holding "how" and "do". Written with their accents; matching folds them.
 */
export const STOP_WORDS: Record<Language, readonly string[]> = {
  en: [
    'a', 'about', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'could', 'did', 'do',
    'does', 'for', 'from', 'get', 'had', 'has', 'have', 'hello', 'hi', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'just', 'me',
    'my', 'need', 'no', 'not', 'of', 'on', 'or', 'our', 'please', 'should', 'so', 'some', 'than', 'thank', 'thanks', 'that', 'the',
    'their', 'them', 'then', 'there', 'these', 'they', 'this', 'to', 'up', 'us', 'want', 'was', 'we', 'what', 'when', 'where', 'which',
    'who', 'why', 'will', 'with', 'would', 'you', 'your', 'much', 'many', 'way', 'like', 'tell', 'know', 'ok', 'okay', 'happen',
    'happens', 'case',
  ],
  fr: [
    'a', 'à', 'au', 'aux', 'avec', 'avez', 'avoir', 'bonjour', 'ce', 'ces', 'cette', 'comment', 'dans', 'de', 'des', 'du', 'elle', 'en',
    'est', 'et', 'être', 'faire', 'faut', 'il', 'ils', 'je', 'j', 'la', 'le', 'les', 'leur', 'lui', 'ma', 'mais', 'me', 'merci', 'mes',
    'moi', 'mon', 'ne', 'nos', 'notre', 'nous', 'on', 'ou', 'où', 'par', 'pas', 'peut', 'peux', 'pour', 'puis', 'quand', 'que', 'quel',
    'quelle', 'quels', 'quelles', 'qui', 'quoi', 'sa', 'se', 'ses', 'si', 'son', 'sont', 'sur', 'ta', 'te', 'tes', 'toi', 'ton', 'tu',
    'un', 'une', 'vos', 'votre', 'vous', 'y', 'c', 'd', 'l', 'm', 'n', 'qu', 's', 't', 'veux', 'voudrais', 'svp', 'plait', 'plaît',
    'combien', 'est-ce', 'ai', 'suis', 'fait', 'ça', 'cela', 'passe', 'cas',
  ],
  it: [
    'a', 'ad', 'al', 'alla', 'alle', 'allo', 'ai', 'agli', 'anche', 'buongiorno', 'che', 'chi', 'ci', 'come', 'con', 'cosa', 'da', 'dal',
    'dalla', 'dei', 'del', 'della', 'delle', 'dello', 'di', 'dove', 'e', 'è', 'gli', 'grazie', 'ho', 'i', 'il', 'in', 'io', 'la', 'le',
    'lei', 'lo', 'loro', 'lui', 'ma', 'mi', 'mia', 'mio', 'ne', 'nei', 'nel', 'nella', 'noi', 'non', 'o', 'per', 'perché', 'posso',
    'può', 'qual', 'quale', 'quali', 'quando', 'quanto', 'quanta', 'quanti', 'se', 'si', 'sono', 'su', 'sul', 'sulla', 'ti', 'tu',
    'un', 'una', 'uno', 'vi', 'voi', 'vorrei', 'vostro', 'vostra', 'l', 'c', 'favore', 'ciao', 'succede', 'caso',
  ],
  es: [
    'a', 'al', 'algo', 'como', 'cómo', 'con', 'cual', 'cuál', 'cuando', 'cuándo', 'cuanto', 'cuánto', 'cuanta', 'cuánta', 'de', 'del',
    'donde', 'dónde', 'el', 'él', 'ella', 'en', 'es', 'esta', 'este', 'esto', 'gracias', 'hay', 'hola', 'la', 'las', 'le', 'les', 'lo',
    'los', 'me', 'mi', 'mis', 'muy', 'no', 'nos', 'nosotros', 'o', 'para', 'pero', 'por', 'porque', 'puedo', 'puede', 'que', 'qué',
    'quien', 'quién', 'se', 'si', 'sí', 'su', 'sus', 'te', 'tengo', 'tu', 'tú', 'un', 'una', 'uno', 'y', 'yo', 'usted', 'ustedes',
    'vuestro', 'quiero', 'quisiera', 'favor', 'soy', 'estoy', 'pasa', 'ocurre', 'caso',
  ],
  // Chinese function words: each one splits a run of characters before it is cut into bigrams.
  zh: [
    '请问', '你好', '您好', '谢谢', '我们', '你们', '您', '我', '你', '他', '她', '它', '的', '了', '吗', '呢', '吧', '啊', '是', '在', '和',
    '与', '或', '也', '就', '都', '要', '想', '能', '会', '可以', '怎么', '怎样', '如何', '什么', '哪里', '哪', '吗', '有', '没有', '一个',
    '这', '那', '个', '从', '到', '坐', '去', '为', '对', '把', '被', '让',
  ],
};

/**
 * Concepts with many words: each word (stemmed like any other) becomes the concept's one token, in
 * the passages and in the question alike, so "fare" finds a passage about "prices", "annulation" one
 * about "annuler". Only key terms of the product; BM25 does the rest.
 */
export const SYNONYMS: Record<string, Partial<Record<Language, readonly string[]>>> = {
  price: {
    en: ['price', 'prices', 'cost', 'costs', 'fare', 'fares', 'rate', 'rates', 'tariff', 'charge', 'charges', 'expensive', 'cheap'],
    fr: ['prix', 'coût', 'coûte', 'coute', 'tarif', 'tarifs', 'cher', 'chère'],
    it: ['prezzo', 'prezzi', 'costo', 'costa', 'costi', 'tariffa', 'tariffe', 'caro'],
    es: ['precio', 'precios', 'coste', 'costo', 'cuesta', 'tarifa', 'tarifas', 'caro'],
    zh: ['价格', '多少钱', '费用', '价钱', '收费', '票价'],
  },
  cancel: {
    en: ['cancel', 'cancellation', 'cancelled', 'canceled', 'cancelling'],
    fr: ['annuler', 'annulation', 'annulé', 'annulée'],
    it: ['annullare', 'annullamento', 'cancellare', 'cancellazione', 'disdire', 'disdetta'],
    es: ['cancelar', 'cancelación', 'anular', 'anulación'],
    zh: ['取消', '退订'],
  },
  refund: {
    en: ['refund', 'refunds', 'refunded', 'reimburse'],
    fr: ['remboursement', 'rembourser', 'remboursé'],
    it: ['rimborso', 'rimborsare', 'rimborsato'],
    es: ['reembolso', 'reembolsar', 'devolución', 'devolver'],
    zh: ['退款', '退钱', '返还'],
  },
  luggage: {
    en: ['luggage', 'baggage', 'bag', 'bags', 'suitcase', 'suitcases'],
    fr: ['bagage', 'bagages', 'valise', 'valises'],
    it: ['bagaglio', 'bagagli', 'valigia', 'valigie'],
    es: ['equipaje', 'equipajes', 'maleta', 'maletas'],
    zh: ['行李', '箱子'],
  },
  child: {
    en: ['child', 'children', 'kid', 'kids', 'baby', 'babies', 'infant', 'toddler', 'booster'],
    fr: ['enfant', 'enfants', 'bébé', 'bébés', 'rehausseur'],
    it: ['bambino', 'bambini', 'bimbo', 'neonato', 'seggiolino', 'alzatina'],
    es: ['niño', 'niños', 'niña', 'bebé', 'bebés', 'elevador', 'alzador'],
    zh: ['儿童', '孩子', '小孩', '婴儿', '宝宝', '增高垫'],
  },
  wait: {
    en: ['wait', 'waiting', 'delay', 'delayed', 'late'],
    fr: ['attente', 'attendre', 'retard', 'retardé'],
    it: ['attesa', 'aspettare', 'attendere', 'ritardo'],
    es: ['espera', 'esperar', 'retraso', 'demora'],
    zh: ['等待', '等候', '延误', '晚点', '迟到'],
  },
  driver: {
    en: ['driver', 'drivers', 'chauffeur'],
    fr: ['chauffeur', 'chauffeurs', 'conducteur'],
    it: ['autista', 'autisti', 'conducente'],
    es: ['conductor', 'conductores', 'chófer', 'chofer'],
    zh: ['司机', '驾驶员'],
  },
  pay: {
    en: ['pay', 'payment', 'paying', 'card', 'cash'],
    fr: ['payer', 'paiement', 'carte', 'espèces'],
    it: ['pagare', 'pagamento', 'carta', 'contanti'],
    es: ['pagar', 'pago', 'tarjeta', 'efectivo'],
    zh: ['付款', '支付', '付费', '现金', '刷卡'],
  },
  book: {
    en: ['book', 'booking', 'bookings', 'reservation', 'reserve'],
    fr: ['réserver', 'réservation', 'réservations'],
    it: ['prenotare', 'prenotazione', 'prenotazioni'],
    es: ['reservar', 'reserva', 'reservas'],
    zh: ['预订', '预约', '订车'],
  },
  flight: {
    en: ['flight', 'flights', 'plane'],
    fr: ['vol', 'vols', 'avion'],
    it: ['volo', 'voli', 'aereo'],
    es: ['vuelo', 'vuelos', 'avión'],
    zh: ['航班', '飞机'],
  },
  pet: {
    en: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'animal', 'animals'],
    fr: ['animal', 'animaux', 'chien', 'chiens', 'chat', 'chats'],
    it: ['animale', 'animali', 'cane', 'cani', 'gatto', 'gatti'],
    es: ['mascota', 'mascotas', 'perro', 'perros', 'gato', 'gatos', 'animal', 'animales'],
    zh: ['宠物', '狗', '猫'],
  },
  // A ride as such, and Paris: words every price question has; a question about the price of "a ride
  // in Paris" is about the tariff, not about a page that happens to say ride and Paris (local-assistant.ts).
  trip: {
    en: ['ride', 'rides', 'trip', 'trips', 'transfer', 'transfers', 'journey', 'taxi', 'car'],
    fr: ['trajet', 'trajets', 'course', 'courses', 'transfert', 'transferts', 'taxi', 'voiture'],
    it: ['viaggio', 'viaggi', 'corsa', 'corse', 'transfer', 'tragitto', 'taxi', 'auto', 'macchina'],
    es: ['viaje', 'viajes', 'trayecto', 'trayectos', 'traslado', 'traslados', 'taxi', 'coche'],
    zh: ['行程', '接送', '打车', '出租车', '用车', '车程'],
  },
  paris: {
    en: ['paris'],
    it: ['parigi'],
    zh: ['巴黎'],
  },
  meet: {
    en: ['meet', 'greet', 'greeting', 'nameboard'],
    fr: ['accueil', 'accueillir', 'pancarte'],
    it: ['accoglienza', 'cartello'],
    es: ['recibimiento', 'cartel', 'bienvenida'],
    zh: ['接机', '举牌', '迎接'],
  },
};
