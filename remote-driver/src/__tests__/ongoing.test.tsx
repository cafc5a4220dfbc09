import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverRide } from '@rides/contracts/rides';
import { BackendError } from '@rides/platform/backend';
import { renderAt } from '@rides/test-utils/render';
import OngoingPage from '../pages/ongoing-page';
import { backend, calls, callsTo, en, ride, ridesAnswer } from './driver-fixtures';

/** The server: the rides as they stand, and an action that moves the ride on (or refuses). */
let rides: DriverRide[] = [];
let onAction: (input: { rideId: string; action: string }) => DriverRide = () => {
  throw new Error('no action expected');
};
backend.answer = async (name, input) => {
  if (name === 'listDriverRides') return ridesAnswer(rides);
  if (name === 'driverRideAction') {
    const out = onAction(input as { rideId: string; action: string });
    rides = rides.map((r) => (r.id === out.id ? out : r));
    return out;
  }
  throw new Error(`unexpected ${name}`);
};

const renderPage = () => renderAt('/driver/ongoing', [{ path: '/driver/ongoing', element: <OngoingPage /> }]);
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  calls.length = 0;
});

it('shows the ride under way before an earlier assigned one, with only the steps the server allows', async () => {
  rides = [
    ride({ id: '1', reference: 'PT-EARLY1', pickupAt: '2099-07-01T06:00:00.000Z', allowedActions: ['start', 'hand_back'] }),
    ride({ id: '2', reference: 'PT-DRIVE2', status: 'en_route', allowedActions: ['arrive'] }),
  ];
  renderPage();
  expect(await screen.findByTestId('ride-reference')).toHaveTextContent('PT-DRIVE2');
  expect(screen.getByTestId('ride-status')).toHaveTextContent('On the way');
  expect(button("I've arrived")).toBeInTheDocument();
  for (const other of ["I'm on my way", 'Passenger on board', 'Ride completed', 'Passenger did not show up', 'Hand this ride back']) {
    expect(screen.queryByRole('button', { name: other })).not.toBeInTheDocument();
  }
});

it('sends the step pressed for that ride, then shows the ride as the server now has it', async () => {
  rides = [ride({ id: '7', status: 'en_route', allowedActions: ['arrive'] })];
  onAction = () => ride({ id: '7', status: 'arrived', allowedActions: ['board'] });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: "I've arrived" }));
  expect(await screen.findByRole('button', { name: 'Passenger on board' })).toBeInTheDocument();
  expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '7', action: 'arrive' }]);
  expect(screen.getByTestId('ride-status')).toHaveTextContent('Arrived at pickup');
  expect(callsTo('listDriverRides')).toHaveLength(2);
});

it('asks what was collected when completing a pay-the-driver ride, prefilled with the amount due', async () => {
  rides = [ride({ id: '8', status: 'on_board', collectCents: 7500, allowedActions: ['complete'] })];
  onAction = () => ride({ id: '8', status: 'completed', collectCents: 7500, cashCollectedCents: 8000 });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Ride completed' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText('The traveller was to pay you €75. Enter what you collected (cash or card).')).toBeInTheDocument();
  const amount = dialog.getByRole('textbox', { name: /Amount collected/ });
  expect(amount).toHaveValue('75');
  await userEvent.clear(amount);
  await userEvent.type(amount, 'eighty');
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm: ride completed' }));
  expect(dialog.getByText(en.confirm.amountInvalid)).toBeInTheDocument();
  expect(callsTo('driverRideAction')).toEqual([]);
  await userEvent.clear(amount);
  await userEvent.type(amount, '80,00');
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm: ride completed' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '8', action: 'complete', cashCollectedCents: 8000 }]);
});

it('completes a card ride after a confirmation, without an amount', async () => {
  rides = [ride({ id: '9', status: 'on_board', allowedActions: ['complete'] })];
  onAction = () => ride({ id: '9', status: 'completed' });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Ride completed' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm: ride completed' }));
  await waitFor(() => expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '9', action: 'complete' }]));
});

