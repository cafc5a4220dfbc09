import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '@rides/platform/router';
import { Button, chakra, List, Stack, Table, Text } from '@chakra-ui/react';
import { AIRPORT_CODES } from '@rides/contracts/places';
import { EXTRA_CODES, getTariff, VEHICLES } from '@rides/contracts/pricing';
import { FULL_REFUND_MIN_HOURS, LATE_REFUND_PERCENT } from '@rides/domain/cancellation';
import { FREE_WAIT_MINUTES } from '@rides/domain/ride-lifecycle';
import { VAT_RATE_PERCENT } from '@rides/domain/self-service';
import { formatDecimal } from '@rides/i18n/format';
import { useOperationQuery } from '@rides/platform/query';
import { Page } from '@rides/ui/page';
import { PageSection } from '@rides/ui/page-section';
import {
  EXAMPLE_KM,
  FIGURE_ATTRIBUTE,
  FIGURES_ATTRIBUTE,
  figureMark,
  isCountFigure,
  PENDING_ATTRIBUTE,
  splitFigures,
  tariffFigures,
  type TariffFigures,
} from '@rides/ui/tariff-figures';

/** Free waiting time, in the order a traveller reads it (ride-lifecycle.ts FREE_WAIT_MINUTES). */
const WAIT_PLACES = ['airportWithFlight', 'airport', 'station', 'port', 'elsewhere'] as const;

