import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import type { DriverRide } from '@rides/contracts/rides';
import { parisInstant, parisLocal } from '@rides/domain/paris-time';
import { formatParisDate } from '@rides/i18n/format';
import { BackendError } from '@rides/platform/backend';
import { renderAt } from '@rides/test-utils/render';
import { toaster } from '@rides/ui/toaster';
import DriverHomePage from '../pages/driver-home-page';
import { backend, calls, callsTo, cdg2e, en, paris8, ride, ridesAnswer } from './driver-fixtures';

let rides: DriverRide[] = [];
let fail = false;
backend.answer = async (name, input) => {
  if (fail) throw new BackendError('unavailable', 'down');
  if (name === 'listDriverRides') return ridesAnswer(rides, { today: 2, month: 14, completedThisMonth: 9, toCollectCents: 16000 });
  if (name === 'driverRideAction') {
    const { rideId } = input as { rideId: string };
    const out = { ...rides.find((r) => r.id === rideId)!, status: 'en_route' as const, allowedActions: ['arrive' as const] };
    rides = rides.map((r) => (r.id === rideId ? out : r));
    return out;
  }
  throw new Error(`unexpected ${name}`);
};

const renderPage = () => renderAt('/driver', [{ path: '/driver', element: <DriverHomePage /> }]);
const nextRide = async () => within(await screen.findByRole('region', { name: 'CDG Terminal 2E → Paris 8th arrondissement' }));

beforeEach(() => {
  calls.length = 0;
  fail = false;
});

it('shows the next ride, its countdown and its one next step as a big button', async () => {
  const soon = new Date(Date.now() + (2 * 60 + 5) * 60_000 + 30_000).toISOString();
  rides = [
    ride({ id: '1', reference: 'PT-NEXT01', pickupAt: soon, collectCents: 7500, allowedActions: ['start', 'hand_back'] }),
    ride({ id: '2', reference: 'PT-LATER2', pickupAt: '2099-08-01T08:00:00.000Z' }),
  ];
  renderPage();
  const card = await nextRide();
  expect(card.getByTestId('ride-reference')).toHaveTextContent('PT-NEXT01');
  expect(card.getByTestId('countdown')).toHaveTextContent('Pickup in 2 h 05 min');
  expect(card.getByText('To collect: €75')).toBeInTheDocument();
  expect(card.getByRole('button', { name: "I'm on my way" })).toBeInTheDocument();
  // Only the step forward here; handing back is on the ride's page.
  expect(card.queryByRole('button', { name: 'Hand this ride back' })).not.toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Open the ride' })).toHaveAttribute('href', '/driver/ongoing');

  const toasts: string[] = [];
  const unsubscribe = toaster.subscribe((t: { title?: string; dismiss?: boolean }) => t.title && !t.dismiss && toasts.push(t.title));
  await userEvent.click(card.getByRole('button', { name: "I'm on my way" }));
  expect(await card.findByRole('button', { name: "I've arrived" })).toBeInTheDocument();
  expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '1', action: 'start' }]);
  // The new status is announced once: by the action, not again when the list comes back changed.
  await waitFor(() => expect(toasts).toEqual(['Ride PT-NEXT01: On the way']));
  unsubscribe();
});

it('says when the next step opens instead of a button that would be refused', async () => {
  rides = [ride({ allowedActions: ['hand_back'] })];
  renderPage();
  const card = await nextRide();
  expect(card.getByTestId('countdown')).toHaveTextContent(/^Pickup in \d+ d \d+ h$/);
  expect(card.getByText('You can set off from 1 Jul 2099, 09:00 (Paris time).')).toBeInTheDocument();
  expect(card.queryByRole('button', { name: "I'm on my way" })).not.toBeInTheDocument();
});

it("shows today's and this month's counts and what is left to collect", async () => {
  rides = [ride()];
  renderPage();
  expect(await screen.findByTestId('stat-today')).toHaveTextContent('Today2');
  expect(screen.getByTestId('stat-month')).toHaveTextContent('This month14');
  expect(screen.getByTestId('stat-completed')).toHaveTextContent('Completed this month9');
  expect(screen.getByTestId('stat-collect')).toHaveTextContent('To collect (pay the driver)€160');
});

