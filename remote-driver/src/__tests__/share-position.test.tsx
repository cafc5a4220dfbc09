import { act, screen, waitFor } from '@testing-library/react';
import type { DriverRide } from '@rides/contracts/rides';
import { renderAt } from '@rides/test-utils/render';
import OngoingPage from '../pages/ongoing-page';
import { backend, calls, callsTo, ride, ridesAnswer } from './driver-fixtures';

// The ride under way shares the phone's position with the traveller's live link (issue [K] 3):
// watchPosition while en route / arrived, at most one send every 15 s, a translated word when refused.

let rides: DriverRide[] = [];
let kept = true;
backend.answer = async (name) => {
  if (name === 'listDriverRides') return ridesAnswer(rides);
  if (name === 'shareRidePosition') return kept ? { kept: true, nextInSeconds: 15 } : { kept: false, nextInSeconds: 9 };
  throw new Error(`unexpected ${name}`);
};

type Success = (p: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (e: { code: number }) => void;
const watchers: Array<{ ok: Success; fail: Failure }> = [];
const clearWatch = jest.fn();
let clock = 1_000_000;

beforeEach(() => {
  calls.length = 0;
  watchers.length = 0;
  clearWatch.mockClear();
  kept = true;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { watchPosition: (ok: Success, fail: Failure) => watchers.push({ ok, fail }) - 1, clearWatch, getCurrentPosition: jest.fn() },
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const renderPage = () => renderAt('/driver/ongoing', [{ path: '/driver/ongoing', element: <OngoingPage /> }]);
const at = (latitude: number, longitude: number) => act(() => watchers[0]!.ok({ coords: { latitude, longitude, accuracy: 8 } }));

it('says the position is shared while en route, and sends it at most every 15 s', async () => {
  rides = [ride({ id: '7', status: 'en_route', allowedActions: ['arrive'] })];
  const view = renderPage();
  expect(await screen.findByText('Sharing your location with the traveller')).toBeInTheDocument();
  await waitFor(() => expect(watchers).toHaveLength(1));

  await at(48.9, 2.4);
  await waitFor(() => expect(callsTo('shareRidePosition')).toHaveLength(1));
  expect(callsTo('shareRidePosition')[0]!.input).toEqual({ rideId: '7', lat: 48.9, lng: 2.4, accuracy: 8 });

  clock += 5_000;
  await at(48.91, 2.41); // 5 s later: not sent
  clock += 10_000;
  await at(48.92, 2.42); // 15 s after the first: sent
  await waitFor(() => expect(callsTo('shareRidePosition')).toHaveLength(2));
  expect(callsTo('shareRidePosition')[1]!.input).toMatchObject({ lat: 48.92, lng: 2.42 });

  view.unmount();
  expect(clearWatch).toHaveBeenCalled();
});

it('waits as long as the server asks when it did not keep a position', async () => {
  kept = false; // the server kept one from this ride less than 15 s ago: try again in 9 s
  rides = [ride({ id: '10', status: 'en_route', allowedActions: ['arrive'] })];
  renderPage();
  await waitFor(() => expect(watchers).toHaveLength(1));
  await at(48.9, 2.4);
  await waitFor(() => expect(callsTo('shareRidePosition')).toHaveLength(1));
  clock += 8_000;
  await at(48.91, 2.41); // 8 s later: still waiting
  clock += 1_000;
  await at(48.92, 2.42); // 9 s: sent, not 15 s
  await waitFor(() => expect(callsTo('shareRidePosition')).toHaveLength(2));
});

it('does not watch the position of a ride not yet started', async () => {
  rides = [ride({ id: '8', status: 'assigned', allowedActions: ['start'] })];
  renderPage();
  expect(await screen.findByTestId('ride-reference')).toBeInTheDocument();
  expect(watchers).toHaveLength(0);
  expect(screen.queryByTestId('share-position')).not.toBeInTheDocument();
});

it('explains a refused permission, and the ride goes on', async () => {
  rides = [ride({ id: '9', status: 'arrived', allowedActions: ['board'] })];
  renderPage();
  await waitFor(() => expect(watchers).toHaveLength(1));
  act(() => watchers[0]!.fail({ code: 1 }));
  expect(await screen.findByText('Your location is not shared')).toBeInTheDocument();
  expect(screen.getByText(/Location access is blocked for this site/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Passenger on board' })).toBeInTheDocument();
  expect(callsTo('shareRidePosition')).toHaveLength(0);
});
