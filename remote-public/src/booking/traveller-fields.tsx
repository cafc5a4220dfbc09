import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import type { BookingDraft } from './draft';
import { CheckField } from './check-field';
import { ContactFields } from './contact-fields';

interface Props {
  draft: BookingDraft;
  update: (patch: Partial<BookingDraft>) => void;
  errors: { name?: string; email?: string; phone?: string };
}

/** SPEC 1: booking for someone else, with the traveller's name and contact details. */
export function TravellerFields({ draft, update, errors }: Props) {
  const { t } = useTranslation('public');
  return (
    <Stack gap={4}>
      <CheckField label={t('booking.traveller.toggle')} checked={draft.forSomeoneElse} onChange={(forSomeoneElse) => update({ forSomeoneElse })} />
      {draft.forSomeoneElse && (
        <Stack gap={4} ps={{ base: 0, md: 8 }}>
          <Text fontSize="sm" color="fg.muted">
            {t('booking.traveller.explain')}
          </Text>
          <ContactFields who="traveller" value={draft.traveller} onChange={(traveller) => update({ traveller })} errors={errors} />
        </Stack>
      )}
    </Stack>
  );
}
