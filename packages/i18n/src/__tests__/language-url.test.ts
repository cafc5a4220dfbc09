import { languageFromSearch, languageUrl, searchWithLanguage } from '@rides/contracts/language-url';

describe('the language in the URL', () => {
  it('reads ?lang= among other parameters; unknown languages count as none', () => {
    expect(languageFromSearch('?lang=fr')).toBe('fr');
    expect(languageFromSearch('?step=checkout&lang=zh')).toBe('zh');
    expect(languageFromSearch('?lang=de')).toBeNull();
    expect(languageFromSearch('?lang=FR')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });

  it('writes the language and keeps the other parameters; English has no parameter', () => {
    expect(searchWithLanguage('', 'fr')).toBe('?lang=fr');
    expect(searchWithLanguage('?lang=fr', 'es')).toBe('?lang=es');
    expect(searchWithLanguage('?oobCode=abc&mode=resetPassword', 'it')).toBe('?oobCode=abc&mode=resetPassword&lang=it');
    expect(searchWithLanguage('?lang=fr', 'en')).toBe('');
    expect(searchWithLanguage('?as=customer&lang=zh', 'en')).toBe('?as=customer');
  });

  it('builds the absolute URL of a page in a language', () => {
    expect(languageUrl('https://site.example', '/faq', 'fr')).toBe('https://site.example/faq?lang=fr');
    expect(languageUrl('https://site.example', '/', 'en')).toBe('https://site.example/');
  });
});