describe("today's and this month's rides", () => {
  /** A Paris wall-clock date and time as the instant the server sends. */
  const at = (date: string, time: string) => parisInstant(date, time)!.toISOString();
  const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const region = async (name: string) => within(await screen.findByRole('region', { name }));
  const lines = (list: ReturnType<typeof within>) => list.getAllByRole('listitem').map((li: HTMLElement) => li.textContent);

  it('lists every ride of today (Paris time) whatever its status, and this month\'s finished ones newest first', async () => {
    const today = parisLocal(new Date()).date;
    const lastMonth = dayAfter(`${today.slice(0, 7)}-01`, -1);
    const back = { from: paris8, to: cdg2e };
    rides = [
      ride({ id: '1', status: 'assigned', pickupAt: at(today, '23:30') }),
      ride({ id: '2', status: 'completed', pickupAt: at(today, '00:30'), ...back }),
      ride({ id: '3', status: 'cancelled', pickupAt: at(today, '07:00'), collectCents: 5000, traveller: { name: '', phone: '' } }),
      ride({ id: '4', status: 'assigned', pickupAt: at(dayAfter(today, 1), '10:00') }),
      ride({ id: '5', status: 'completed', pickupAt: at(today, '05:00'), collectCents: 7500, cashCollectedCents: 7000, ...back }),
      ride({ id: '6', status: 'no_show', pickupAt: at(lastMonth, '12:00') }),
    ];
    renderPage();
    const go = 'CDG Terminal 2E → Paris 8th arrondissement';
    const ret = 'Paris 8th arrondissement → CDG Terminal 2E';

    const todayList = await region(en.home.todayList.heading);
    expect(todayList.getByRole('list')).toBeInTheDocument();
    expect(lines(todayList)).toEqual([`00:30${ret}Completed`, `05:00${ret}Completed`, `07:00${go}Cancelled`, `23:30${go}Assigned`]);

    const monthList = await region(en.home.monthList.heading);
    expect(monthList.getByRole('list')).toBeInTheDocument();
    const day = formatParisDate(at(today, '12:00'), 'en', 'short');
    // Newest first; what was collected on the pay-the-driver ride, nothing on the card one or the cancelled one.
    expect(lines(monthList)).toEqual([`${day}${go}Cancelled`, `${day}${ret}CompletedCollected: €70`, `${day}${ret}Completed`]);
  });

  it('says when there is no ride today and none finished this month', async () => {
    rides = [ride({ pickupAt: '2099-07-01T08:30:00.000Z' })];
    renderPage();
    const todayList = await region(en.home.todayList.heading);
    expect(todayList.getByText(en.home.todayList.empty)).toBeInTheDocument();
    expect(todayList.queryByRole('list')).not.toBeInTheDocument();
    const monthList = await region(en.home.monthList.heading);
    expect(monthList.getByText(en.home.monthList.empty)).toBeInTheDocument();
    expect(monthList.queryByRole('list')).not.toBeInTheDocument();
  });
});

it('with no rides says so, and links to the other driver pages', async () => {
  rides = [ride({ status: 'completed' })];
  renderPage();
  expect(await screen.findByRole('heading', { name: en.home.empty.title })).toBeInTheDocument();
  const nav = within(screen.getByRole('navigation', { name: en.nav.label }));
  expect(nav.getByRole('link', { name: en.nav.scheduled })).toHaveAttribute('href', '/driver/scheduled');
  expect(nav.getByRole('link', { name: en.nav.ongoing })).toHaveAttribute('href', '/driver/ongoing');
  expect(nav.getByRole('link', { name: en.nav.profile })).toHaveAttribute('href', '/driver/profile');
});

it('shows a new assignment without a reload when the driver comes back to the app, and says so once', async () => {
  const toasts: string[] = [];
  const unsubscribe = toaster.subscribe((t: { title?: string; dismiss?: boolean }) => t.title && !t.dismiss && toasts.push(t.title));
  rides = [];
  renderPage();
  expect(await screen.findByRole('heading', { name: en.home.empty.title })).toBeInTheDocument();
  rides = [ride({ reference: 'PT-NEW001' })];
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  expect(await screen.findByText('PT-NEW001')).toBeInTheDocument();
  expect(callsTo('listDriverRides')).toHaveLength(2);
  expect(toasts).toEqual(['New ride PT-NEW001: Wednesday, 1 July 2099 at 10:30']);
  focusManager.setFocused(undefined);
  unsubscribe();
});

it('says when the rides cannot be loaded, and Try again asks again', async () => {
  fail = true;
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(en.rides.loadFailed);
  fail = false;
  rides = [ride({ reference: 'PT-BACK01' })];
  await userEvent.click(screen.getByRole('button', { name: en.rides.retry }));
  expect(await screen.findByText('PT-BACK01')).toBeInTheDocument();
  await waitFor(() => expect(callsTo('listDriverRides')).toHaveLength(2));
});
