import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, List, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { AIRPORT_CODES } from '@rides/contracts/places';
import { EXTRA_CODES, getTariff, VEHICLES, type Tariff } from '@rides/contracts/pricing';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { distanceFare } from '@rides/domain/pricing/fare';
import { FREE_WAIT_MINUTES } from '@rides/domain/ride-lifecycle';
import { VAT_RATE_PERCENT } from '@rides/domain/self-service';
import { formatDecimal, formatMoney } from '@rides/i18n/format';
import { useOperationQuery } from '@rides/platform/query';
import { Page } from '@rides/ui/page';
import { PageSection } from '@rides/ui/page-section';

/** The worked example of the long distance band: a trip of this many km in a sedan. */
const EXAMPLE_KM = 40;
/** Free waiting time, in the order a traveller reads it (ride-lifecycle.ts FREE_WAIT_MINUTES). */
const WAIT_PLACES = ['airportWithFlight', 'airport', 'station', 'port', 'elsewhere'] as const;

/** A small table of prices: a caption for screen readers, row headers, money right-aligned. */
function PriceTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: Array<{ key: string; label: string; cells: ReactNode[] }> }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={c} textAlign={i === 0 ? 'start' : 'end'}>
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {r.label}
              </Table.Cell>
              {r.cells.map((cell, i) => (
                <Table.Cell key={i} textAlign="end" whiteSpace="nowrap">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Every figure below comes from the active tariff (getTariff) or the rules in @rides/domain. */
function Prices({ tariff }: { tariff: Tariff }) {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  const money = (cents: number) => formatMoney(cents, lng);
  const vehicle = (v: (typeof VEHICLES)[number]) => t(`pricing.vehicles.${v}`);
  const { distance, capacity } = tariff;
  const airports = AIRPORT_CODES.filter((code) => tariff.airportFares[code]);
  const km = formatDecimal(distance.shortMaxKm, lng);
  const example = distanceFare(EXAMPLE_KM, distance.sedan, distance.shortMaxKm);

  return (
    <Stack gap={10}>
      <PageSection title={t('pricing.airports.heading')}>
        <Text>{t('pricing.airports.intro')}</Text>
        <PriceTable
          caption={t('pricing.airports.caption')}
          columns={[t('pricing.route'), vehicle('sedan'), vehicle('van'), t('pricing.vehicles.supplement')]}
          rows={airports.map((code) => {
            const fare = tariff.airportFares[code];
            return { key: code, label: t(`pricing.airports.names.${code}`), cells: [money(fare.sedan), money(fare.van), `+${money(fare.van - fare.sedan)}`] };
          })}
        />
        <List.Root ps={5} gap={1}>
          {VEHICLES.map((v) => (
            <List.Item key={v}>{t('pricing.vehicles.capacity', { vehicle: vehicle(v), passengers: capacity[v].passengers, luggage: capacity[v].luggage })}</List.Item>
          ))}
        </List.Root>
      </PageSection>

      <PageSection title={t('pricing.distance.heading')}>
        <Text>{t('pricing.distance.intro')}</Text>
        <PriceTable
          caption={t('pricing.distance.caption')}
          columns={[t('pricing.distance.distance'), vehicle('sedan'), vehicle('van')]}
          rows={[
            { key: 'short', label: t('pricing.distance.short', { km }), cells: VEHICLES.map((v) => money(distance[v].shortFlatCents)) },
            {
              key: 'long',
              label: t('pricing.distance.long', { km }),
              cells: VEHICLES.map((v) => t('pricing.distance.longValue', { base: money(distance[v].longBaseCents), perKm: money(distance[v].longPerKmCents) })),
            },
          ]}
        />
        <Text color="fg.muted">{t('pricing.distance.example', { km, exampleKm: formatDecimal(EXAMPLE_KM, lng), price: money(example.cents) })}</Text>
      </PageSection>

      <PageSection title={t('pricing.extras.heading')}>
        <Text>{t('pricing.extras.intro')}</Text>
        <PriceTable
          caption={t('pricing.extras.caption')}
          columns={[t('pricing.extras.item'), t('pricing.extras.price')]}
          rows={EXTRA_CODES.map((code) => ({ key: code, label: t(`pricing.extras.names.${code}`), cells: [t('pricing.extras.each', { price: money(tariff.extras[code]) })] }))}
        />
        <Text color="fg.muted">{t('pricing.extras.seats', { sedan: capacity.sedan.childSeats, van: capacity.van.childSeats })}</Text>
      </PageSection>

      <PageSection title={t('pricing.noSurge.heading')}>
        <Text fontWeight="semibold">{t('pricing.noSurge.promise')}</Text>
        <Text>{t('pricing.noSurge.body', { vat: formatDecimal(VAT_RATE_PERCENT, lng) })}</Text>
      </PageSection>

      <PageSection title={t('pricing.included.heading')}>
        <List.Root ps={5} gap={2}>
          <List.Item>{t('pricing.included.meet')}</List.Item>
          <List.Item>{t('pricing.included.flight')}</List.Item>
          <List.Item>{t('pricing.included.english')}</List.Item>
          <List.Item>{t('pricing.included.cancel', { hours: FULL_REFUND_MIN_HOURS, percent: formatDecimal(LATE_REFUND_PERCENT, lng) })}</List.Item>
        </List.Root>
        <PriceTable
          caption={t('pricing.included.wait.caption')}
          columns={[t('pricing.included.wait.place'), t('pricing.included.wait.free')]}
          rows={WAIT_PLACES.map((place) => ({ key: place, label: t(`pricing.included.wait.${place}`), cells: [t('pricing.included.wait.minutes', { minutes: FREE_WAIT_MINUTES[place] })] }))}
        />
      </PageSection>
    </Stack>
  );
}

/**
 * /pricing (SPEC 2 and 9, issue [G] 4): the live tariff from Postgres (getTariff, public, plain fetch),
 * under the same cache key as the booking form's (booking/use-pricing.ts TARIFF_KEY), so a visitor who
 * goes on to book fetches it once. Airport fares by vehicle with the van supplement, distance bands,
 * seats and extras, no surge, what is included, and the way to book.
 */
export default function PricingPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const query = useOperationQuery(getTariff, {}, { access: 'public' });

  return (
    <Page title={t('pages.pricing.title')} lead={t('pages.pricing.lead')}>
      <Stack gap={10}>
        {query.data ? (
          <Prices tariff={query.data.tariff} />
        ) : query.isError ? (
          <Stack gap={4} align="flex-start">
            <Text role="alert">{t('pricing.failed')}</Text>
            <Button colorPalette="brand" onClick={() => void query.refetch()}>
              {tc('remote.retry')}
            </Button>
          </Stack>
        ) : (
          <Box role="status" aria-label={tc('remote.loading')} display="flex" justifyContent="center" py={16}>
            <Spinner size="md" color="brand.600" />
          </Box>
        )}
        {/* Once the prices are in (or failed): shown under the spinner, the tables would push it down (CLS 0.16). */}
        {!query.isPending && (
          <PageSection title={t('pricing.cta.heading')}>
            <Text>{t('pricing.cta.body')}</Text>
            <Button asChild colorPalette="brand" size="lg" alignSelf="flex-start">
              <RouterLink to="/">{t('pricing.cta.button')}</RouterLink>
            </Button>
          </PageSection>
        )}
      </Stack>
    </Page>
  );
}
