import { createI18n } from '../create-i18n';

it('after a reload in a saved language, every reader of i18next sees that language', async () => {
  localStorage.setItem('rides.lang', 'fr');
  const i18n = await createI18n();
  expect(i18n.language).toBe('fr');
  // The language selector and the remotes' namespace loading read resolvedLanguage.
  expect(i18n.resolvedLanguage).toBe('fr');
  expect(i18n.t('language.label')).not.toBe(i18n.getFixedT('en')('language.label'));
  expect(document.documentElement.lang).toBe('fr');
});