/** A small table of prices: a caption for screen readers, row headers, money right-aligned. */
function PriceTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: Array<{ key: string; label: ReactNode; cells: ReactNode[] }> }) {
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

/**
 * A figure of the tariff: empty and drawn as a bar until it is known (the same markup before and
 * after). The bar is about as wide as the figure will be ("7", "€75"), so a sentence wraps the same
 * way before and after (a wider bar pushed "Van: up to 7 passengers…" onto two lines: CLS 0.11).
 */
function Figure({ id, figures }: { id: string; figures: TariffFigures | null }) {
  const known = figures?.[id];
  return (
    <chakra.span {...{ [FIGURE_ATTRIBUTE]: id, [PENDING_ATTRIBUTE]: known === undefined ? '' : undefined }} css={isCountFigure(id) ? PENDING_COUNT : PENDING_AMOUNT}>
      {known ?? ''}
    </chakra.span>
  );
}
const pendingBar = (minWidth: string) =>
  ({ [`&[${PENDING_ATTRIBUTE}]`]: { display: 'inline-block', minWidth, height: '0.9em', verticalAlign: 'middle', borderRadius: 'sm', bg: 'bg.emphasized' } }) as const;
// `ch`: the width of a digit in the page's font. A count is one digit; an amount about three ("€75").
const PENDING_COUNT = pendingBar('1ch');
const PENDING_AMOUNT = pendingBar('3ch');

/**
 * Every figure below comes from the active tariff (getTariff), through tariffFigures, or from the rules
 * in @rides/domain. `figures` null: not known yet; the page's words and tables are all there, each
 * figure an empty bar (the prerendered HTML, which the shell's first script fills: tariff-island.ts).
 */
function Prices({ figures }: { figures: TariffFigures | null }) {
  const { t, i18n } = useTranslation('public');
  const lng = i18n.language;
  const vehicle = (v: (typeof VEHICLES)[number]) => t(`pricing.vehicles.${v}`);
  const figure = (id: string) => <Figure id={id} figures={figures} />;
  /** A translated sentence whose values are figures (figureMark), with each figure in its element. */
  const withFigures = (text: string) =>
    splitFigures(text).map((part, i) => (typeof part === 'string' ? part : <Figure key={i} id={part.figure} figures={figures} />));
  const km = figureMark('km');

  return (
    <Stack gap={10} {...{ [FIGURES_ATTRIBUTE]: '' }} aria-busy={figures ? undefined : true}>
      <PageSection title={t('pricing.airports.heading')}>
        <Text>{t('pricing.airports.intro')}</Text>
        <PriceTable
          caption={t('pricing.airports.caption')}
          columns={[t('pricing.route'), vehicle('sedan'), vehicle('van'), t('pricing.vehicles.supplement')]}
          rows={AIRPORT_CODES.map((code) => ({
            key: code,
            label: t(`pricing.airports.names.${code}`),
            cells: [figure(`air.${code}.sedan`), figure(`air.${code}.van`), figure(`air.${code}.supplement`)],
          }))}
        />
        <List.Root ps={5} gap={1}>
          {VEHICLES.map((v) => (
            <List.Item key={v}>
              {withFigures(t('pricing.vehicles.capacity', { vehicle: vehicle(v), passengers: figureMark(`passengers.${v}`), luggage: figureMark(`luggage.${v}`) }))}
            </List.Item>
          ))}
        </List.Root>
      </PageSection>

      <PageSection title={t('pricing.distance.heading')}>
        <Text>{t('pricing.distance.intro')}</Text>
        <PriceTable
          caption={t('pricing.distance.caption')}
          columns={[t('pricing.distance.distance'), vehicle('sedan'), vehicle('van')]}
          rows={[
            { key: 'short', label: withFigures(t('pricing.distance.short', { km })), cells: VEHICLES.map((v) => figure(`short.${v}`)) },
            {
              key: 'long',
              label: withFigures(t('pricing.distance.long', { km })),
              cells: VEHICLES.map((v) => withFigures(t('pricing.distance.longValue', { base: figureMark(`base.${v}`), perKm: figureMark(`perKm.${v}`) }))),
            },
          ]}
        />
        <Text color="fg.muted">
          {withFigures(t('pricing.distance.example', { km, exampleKm: formatDecimal(EXAMPLE_KM, lng), price: figureMark('example') }))}
        </Text>
      </PageSection>

      <PageSection title={t('pricing.extras.heading')}>
        <Text>{t('pricing.extras.intro')}</Text>
        <PriceTable
          caption={t('pricing.extras.caption')}
          columns={[t('pricing.extras.item'), t('pricing.extras.price')]}
          rows={EXTRA_CODES.map((code) => ({ key: code, label: t(`pricing.extras.names.${code}`), cells: [withFigures(t('pricing.extras.each', { price: figureMark(`extra.${code}`) }))] }))}
        />
        <Text color="fg.muted">{withFigures(t('pricing.extras.seats', { sedan: figureMark('childSeats.sedan'), van: figureMark('childSeats.van') }))}</Text>
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
 *
 * Issue [H] 2: the page is prerendered with every word and table and its figures empty; the shell's
 * first script fills them from getTariff (shell/src/prerender/tariff-island.ts) and puts that answer in
 * this query's cache before React hydrates, so the page needs no framework until the visitor acts, and
 * React renders exactly what is on screen. Same layout while pending, filled or hydrated: no shift.
 */
export default function PricingPage() {
  const { t } = useTranslation('public');
  const { t: tc, i18n } = useTranslation();
  const query = useOperationQuery(getTariff, {}, { access: 'public' });
  const figures = useMemo(() => (query.data ? tariffFigures(query.data.tariff, i18n.language) : null), [query.data, i18n.language]);

  return (
    <Page title={t('pages.pricing.title')} lead={t('pages.pricing.lead')}>
      <Stack gap={10}>
        {query.isError && !query.data ? (
          <Stack gap={4} align="flex-start">
            <Text role="alert">{t('pricing.failed')}</Text>
            <Button colorPalette="brand" onClick={() => void query.refetch()}>
              {tc('remote.retry')}
            </Button>
          </Stack>
        ) : (
          <Prices figures={figures} />
        )}
        <PageSection title={t('pricing.cta.heading')}>
          <Text>{t('pricing.cta.body')}</Text>
          <Button asChild colorPalette="brand" size="lg" alignSelf="flex-start">
            <RouterLink to="/">{t('pricing.cta.button')}</RouterLink>
          </Button>
        </PageSection>
      </Stack>
    </Page>
  );
}
