import { LANGUAGES } from '@rides/contracts/languages';
import { textsFor } from '../../i18n/server-i18n';

// The assistant's own sentences (assistant/locales, the i18next namespace `assistant`): their keys and
// placeholders in every language are checked with every namespace's (i18n/__tests__/server-texts.test.ts).
describe("the assistant's own sentences", () => {
  it.each(LANGUAGES)('fills placeholders in %s, and refuses to leave one unfilled', (lng) => {
    const p = textsFor('assistant', lng);
    const text = p('extra', { extra: '<A child seat>', price: '€1' });
    expect(text).toContain('<A child seat>');
    expect(text).toContain('€1');
    expect(text).not.toContain('{{');
    expect(p('sedanAssumed', { passengers: 4, luggage: 3, vanPassengers: 7, vanPrice: '€99' })).toMatch(/4[^]*3[^]*7[^]*€99/);
    expect(() => p('extra', { extra: 'A child seat' })).toThrow('{{price}}');
    expect(() => p('maybe', { email: 'help@example.com' })).toThrow('{{title}}');
  });
});
