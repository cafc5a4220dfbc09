import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@rides/platform/router';
import { Box, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { listDrivers } from '@rides/contracts/drivers';
import { useOperationPages } from '@rides/platform/query';
import { Page } from '@rides/ui/page';
import { DriverCardView } from '../booking/driver-card';

function BookAnyDriver() {
  const { t } = useTranslation('public');
  return (
    <Link asChild colorPalette="brand" textDecoration="underline">
      <RouterLink to="/">{t('bookDriver.bookAny')}</RouterLink>
    </Link>
  );
}

/**
 * /drivers (SPEC 2, issue [G] 4): the public cards of approved drivers (short name, languages, vehicle;
 * never a phone, plate or licence), each leading to its own booking page `/book/{driverId}`.
 */
export default function DriversPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  // Public: plain fetch, so visitors never load the Firebase SDK.
  const { query, rows: cards } = useOperationPages(listDrivers, {}, { access: 'public' });

  let body;
  if (query.isPending) {
    // Prerendered with the page (the cards come after): the wait keeps the box it had, 9.25rem high
    // (4rem above and below a 1.25rem spinner), so the first paint and what Lighthouse measures stay as they were.
    body = (
      <Box h="9.25rem" display="flex" alignItems="center" justifyContent="center">
        <Waiting text={tc('remote.loading')} />
      </Box>
    );
  } else if (cards.length === 0 && query.isError) {
    body = (
      <Stack gap={4} align="flex-start">
        <Text role="alert">{t('drivers.failed')}</Text>
        <Button colorPalette="brand" onClick={() => void query.refetch()}>
          {tc('remote.retry')}
        </Button>
      </Stack>
    );
  } else if (cards.length === 0) {
    body = <Text>{t('drivers.empty')}</Text>;
  } else {
    body = (
      <Stack gap={6}>
        <List.Root listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap={6}>
          {cards.map((card) => (
            <List.Item key={card.id} display="flex" flexDirection="column" gap={3}>
              <DriverCardView card={card} />
              <Button asChild colorPalette="brand" alignSelf="flex-start">
                <RouterLink to={`/book/${encodeURIComponent(card.id)}`}>{card.displayName ? t('drivers.book', { name: card.displayName }) : t('drivers.bookUnnamed')}</RouterLink>
              </Button>
            </List.Item>
          ))}
        </List.Root>
        <Text role="status" aria-live="polite" color="fg.muted">
          {t('drivers.shown', { count: cards.length })}
        </Text>
        {query.isFetchNextPageError && <Text role="alert">{t('drivers.failed')}</Text>}
        {query.hasNextPage && (
          <Button variant="outline" colorPalette="brand" alignSelf="flex-start" loading={query.isFetchingNextPage} loadingText={tc('remote.loading')} onClick={() => void query.fetchNextPage()}>
            {t('drivers.more')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Page title={t('pages.drivers.title')} lead={t('pages.drivers.lead')}>
      <Stack gap={8}>
        <Text>{t('drivers.intro')}</Text>
        {body}
        {/* After the cards: under the spinner, the list would push it down as it arrives (CLS). */}
        {!query.isPending && <BookAnyDriver />}
      </Stack>
    </Page>
  );
}
