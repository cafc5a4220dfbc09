import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DispatchPlan } from '@rides/contracts/dispatch-plan';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import AssignRidesPage from '../pages/assign-rides-page';
import { boardAnswer, callsOf, handlers, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);

const place = (name: string) => ({ name, detail: '' });
const planRide = (over: Partial<DispatchPlan['rides'][number]>): DispatchPlan['rides'][number] => ({
  rideId: '1',
  reference: 'PT-AAA001',
  pickupAt: '2026-07-02T06:00:00.000Z',
  dropoffAt: '2026-07-02T07:00:00.000Z',
  from: place('Paris 8th arrondissement'),
  to: place('CDG Terminal 2E'),
  vehicle: 'sedan',
  language: 'fr',
  travellerName: 'Grace Hopper',
  driverId: 'd1',
  why: { emptyKm: null, after: null, speaksLanguage: true, requested: false, vanForSedan: false, weekRides: 3 },
  noFit: null,
  alternatives: [{ id: 'd2', name: 'Bruno Martin' }],
  ...over,
});

const plan: DispatchPlan = {
  horizon: { start: '2026-07-01T22:00:00.000Z', end: '2026-07-02T22:00:00.000Z' },
  rides: [
    planRide({}),
    planRide({ rideId: '2', reference: 'PT-BBB002', pickupAt: '2026-07-02T09:00:00.000Z', why: { emptyKm: 24.5, after: 'PT-AAA001', speaksLanguage: false, requested: true, vanForSedan: false, weekRides: 4 } }),
    planRide({ rideId: '3', reference: 'PT-CCC003', vehicle: 'van', driverId: null, why: null, noFit: 'no-vehicle-fits', alternatives: [] }),
  ],
  drivers: [
    {
      id: 'd1',
      name: 'Ana Silva',
      vehicleType: 'sedan',
      languages: ['fr'],
      weekRides: 3,
      emptyKm: 24.5,
      stops: [
        { rideId: '1', reference: 'PT-AAA001', pickupAt: '2026-07-02T06:00:00.000Z', dropoffAt: '2026-07-02T07:00:00.000Z', from: 'Paris 8th', to: 'CDG T2E', suggested: true, gapMinutes: null, emptyKm: null },
        { rideId: '2', reference: 'PT-BBB002', pickupAt: '2026-07-02T09:00:00.000Z', dropoffAt: '2026-07-02T10:00:00.000Z', from: 'Paris 8th', to: 'CDG T2E', suggested: true, gapMinutes: 120, emptyKm: 24.5 },
        { rideId: '9', reference: 'PT-HELD09', pickupAt: '2026-07-02T14:00:00.000Z', dropoffAt: '2026-07-02T15:00:00.000Z', from: 'Paris 8th', to: 'Orly', suggested: false, gapMinutes: 240, emptyKm: null },
      ],
    },
  ],
  totals: { rides: 3, suggested: 2, emptyKm: 24.5, solveMs: 3 },
};

beforeEach(() => {
  reset();
  handlers.listRideBoard = async () => boardAnswer([], '2026-07-01T10:00:00.000Z');
  handlers.suggestDispatchPlan = async () => plan;
});

async function openPlan() {
  renderAt('/admin/assign-rides', [{ path: '/admin/assign-rides', element: <AssignRidesPage /> }]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Suggest a plan' }));
  return user;
}

it('asks for a day only once one is chosen, then shows each ride with its driver and why, and the drivers\' days', async () => {
  const user = await openPlan();
  await user.click(screen.getByText('Unassigned rides of one day'));
  await user.click(screen.getByRole('button', { name: 'Suggest a plan' }));
  expect(await screen.findByText('Choose a day.')).toBeInTheDocument();
  expect(callsOf('suggestDispatchPlan')).toEqual([]);

  await user.type(screen.getByLabelText('Day'), '2026-07-02');
  await user.click(screen.getByRole('button', { name: 'Suggest a plan' }));
  expect(await screen.findByText('2 of 3 rides have a suggested driver; 24.5 km driven empty between rides.')).toBeInTheDocument();
  expect(callsOf('suggestDispatchPlan')).toEqual([{ horizon: { kind: 'day', day: '2026-07-02' } }]);

  const [first, second, third] = screen.getAllByTestId('plan-ride');
  expect(within(first!).getByText(/No ride just before \(the approach is not counted\) · Speaks French · 3 rides this week/)).toBeInTheDocument();
  expect(within(second!).getByText(/24.5 km empty after PT-AAA001 · Does not speak French · Requested by the customer/)).toBeInTheDocument();
  expect(within(third!).getByText('No driver: no approved driver has a vehicle big enough.')).toBeInTheDocument();
  expect(within(third!).queryByRole('combobox')).toBeNull();
  const day = screen.getByRole('region', { name: 'Ana Silva' });
  expect(within(day).getByText('120 min after the previous drop-off, 24.5 km empty')).toBeInTheDocument();
  // After a break of over 3 hours only the gap: where the driver comes from then is not on file.
  expect(within(day).getByText('240 min after the previous drop-off')).toBeInTheDocument();
  expect(within(day).getByText('Already assigned')).toBeInTheDocument();
});

it('applies what the admin kept or changed, and lists what the server refused', async () => {
  handlers.applyDispatchPlan = async () => ({
    assigned: [{ rideId: '2', reference: 'PT-BBB002', driverId: 'd1' }],
    refused: [{ rideId: '1', reference: 'PT-AAA001', reason: 'wrong-status' }],
  });
  const user = await openPlan();
  await user.click(screen.getByRole('button', { name: 'Suggest a plan' }));
  await screen.findAllByTestId('plan-ride');
  expect(callsOf('suggestDispatchPlan')).toEqual([{ horizon: { kind: 'next-48h' } }]);

  await user.selectOptions(screen.getByLabelText('Driver for PT-AAA001'), 'Bruno Martin');
  // Ana's day now has one suggested ride: the first one is struck through as changed.
  const ana = screen.getByRole('region', { name: 'Ana Silva' });
  expect(within(ana).getByText(/^1 suggested ride ·/)).toBeInTheDocument();
  expect(within(ana).getByText('Changed')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Driver for PT-BBB002'), 'Do not assign');
  expect(within(screen.getAllByTestId('plan-ride')[1]!).getByText('Not to be assigned')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Driver for PT-BBB002'), 'Ana Silva (suggested)');
  await user.click(screen.getByRole('button', { name: 'Apply 2 assignments' }));

  expect(callsOf('applyDispatchPlan')).toEqual([{ assignments: [{ rideId: '1', driverId: 'd2' }, { rideId: '2', driverId: 'd1' }] }]);
  const outcome = await screen.findByTestId('plan-outcome');
  expect(within(outcome).getByText('1 ride assigned. Each driver gets one message with all their new rides.')).toBeInTheDocument();
  expect(within(outcome).getByText('PT-AAA001: This ride has changed meanwhile.')).toBeInTheDocument();
});
