import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { parisLocal } from '@rides/domain/paris-time';
import { formatMoney } from '@rides/i18n/format';
import { TripDetails, type TripFacts } from '@rides/ui/booking/trip-details';
import { mapLink, whatsAppLink } from './ride-logic';

/**
 * The ride as the shared trip display reads it: the traveller is the person the driver meets. The
 * server blanks their name and phone once a ride is cancelled: then there is no traveller row.
 */
export const tripFactsOfRide = (r: DriverRide): TripFacts => ({
  from: r.from,
  to: r.to,
  pickup: parisLocal(new Date(r.pickupAt)),
  party: r.party,
  flightNumber: r.flightNumber,
  traveller: r.traveller.name.trim() || r.traveller.phone.trim() ? { name: r.traveller.name, phone: r.traveller.phone, email: '' } : null,
});

/** A row in the style of the trip's rows, for what only the driver needs. */
function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Box display={{ base: 'block', sm: 'grid' }} gridTemplateColumns="10rem 1fr" gap={4} py={2} borderBottomWidth="1px" data-testid={testId}>
      <Text as="dt" fontWeight="medium" color="fg.muted">
        {term}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

/** A link that looks like a button a thumb can hit (at least 44 px high). */
function LinkButton({ href, label, children, external }: { href: string; label: string; children: ReactNode; external?: boolean }) {
  return (
    <Button asChild variant="outline" colorPalette="brand" size="lg" minH="11" flex="1 1 10rem">
      <a href={href} aria-label={label} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
        {children}
      </a>
    </Button>
  );
}

/**
 * Everything a driver needs about a ride: the trip (shared booking display), the sign to hold, the
 * extras, the traveller's notes, what to collect, and one tap to the map, a call or WhatsApp.
 */
export function RideDetails({ ride }: { ride: DriverRide }) {
  const { t, i18n } = useTranslation('driver');
  const { t: tc } = useTranslation();
  const extras = ride.party.extras.map((e) => tc(`booking.lines.${e.code}`, { count: e.quantity })).join(' · ');
  // No call or WhatsApp link without a number (a cancelled ride's traveller is blanked by the server).
  const phone = /\d/.test(ride.traveller.phone) ? ride.traveller.phone.trim() : '';
  const name = ride.traveller.name.trim();
  return (
    <Stack gap={4}>
      <Box>
        <TripDetails trip={tripFactsOfRide(ride)} />
        <Box as="dl">
          <Fact term={t('ride.sign')}>
            <Text fontWeight="bold" fontSize="lg">
              {ride.signText}
            </Text>
          </Fact>
          {extras && <Fact term={t('ride.extras')}>{extras}</Fact>}
          {ride.notes && (
            <Fact term={t('ride.notes')}>
              <Text whiteSpace="pre-line">{ride.notes}</Text>
            </Fact>
          )}
          <Fact term={t('ride.payment')} testId="ride-payment">
            {ride.collectCents === null ? t('ride.paidByCard') : <Text fontWeight="bold">{t('ride.collect', { amount: formatMoney(ride.collectCents, i18n.language) })}</Text>}
          </Fact>
        </Box>
      </Box>
      <Flex wrap="wrap" gap={3}>
        <LinkButton href={mapLink(ride.from)} label={t('ride.mapPickupOf', { place: ride.from.name })} external>
          {t('ride.mapPickup')}
        </LinkButton>
        <LinkButton href={mapLink(ride.to)} label={t('ride.mapDropoffOf', { place: ride.to.name })} external>
          {t('ride.mapDropoff')}
        </LinkButton>
        {phone && (
          <>
            <LinkButton href={`tel:${phone}`} label={name ? t('ride.callName', { name }) : t('ride.call')}>
              {t('ride.call')}
            </LinkButton>
            <LinkButton href={whatsAppLink(phone)} label={name ? t('ride.whatsAppName', { name }) : t('ride.whatsApp')} external>
              {t('ride.whatsApp')}
            </LinkButton>
          </>
        )}
      </Flex>
    </Stack>
  );
}
