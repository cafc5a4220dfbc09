import { foldText, searchFaq, type FaqEntry } from '../faq-search';

const entries: FaqEntry[] = [
  { id: 'cancel', category: 'changes', q: 'Quelles sont vos conditions d’annulation ?', a: 'Remboursement intégral plus de 24 heures avant.' },
  { id: 'seats', category: 'luggage', q: 'Fournissez-vous des sièges enfant ?', a: 'Oui, le chauffeur les apporte.' },
  { id: 'orly', category: 'prices', q: 'How much is a transfer to Orly?', a: 'A fixed price in a sedan.' },
  { id: 'zh', category: 'changes', q: '取消政策是怎样的？', a: '超过 24 小时取消，全额退款。' },
];
const ids = (query: string) => searchFaq(entries, query).map((e) => e.id);

describe('FAQ search', () => {
  it('ignores case and accents, both in the query and in the text', () => {
    expect(ids('SIEGES')).toEqual(['seats']);
    expect(ids('sièges')).toEqual(['seats']);
    expect(ids('integral')).toEqual(['cancel']);
    expect(ids('ORLY')).toEqual(['orly']);
    expect(foldText('Œuvre Straße Ｃｈâｔｅｌｅｔ')).toBe('oeuvre strasse chatelet');
  });

  it('searches the answers too, and needs every word of the query in any order', () => {
    expect(ids('chauffeur apporte')).toEqual(['seats']);
    expect(ids('apporte chauffeur')).toEqual(['seats']);
    expect(ids('chauffeur orly')).toEqual([]);
  });

  it('treats typographic and plain apostrophes alike', () => {
    expect(ids("d'annulation")).toEqual(['cancel']);
  });

  it('finds Chinese text without spaces', () => {
    expect(ids('退款')).toEqual(['zh']);
    expect(ids('取消政策')).toEqual(['zh']);
  });

  it('gives every entry, in order, for an empty or blank query, and none for a word nowhere', () => {
    expect(ids('')).toEqual(['cancel', 'seats', 'orly', 'zh']);
    expect(ids('   ')).toHaveLength(4);
    expect(ids('xyzzy')).toEqual([]);
  });
});
