import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import { PATHS } from './paths';

type Place = 'home' | 'scheduled' | 'ongoing' | 'profile';

/** The driver area's pages as big links (thumb-sized), the current one left out. */
export function DriverNav({ current }: { current: Place }) {
  const { t } = useTranslation('driver');
  const places = (['home', 'ongoing', 'scheduled', 'profile'] as const).filter((p) => p !== current);
  return (
    <Flex as="nav" aria-label={t('nav.label')} wrap="wrap" gap={3}>
      {places.map((p) => (
        <Button key={p} asChild variant="outline" colorPalette="brand" size="lg" minH="11" flex="1 1 9rem">
          <RouterLink to={PATHS[p]}>{t(`nav.${p}`)}</RouterLink>
        </Button>
      ))}
    </Flex>
  );
}
