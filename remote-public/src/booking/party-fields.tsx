import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '@chakra-ui/react';
import type { BookingDraft } from './draft';
import { FORM_LIMITS } from './limits';
import { Stepper } from './stepper';

interface Props {
  draft: BookingDraft;
  update: (patch: Partial<BookingDraft>) => void;
  passengersError?: string;
  luggageError?: string;
}

/** Passengers (children in seats included) and large bags. */
export function PartyFields({ draft, update, passengersError, luggageError }: Props) {
  const { t } = useTranslation('public');
  return (
    <SimpleGrid columns={2} gap={4}>
      <Stepper
        label={t('booking.party.passengers')}
        hint={t('booking.party.passengersHint')}
        value={draft.passengers}
        min={1}
        max={FORM_LIMITS.passengers}
        onChange={(passengers) => update({ passengers })}
        error={passengersError}
      />
      <Stepper
        label={t('booking.party.luggage')}
        hint={t('booking.party.luggageHint')}
        value={draft.luggage}
        min={0}
        max={FORM_LIMITS.luggage}
        onChange={(luggage) => update({ luggage })}
        error={luggageError}
      />
    </SimpleGrid>
  );
}
