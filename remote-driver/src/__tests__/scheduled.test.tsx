import { screen, within } from '@testing-library/react';
import type { DriverRide } from '@rides/contracts/rides';
import { renderAt } from '@rides/test-utils/render';
import ScheduledPage from '../pages/scheduled-page';
import { RideDetails } from '../rides/ride-details';
import { backend, calls, en, paris8, ride, ridesAnswer } from './driver-fixtures';

let rides: DriverRide[] = [];
backend.answer = async (name) => {
  if (name === 'listDriverRides') return ridesAnswer(rides);
  throw new Error(`unexpected ${name}`);
};

const renderPage = () => renderAt('/driver/scheduled', [{ path: '/driver/scheduled', element: <ScheduledPage /> }]);
const days = () => screen.getAllByTestId('ride-day');
const referencesIn = (day: HTMLElement) => within(day).getAllByTestId('ride-reference').map((el) => el.textContent);

beforeEach(() => {
  calls.length = 0;
});

it('groups the assigned rides by Paris day, in pickup order, leaving finished ones out', async () => {
  rides = [
    ride({ id: '3', reference: 'PT-MIDNT3', pickupAt: '2099-07-01T22:30:00.000Z' }), // 00:30 in Paris on 2 July
    ride({ id: '1', reference: 'PT-MORNG1', pickupAt: '2099-07-01T06:00:00.000Z' }),
    ride({ id: '2', reference: 'PT-LATE02', pickupAt: '2099-07-01T21:30:00.000Z' }), // 23:30 in Paris on 1 July
    ride({ id: '4', reference: 'PT-DONE04', status: 'completed', pickupAt: '2099-07-01T07:00:00.000Z' }),
  ];
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Wednesday, 1 July 2099' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Thursday, 2 July 2099' })).toBeInTheDocument();
  const [first, second] = days();
  expect(referencesIn(first!)).toEqual(['PT-MORNG1', 'PT-LATE02']);
  expect(within(first!).getAllByTestId('ride-time').map((el) => el.textContent)).toEqual(['08:00', '23:30']);
  expect(referencesIn(second!)).toEqual(['PT-MIDNT3']);
  expect(within(second!).getByTestId('ride-time')).toHaveTextContent('00:30');
  expect(screen.queryByText('PT-DONE04')).not.toBeInTheDocument();
  expect(calls).toEqual([{ name: 'listDriverRides', input: {} }]);
});

it('gives everything needed on the day: maps, flight, party, sign, phone, notes, amount to collect', async () => {
  rides = [ride({ collectCents: 9500 })];
  renderPage();
  const card = within(await screen.findByRole('listitem', { name: 'CDG Terminal 2E → Paris 8th arrondissement' }));
  expect(card.getByRole('link', { name: 'Map: pickup, CDG Terminal 2E' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=49.0035,2.576');
  expect(card.getByRole('link', { name: `Map: drop-off, ${paris8.name}` })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=48.87272,2.31255');
  expect(card.getByText('AF1234')).toBeInTheDocument();
  expect(card.getByText('3 passengers · 2 large bags · 1 child seat')).toBeInTheDocument();
  expect(card.getByText('Pet × 1')).toBeInTheDocument();
  expect(within(card.getByText(en.ride.sign).closest('div')!).getByText('Grace Hopper')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Call Grace Hopper' })).toHaveAttribute('href', 'tel:+33612345678');
  expect(card.getByRole('link', { name: 'WhatsApp Grace Hopper' })).toHaveAttribute('href', 'https://wa.me/33612345678');
  expect(card.getByText('Arriving with a cat in a carrier.')).toBeInTheDocument();
  expect(card.getByTestId('ride-payment')).toHaveTextContent('To collect: €95');
  expect(card.getByTestId('ride-status')).toHaveTextContent('Assigned');
});

it('offers no call or WhatsApp link when the server has blanked the traveller (a cancelled ride)', async () => {
  const cancelled = ride({ status: 'cancelled', traveller: { name: '', phone: '' } });
  renderAt('/ride', [{ path: '/ride', element: <RideDetails ride={cancelled} /> }]);
  expect(await screen.findByRole('link', { name: 'Map: pickup, CDG Terminal 2E' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^(Call|WhatsApp)/ })).not.toBeInTheDocument();
  for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^(tel:|https:\/\/wa\.me)/);
});

it('lets the driver hand back a ride still far enough ahead, and only that', async () => {
  rides = [
    ride({ id: '1', reference: 'PT-SOON01', pickupAt: '2099-07-01T06:00:00.000Z', allowedActions: ['start'] }),
    ride({ id: '2', reference: 'PT-LATER2', pickupAt: '2099-07-03T06:00:00.000Z', allowedActions: ['hand_back'] }),
  ];
  renderPage();
  const [soon, later] = await screen.findAllByTestId('ride-card');
  expect(within(soon!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(later!).getByRole('button', { name: 'Hand this ride back' })).toBeInTheDocument();
});

it('says when nothing is scheduled', async () => {
  rides = [];
  renderPage();
  expect(await screen.findByRole('heading', { name: en.scheduled.empty.title })).toBeInTheDocument();
});
