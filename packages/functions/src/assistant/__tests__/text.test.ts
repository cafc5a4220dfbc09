import { fold, stem, tokens } from '../text';

describe('the words the assistant compares', () => {
  it('folds case and accents, so "París", "Ça coûte" and "Œuvre" meet "paris", "ca coute" and "oeuvre"', () => {
    expect(fold('¿Cuánto cuesta de Orly a París? Ça coûte, Œuvre')).toBe('¿cuanto cuesta de orly a paris? ca coute, oeuvre');
  });

  it.each([
    ['en', ['cancel', 'cancelled', 'cancellation', 'cancels'], 'cancel'],
    ['fr', ['annuler', 'annulation', 'annulée', 'annulé'], 'annul'],
    ['it', ['prenotare', 'prenotazione', 'prenotato'], 'prenot'],
    ['es', ['cancelar', 'cancelación', 'cancelado'], 'cancel'],
  ] as const)('stems the forms of one word alike (%s)', (lng, forms, expected) => {
    for (const f of forms) expect(stem(fold(f), lng)).toBe(expected);
  });

  it('drops stop words and maps key terms to one concept in every language', () => {
    expect(tokens('How much does it cost?', 'en')).toEqual(['#price']);
    expect(tokens('Quel est le tarif ?', 'fr')).toEqual(['#price']);
    expect(tokens('Quanto è il prezzo?', 'it')).toEqual(['#price']);
    expect(tokens('¿Cuál es el precio?', 'es')).toEqual(['#price']);
    expect(tokens('价格是多少', 'zh')).toContain('#price');
    expect(tokens('Can I cancel my booking?', 'en')).toEqual(['#cancel', '#book']);
    expect(tokens('Puis-je annuler ma réservation ?', 'fr')).toEqual(['#cancel', '#book']);
  });

  it('cuts Chinese into character bigrams, after taking out key terms whole and cutting at function words', () => {
    expect(tokens('机场大厅', 'zh')).toEqual(['机场', '场大', '大厅']);
    expect(tokens('免费等候时间', 'zh')).toEqual(['#wait', '免费', '时间']);
    expect(tokens('司机在哪里', 'zh')).toEqual(['#driver']);
    expect(tokens('我的行李', 'zh')).toEqual(['#luggage']);
  });

  it('reads Latin words inside a Chinese question with the English rules', () => {
    expect(tokens('CDG 的 van 多少钱', 'zh')).toEqual(['cdg', 'van', '#price']);
  });
});
