import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CloseButton, Field, HStack, Input, NativeSelect, SimpleGrid, Tag } from '@chakra-ui/react';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@rides/contracts/bookings';
import { RIDE_STATUSES } from '@rides/contracts/ride-status';
import type { RequestFilters } from '@rides/contracts/ride-requests';
import { TextField } from '@rides/ui/text-field';
import { hasFilters } from './filters';

interface Props {
  /** The filters in force (from the address); the form starts from them. */
  filters: RequestFilters;
  /** The filtered driver's name when the rows tell it. */
  driverName: string | null;
  onApply: (filters: RequestFilters) => void;
}

/** Ride statuses besides the booking's own (`cancelled` is both: listed once). */
const RIDE_ONLY = RIDE_STATUSES.filter((s) => !(BOOKING_STATUSES as readonly string[]).includes(s));

function DateField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The server-side filters of All requests: search (reference, e-mail, name, phone), status (booking or
 * ride), pickup dates (Paris), payment, partner; the driver filter is set from a request's driver and
 * shown here to remove. Applied on submit, so the address (and a reload) keeps them.
 */
export function RequestFiltersForm({ filters, driverName, onApply }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<RequestFilters>(filters);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const set = <K extends keyof RequestFilters>(key: K, value: RequestFilters[K] | '') => setDraft((d) => ({ ...d, [key]: value || undefined }));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (draft.pickupFrom && draft.pickupTo && draft.pickupTo < draft.pickupFrom) {
      setRangeError(t('requests.filters.badRange'));
      return;
    }
    setRangeError(undefined);
    const q = draft.q?.trim();
    const partnerSlug = draft.partnerSlug?.trim();
    onApply({ ...draft, q: q || undefined, partnerSlug: partnerSlug || undefined });
  }

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form role="search" aria-label={t('requests.filters.label')} onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <TextField name="q" label={t('requests.filters.q')} hint={t('requests.filters.qHint')} value={draft.q ?? ''} onChange={(v) => set('q', v)} />
          <Field.Root>
            <Field.Label>{t('requests.filters.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="status" value={draft.status ?? ''} onChange={(e) => set('status', e.target.value as RequestFilters['status'])}>
                <option value="">{t('requests.filters.any')}</option>
                <optgroup label={t('requests.filters.bookingStatuses')}>
                  {BOOKING_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {tc(`booking.status.${s}`)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('requests.filters.rideStatuses')}>
                  {RIDE_ONLY.map((s) => (
                    <option key={s} value={s}>
                      {tc(`booking.rideStatus.${s}`)}
                    </option>
                  ))}
                </optgroup>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('requests.filters.payment')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="payment" value={draft.payment ?? ''} onChange={(e) => set('payment', e.target.value as RequestFilters['payment'])}>
                <option value="">{t('requests.filters.any')}</option>
                {PAYMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {tc(`booking.payment.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <DateField label={t('requests.filters.from')} value={draft.pickupFrom ?? ''} onChange={(v) => set('pickupFrom', v)} />
          <DateField label={t('requests.filters.to')} value={draft.pickupTo ?? ''} onChange={(v) => set('pickupTo', v)} error={rangeError} />
          <TextField name="partner" label={t('requests.filters.partner')} value={draft.partnerSlug ?? ''} onChange={(v) => set('partnerSlug', v)} />
        </SimpleGrid>
        <HStack mt={4} gap={3} wrap="wrap">
          <Button type="submit" colorPalette="brand">
            {t('requests.filters.apply')}
          </Button>
          {hasFilters(filters) && (
            <Button variant="outline" onClick={() => onApply({})}>
              {t('requests.filters.clear')}
            </Button>
          )}
          {filters.driverId && (
            <Tag.Root size="lg" colorPalette="brand">
              <Tag.Label>{t('requests.filters.driver', { name: driverName ?? filters.driverId })}</Tag.Label>
              <Tag.EndElement>
                <CloseButton size="2xs" aria-label={t('requests.filters.removeDriver')} onClick={() => onApply({ ...filters, driverId: undefined })} />
              </Tag.EndElement>
            </Tag.Root>
          )}
        </HStack>
      </form>
    </Box>
  );
}
