import { Box, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@rides/platform/router';
import { PageSection } from '@rides/ui/page-section';
import { FaqItem } from '../faq/faq-item';
import { useFaq } from '../faq/use-faq';
import { useOpenSet } from '../faq/use-open-set';

/** The home page's FAQ (SPEC 2): the six questions the content names under `home`, then a link to /faq. */
export function FaqHighlights() {
  const faq = useFaq();
  const { t } = useTranslation('faq');
  const { open, toggle } = useOpenSet();
  // Below the fold: nothing to hold a place for while the namespace loads.
  if (!faq) return null;
  return (
    <PageSection title={t('homeTitle')}>
      <Box borderTopWidth="1px" borderColor="border">
        {faq.home.map((e) => (
          <FaqItem key={e.id} entry={e} open={open.has(e.id)} onToggle={toggle} />
        ))}
      </Box>
      <Link asChild colorPalette="brand" fontWeight="semibold" textDecoration="underline" alignSelf="start">
        <RouterLink to="/faq">{t('allLink')}</RouterLink>
      </Link>
    </PageSection>
  );
}
