import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { DriverRide } from '@rides/contracts/rides';
import { BackendError } from '@rides/platform/backend';
import { readDeviceCopy, saveDeviceCopy } from '@rides/platform/device-copy';
import { initialSession, setSession } from '@rides/platform/session';
import { renderAt } from '@rides/test-utils/render';
import DriverHomePage from '../pages/driver-home-page';
import ScheduledPage from '../pages/scheduled-page';
import { backend, callsTo, calls, ride, ridesAnswer } from './driver-fixtures';

// Issue [M] 2: the rides kept on the phone open the app and show without a network; steps say they need one.
let rides: DriverRide[] = [];
let down = false;
backend.answer = async (name) => {
  if (down) throw new BackendError('unavailable', 'offline');
  if (name === 'listDriverRides') return ridesAnswer(rides);
  throw new Error(`unexpected ${name}`);
};

const SAVED_AT = Date.parse('2026-01-15T08:05:00.000Z'); // 09:05 in Paris

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  setSession({ status: 'signedIn', user: { id: 'drv-1', email: 'driver@example.com' }, roles: ['driver'], effectiveRole: 'driver' });
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  setSession(initialSession);
  down = false;
});

it('offline, shows the rides kept on the phone with the time of the last update', async () => {
  saveDeviceCopy('driverRides', 'drv-1', { savedAt: SAVED_AT, data: ridesAnswer([ride({ reference: 'PT-KEPT01' })]) });
  down = true;
  act(() => onlineManager.setOnline(false));
  renderAt('/driver/scheduled', [{ path: '/driver/scheduled', element: <ScheduledPage /> }]);
  expect(await screen.findByText('PT-KEPT01')).toBeInTheDocument();
  expect(screen.getByTestId('offline-notice')).toHaveTextContent('Offline: last updated 09:05');
  expect(screen.getByRole('link', { name: 'Call Grace Hopper' })).toHaveAttribute('href', 'tel:+33612345678');
});

it('online, reads the rides again and keeps the new answer for the next time', async () => {
  saveDeviceCopy('driverRides', 'drv-1', { savedAt: SAVED_AT, data: ridesAnswer([ride({ reference: 'PT-KEPT01' })]) });
  rides = [ride({ reference: 'PT-FRESH2' })];
  renderAt('/driver/scheduled', [{ path: '/driver/scheduled', element: <ScheduledPage /> }]);
  expect(await screen.findByText('PT-FRESH2')).toBeInTheDocument();
  expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  expect(callsTo('listDriverRides')).toHaveLength(1);
  expect(readDeviceCopy<{ rides: DriverRide[] }>('driverRides', 'drv-1')?.data.rides.map((r) => r.reference)).toEqual(['PT-FRESH2']);
});

it('offline, a step is refused at once with the reason and nothing is sent', async () => {
  const soon = new Date(Date.now() + 60 * 60_000).toISOString();
  rides = [ride({ id: '1', reference: 'PT-NEXT01', pickupAt: soon, allowedActions: ['start', 'hand_back'] })];
  renderAt('/driver', [{ path: '/driver', element: <DriverHomePage /> }]);
  const card = within(await screen.findByRole('region', { name: 'CDG Terminal 2E → Paris 8th arrondissement' }));
  act(() => onlineManager.setOnline(false));
  await userEvent.click(card.getByRole('button', { name: "I'm on my way" }));
  expect(await screen.findByText('You are offline: this step needs a connection. Try again once you are back online.')).toBeInTheDocument();
  expect(callsTo('driverRideAction')).toEqual([]);
});