it('hands a ride back only with a reason, and says until when it may', async () => {
  rides = [ride({ id: '10', allowedActions: ['hand_back'] })];
  onAction = () => ride({ id: '10', status: 'unassigned' });
  renderPage();
  expect(await screen.findByText('You can hand this ride back until 30 Jun 2099, 22:30 (Paris time).')).toBeInTheDocument();
  expect(screen.getByText('You can set off from 1 Jul 2099, 09:00 (Paris time).')).toBeInTheDocument();
  await userEvent.click(button('Hand this ride back'));
  const dialog = within(await screen.findByRole('alertdialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Hand the ride back' }));
  expect(dialog.getByText('Please give a reason of 3 to 500 characters.')).toBeInTheDocument();
  expect(callsTo('driverRideAction')).toEqual([]);
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  // The contract's rule: the reason is trimmed before its length counts.
  await userEvent.type(reason, '  ab   ');
  await userEvent.click(dialog.getByRole('button', { name: 'Hand the ride back' }));
  expect(dialog.getByText('Please give a reason of 3 to 500 characters.')).toBeInTheDocument();
  expect(callsTo('driverRideAction')).toEqual([]);
  await userEvent.clear(reason);
  await userEvent.type(reason, '  Car broke down ');
  await userEvent.click(dialog.getByRole('button', { name: 'Hand the ride back' }));
  await waitFor(() => expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '10', action: 'hand_back', reason: 'Car broke down' }]));
});

it('offers the no-show report only once the server allows it, and confirms it first', async () => {
  rides = [ride({ id: '11', status: 'arrived', allowedActions: ['board'] })];
  const { unmount } = renderPage();
  expect(await screen.findByText('You can report a no-show from 1 Jul 2099, 11:30 (Paris time), once the free waiting time is over.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Passenger did not show up' })).not.toBeInTheDocument();
  unmount();

  rides = [ride({ id: '11', status: 'arrived', allowedActions: ['board', 'report_no_show'] })];
  onAction = () => ride({ id: '11', status: 'no_show_reported', allowedActions: ['board'] });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Passenger did not show up' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(callsTo('driverRideAction')).toEqual([]);
  await userEvent.click(dialog.getByRole('button', { name: 'Report the no-show' }));
  await waitFor(() => expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '11', action: 'report_no_show' }]));
});

it('says in words when the ride moved on meanwhile', async () => {
  rides = [ride({ id: '12', status: 'en_route', allowedActions: ['arrive'] })];
  onAction = () => {
    throw new BackendError('failed-precondition', 'errors.failed-precondition', { reason: 'wrong-status', status: 'cancelled' });
  };
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: "I've arrived" }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.refusals['wrong-status']);
});

it('says when there is no ride to drive', async () => {
  rides = [ride({ status: 'completed' })];
  renderPage();
  expect(await screen.findByRole('heading', { name: en.ongoing.empty.title })).toBeInTheDocument();
});

describe('the position', () => {
  const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: { latitude: 49.0035, longitude: 2.576 } } as GeolocationPosition));
  // Sharing with the traveller's live link (issue [K] 3) watches on its own (share-position.test.tsx); here it never answers.
  const watchPosition = jest.fn(() => 1);
  const permit = (state: PermissionState) => {
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: async () => ({ state }) } });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition, watchPosition, clearWatch: jest.fn() } });
  };
  afterEach(() => {
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    getCurrentPosition.mockClear();
  });

  it('goes with the step when the driver has already allowed it', async () => {
    permit('granted');
    rides = [ride({ id: '20', status: 'en_route', allowedActions: ['arrive'] })];
    onAction = () => ride({ id: '20', status: 'arrived' });
    renderPage();
    const arrive = await screen.findByRole('button', { name: "I've arrived" });
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalled());
    await userEvent.click(arrive);
    await waitFor(() => expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '20', action: 'arrive', position: { lat: 49.0035, lng: 2.576 } }]));
  });

  it('is never asked for by the step: without permission the step goes without it', async () => {
    permit('prompt');
    rides = [ride({ id: '21', status: 'en_route', allowedActions: ['arrive'] })];
    onAction = () => ride({ id: '21', status: 'arrived' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: "I've arrived" }));
    await waitFor(() => expect(callsTo('driverRideAction').map((c) => c.input)).toEqual([{ rideId: '21', action: 'arrive' }]));
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});
