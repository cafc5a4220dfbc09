import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@rides/i18n/languages';
import { changeLanguage } from '@rides/i18n/create-i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
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
          if (isLanguage(lng)) void changeLanguage(i18n, lng);
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
