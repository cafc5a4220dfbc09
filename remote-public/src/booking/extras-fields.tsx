import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Tariff } from '@rides/contracts/pricing';
import type { BookingDraft } from './draft';
import { formatMoney } from '@rides/i18n/format';
import { FORM_LIMITS } from './limits';
import { Stepper } from './stepper';

interface Props {
  draft: BookingDraft;
  update: (patch: Partial<BookingDraft>) => void;
  tariff: Tariff | null;
  seatsError?: string;
  extrasError?: string;
}

/**
 * Child and booster seats, extra stops and pets, behind a disclosure so the common trip stays short
 * on a phone (open whenever something is chosen or wrong). Unit prices come from the tariff.
 */
export function ExtrasFields({ draft, update, tariff, seatsError, extrasError }: Props) {
  const { t, i18n } = useTranslation('public');
  const panelId = useId();
  const chosen = draft.childSeats + draft.boosterSeats + draft.extraStops + draft.pets > 0;
  const [open, setOpen] = useState(chosen);
  const shown = open || chosen || !!seatsError || !!extrasError;
  const each = (code: keyof Tariff['extras']) => (tariff ? t('booking.extras.each', { price: formatMoney(tariff.extras[code], i18n.language) }) : undefined);
  return (
    <Box>
      <Button variant="ghost" colorPalette="brand" px={0} aria-expanded={shown} aria-controls={panelId} onClick={() => setOpen(!shown)}>
        <span aria-hidden="true">{shown ? '−' : '+'}</span> {t('booking.extras.toggle')}
      </Button>
      <Box id={panelId} hidden={!shown} mt={2}>
        <Box as="fieldset" minW={0}>
          <VisuallyHidden as="legend">{t('booking.extras.legend')}</VisuallyHidden>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <Stepper label={t('booking.extras.childSeat')} hint={each('child-seat')} value={draft.childSeats} min={0} max={FORM_LIMITS.seatsEach} onChange={(childSeats) => update({ childSeats })} error={seatsError} />
            <Stepper label={t('booking.extras.boosterSeat')} hint={each('booster-seat')} value={draft.boosterSeats} min={0} max={FORM_LIMITS.seatsEach} onChange={(boosterSeats) => update({ boosterSeats })} />
            <Stepper label={t('booking.extras.extraStop')} hint={each('extra-stop')} value={draft.extraStops} min={0} max={FORM_LIMITS.optionQuantity} onChange={(extraStops) => update({ extraStops })} error={extrasError} />
            <Stepper label={t('booking.extras.pet')} hint={each('pet')} value={draft.pets} min={0} max={FORM_LIMITS.optionQuantity} onChange={(pets) => update({ pets })} />
          </SimpleGrid>
          <Text mt={3} fontSize="sm" color="fg.muted">
            {t('booking.extras.included')}
          </Text>
        </Box>
      </Box>
    </Box>
  );
}
