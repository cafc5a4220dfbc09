import { useTranslation } from 'react-i18next';
import { Box, Stack, Text } from '@chakra-ui/react';
import type { BookingChangeView } from '@rides/contracts/bookings';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';

/** Where a change's own words come from: the booker's message on a request, the reason of a cancel, else a note. */
const MESSAGE_LABEL = { request: 'message', cancel: 'reason', details: 'note', modify: 'note' } as const satisfies Record<BookingChangeView['kind'], string>;

/** The fields a change names (the contract's names: details, then the trip's), each with its words in `changes.field`. */
const FIELDS = ['travellerName', 'travellerEmail', 'travellerPhone', 'flightNumber', 'notes', 'signText', 'from', 'to', 'pickup', 'pickupDate', 'pickupTime', 'vehicle', 'passengers', 'luggage', 'childSeats', 'boosterSeats', 'extras'] as const;
const isKnownField = (f: string): f is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(f);
/** The server names a new pickup moment `pickupAt` (one instant); it reads as the pickup. */
const ALIASES: Record<string, (typeof FIELDS)[number]> = { pickupAt: 'pickup' };

function ChangeItem({ c }: { c: BookingChangeView }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  // A field name the page does not know yet (a newer server) is shown as is rather than hidden.
  const field = (f: string) => {
    const known = ALIASES[f] ?? f;
    return isKnownField(known) ? t(`changes.field.${known}`) : f;
  };
  const price =
    c.priceBeforeCents !== null && c.priceAfterCents !== null && c.priceBeforeCents !== c.priceAfterCents
      ? t('changes.price', { before: formatMoney(c.priceBeforeCents, lng), after: formatMoney(c.priceAfterCents, lng) })
      : null;
  return (
    <Box as="li" borderStartWidth="2px" borderColor="brand.solid" ps={3} py={1} data-testid="booking-change">
      <Text fontWeight="semibold">{[t(`changes.kind.${c.kind}`), t(`changes.status.${c.status}`)].join(' · ')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {[formatParisDateTime(c.at, lng), t(`changes.actor.${c.actor}`)].join(' · ')}
      </Text>
      {c.fields.length > 0 && <Text fontSize="sm">{t('changes.fields', { fields: c.fields.map(field).join(', ') })}</Text>}
      {price && <Text fontSize="sm">{price}</Text>}
      {c.message && <Text fontSize="sm">{t(`changes.${MESSAGE_LABEL[c.kind]}`, { text: c.message })}</Text>}
      {c.answer && <Text fontSize="sm">{t('changes.answer', { text: c.answer })}</Text>}
    </Box>
  );
}

/**
 * Every change made to the booking after it was booked (details, Modify, requests, cancel), oldest
 * first, as the admins see it: with the internal reasons the booker's timeline leaves out.
 */
export function ChangeHistory({ changes }: { changes: BookingChangeView[] }) {
  const { t } = useTranslation('admin');
  if (changes.length === 0) return <Text color="fg.muted">{t('changes.none')}</Text>;
  return (
    <Stack as="ol" role="list" listStyleType="none" gap={2} m={0} p={0}>
      {changes.map((c) => (
        <ChangeItem key={c.id} c={c} />
      ))}
    </Stack>
  );
}
