import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import type { Tariff } from '@rides/contracts/pricing';
import { FREE_WAIT_MINUTES } from '@rides/domain/ride-lifecycle';
import en from '../../locales/en.json';
import PricingPage from '../pricing-page';
import { callsTo, handlers, installFakeNetwork, resetNetwork, type Answer } from '../../booking/__tests__/fake-network';
import { tariff as specTariff } from '../../booking/__tests__/fixtures';

i18n.addResourceBundle('en', 'public', en);
installFakeNetwork();

const p = en.pricing;
/** Amounts no copy of the page could know: whatever getTariff answers is what the page shows. */
const live: Tariff = {
  ...specTariff,
  airportFares: { CDG: { sedan: 8200, van: 10700 }, ORY: { sedan: 6900, van: 8900 }, BVA: { sedan: 21000, van: 26000 } },
  distance: { shortMaxKm: 12, sedan: { shortFlatCents: 3900, longBaseCents: 2200, longPerKmCents: 210 }, van: { shortFlatCents: 4900, longBaseCents: 2700, longPerKmCents: 250 } },
  extras: { 'child-seat': 1200, 'booster-seat': 600, 'extra-stop': 1700, pet: 1100 },
};
const renderPage = () => renderAt('/pricing', [{ path: '/pricing', element: <PricingPage /> }]);
const row = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: header }).closest('tr')!;

beforeEach(() => resetNetwork());

it('shows the live tariff: airport fares by vehicle with the van supplement, distance bands, extras', async () => {
  handlers.getTariff = () => ({ result: { version: 7, tariff: live } });
  renderPage();
  await screen.findByText('€82');
  const airports = screen.getByRole('table', { name: p.airports.caption });
  expect(within(row(airports, p.airports.names.CDG)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['€82', '€107', '+€25']);
  expect(within(row(airports, p.airports.names.BVA)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['€210', '€260', '+€50']);

  const distance = screen.getByRole('table', { name: p.distance.caption });
  expect(within(row(distance, 'Up to 12 km')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['€39', '€49']);
  expect(within(row(distance, 'Over 12 km')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['€22 + €2.10 per km', '€27 + €2.50 per km']);
  // The worked example is priced by the same rule as the booking form: €22 + 40 × €2.10 = €106.
  expect(screen.getByText((_, el) => el?.tagName === 'P' && /40 km in a sedan costs €106\./.test(el.textContent ?? ''))).toBeInTheDocument();

  const extras = screen.getByRole('table', { name: p.extras.caption });
  expect(within(row(extras, p.extras.names['child-seat'])).getByRole('cell')).toHaveTextContent('€12 each');
  expect(within(row(extras, p.extras.names.pet)).getByRole('cell')).toHaveTextContent('€11 each');
  expect(callsTo('getTariff')).toEqual([{}]);
});

it('has every word and table before the tariff answers: its figures empty, the prices marked busy (the prerendered page)', async () => {
  let answer: (a: Answer) => void = () => undefined;
  handlers.getTariff = () => new Promise<Answer>((resolve) => (answer = resolve));
  renderPage();
  const airports = await screen.findByRole('table', { name: p.airports.caption });
  expect(within(row(airports, p.airports.names.CDG)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', '', '']);
  expect(airports.closest('[aria-busy="true"]')).not.toBeNull();
  expect(screen.getByRole('table', { name: p.extras.caption })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: p.cta.button })).toBeInTheDocument();

  answer({ result: { version: 7, tariff: live } });
  expect(await within(row(airports, p.airports.names.CDG)).findByText('€82')).toBeInTheDocument();
  expect(airports.closest('[aria-busy]')).toBeNull();
  expect(airports.querySelector('[data-pending]')).toBeNull();
});

it('says there is no surge and what is always included, with the free waiting times of the rules', async () => {
  renderPage();
  expect(await screen.findByText(p.noSurge.promise)).toBeInTheDocument();
  expect(screen.getByText(p.included.meet)).toBeInTheDocument();
  expect(screen.getByText(p.included.flight)).toBeInTheDocument();
  expect(screen.getByText('Free cancellation more than 24 hours before pickup; after that, 80% is refunded.')).toBeInTheDocument();
  const waiting = screen.getByRole('table', { name: p.included.wait.caption });
  expect(within(row(waiting, p.included.wait.airportWithFlight)).getByRole('cell')).toHaveTextContent(`${FREE_WAIT_MINUTES.airportWithFlight} min`);
  expect(within(row(waiting, p.included.wait.elsewhere)).getByRole('cell')).toHaveTextContent(`${FREE_WAIT_MINUTES.elsewhere} min`);
  expect(screen.getByRole('link', { name: p.cta.button })).toHaveAttribute('href', '/');
});

it('offers a retry when the tariff cannot be read, and still the way to book', async () => {
  handlers.getTariff = () => 'offline';
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(p.failed);
  expect(screen.getByRole('link', { name: p.cta.button })).toBeInTheDocument();
  handlers.getTariff = () => ({ result: { version: 7, tariff: live } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: p.airports.caption })).toBeInTheDocument();
});
