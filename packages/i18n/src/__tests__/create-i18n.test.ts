import { createI18n, initialLanguage } from '../create-i18n';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('after a reload in a saved language, every reader of i18next sees that language', async () => {
  localStorage.setItem('rides.lang', 'fr');
  const i18n = await createI18n();
  expect(i18n.language).toBe('fr');
  // The language selector and the remotes' namespace loading read resolvedLanguage.
  expect(i18n.resolvedLanguage).toBe('fr');
  expect(i18n.t('language.label')).not.toBe(i18n.getFixedT('en')('language.label'));
  expect(document.documentElement.lang).toBe('fr');
});

describe('?lang= in the address (a search result for the Italian page opens in Italian)', () => {
  it('wins over the saved choice and becomes the saved choice', async () => {
    localStorage.setItem('rides.lang', 'fr');
    window.history.replaceState(null, '', '/faq?lang=it');
    const i18n = await createI18n();
    expect(i18n.resolvedLanguage).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('rides.lang')).toBe('it');
  });

  it('an unknown or missing value falls back to the saved choice, then the browser, then English', () => {
    localStorage.setItem('rides.lang', 'es');
    expect(initialLanguage('?lang=de')).toBe('es');
    expect(initialLanguage('?step=checkout')).toBe('es');
    expect(initialLanguage('?lang=zh&step=checkout')).toBe('zh');
    localStorage.clear();
    // jsdom's navigator says en-US.
    expect(initialLanguage('')).toBe('en');
  });
});
