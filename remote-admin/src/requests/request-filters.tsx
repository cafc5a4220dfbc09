import { useTranslation } from 'react-i18next';
import { Box, Button, CloseButton, Field, HStack, Input, NativeSelect, SimpleGrid, Tag } from '@chakra-ui/react';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@rides/contracts/bookings';
import { RIDE_STATUSES } from '@rides/contracts/ride-status';
import type { RequestFilters } from '@rides/contracts/ride-requests';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
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

/** The filters as typed ('' for none), applied trimmed; the pickup dates in order. */
const filtersForm = z
  .object({ q: z.string(), status: z.string(), payment: z.string(), pickupFrom: z.string(), pickupTo: z.string(), partnerSlug: z.string() })
  .refine((d) => !(d.pickupFrom && d.pickupTo && d.pickupTo < d.pickupFrom), { message: 'requests.filters.badRange', path: ['pickupTo'] })
  .transform(
    (d): RequestFilters => ({
      q: d.q.trim() || undefined,
      status: (d.status || undefined) as RequestFilters['status'],
      payment: (d.payment || undefined) as RequestFilters['payment'],
      pickupFrom: d.pickupFrom || undefined,
      pickupTo: d.pickupTo || undefined,
      partnerSlug: d.partnerSlug.trim() || undefined,
    }),
  );

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
  const form = useContractForm(
    filtersForm,
    { q: filters.q ?? '', status: filters.status ?? '', payment: filters.payment ?? '', pickupFrom: filters.pickupFrom ?? '', pickupTo: filters.pickupTo ?? '', partnerSlug: filters.partnerSlug ?? '' },
    { words: () => t('requests.filters.badRange') },
  );
  const status = form.bind('status');
  const payment = form.bind('payment');

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form ref={form.ref} role="search" aria-label={t('requests.filters.label')} onSubmit={form.submit((typed) => onApply({ ...filters, ...typed }))} noValidate>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <TextField label={t('requests.filters.q')} hint={t('requests.filters.qHint')} {...form.bind('q')} />
          <Field.Root>
            <Field.Label>{t('requests.filters.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name={status.name} value={status.value} onChange={(e) => status.onChange(e.target.value)}>
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
              <NativeSelect.Field name={payment.name} value={payment.value} onChange={(e) => payment.onChange(e.target.value)}>
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
          <DateField label={t('requests.filters.from')} {...form.bind('pickupFrom')} />
          <DateField label={t('requests.filters.to')} {...form.bind('pickupTo')} error={form.errorOf('pickupTo')} />
          <TextField label={t('requests.filters.partner')} {...form.bind('partnerSlug')} name="partner" />
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
