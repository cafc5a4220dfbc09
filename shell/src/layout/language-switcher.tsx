import { useEffect, useRef } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@rides/platform/router';
import { LANGUAGES, isLanguage } from '@rides/i18n/languages';
import { changeLanguage } from '@rides/i18n/create-i18n';
import { searchWithLanguage } from '@rides/contracts/language-url';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The address when the new language is ready (a click on a link may have moved on meanwhile).
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={current}
        bg="white"
        color="gray.900"
        onChange={(e) => {
          const lng = e.target.value;
          if (!isLanguage(lng)) return;
          // The address says the language (`?lang=`, none for English: packages/contracts/src/language-url.ts),
          // written once the texts are loaded, so a copied link opens the page as it is read now.
          void changeLanguage(i18n, lng).then(() => {
            const { pathname, search, hash, state } = here.current;
            const next = searchWithLanguage(search, lng);
            if (next !== search) navigate({ pathname, search: next, hash }, { replace: true, state });
          });
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="gray.700" />
    </NativeSelect.Root>
  );
}
