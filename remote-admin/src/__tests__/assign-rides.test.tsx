import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { i18n, renderAt } from '@rides/test-utils/render';
import en from '../locales/en.json';
import AssignRidesPage from '../pages/assign-rides-page';
import { groupByPickup } from '../rides/group-by-pickup';
import { BOARD_REFRESH_MS } from '../rides/use-ride-board';
import { boardAnswer, boardRide, callsOf, candidate, handlers, refusal, reset } from './fake-backend';

i18n.addResourceBundle('en', 'admin', en);

const NOW = '2026-07-01T10:00:00.000Z'; // 12:00 in Paris (CEST)
const overdue = boardRide({ id: '101', reference: 'PT-OVR001', pickupAt: '2026-07-01T09:30:00.000Z', requestedDriver: { id: 'd2', name: 'Bruno Martin' } });
const today = boardRide({ id: '102', reference: 'PT-TOD002', pickupAt: '2026-07-01T18:00:00.000Z', flightNumber: 'AF1234', payment: 'driver', totalCents: 8500 });
// 00:30 on 2 July in Paris, still 1 July in UTC: tomorrow for dispatch.
const tomorrow = boardRide({ id: '103', reference: 'PT-TMR003', pickupAt: '2026-07-01T22:30:00.000Z' });
const later = boardRide({ id: '104', reference: 'PT-LTR004', pickupAt: '2026-07-04T08:00:00.000Z' });

// The server ranks; a driver who does not fit is still listed (here first) so dispatch sees why.
const candidates = [
  candidate({ id: 'd1', name: 'Ana Silva', problems: ['busy', 'vehicle-too-small'], ridesThatDay: 3 }),
  candidate({ id: 'd2', name: 'Bruno Martin', requested: true, speaksBookingLanguage: true, ridesThatDay: 1 }),
  candidate({ id: 'd3', name: 'Chloé Dubois', vehicleType: 'van', vehicle: 'Mercedes V-Class', remarks: ['van-for-sedan'] }),
];

const renderPage = () => renderAt('/admin/assign-rides', [{ path: '/admin/assign-rides', element: <AssignRidesPage /> }]);
const group = (id: string) => screen.getByTestId(`group-${id}`);
const refsIn = (el: HTMLElement) => within(el).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  reset();
  handlers.listRideBoard = async (input) => ((input as { scope: string }).scope === 'assigned' ? boardAnswer([], NOW) : boardAnswer([later, tomorrow, today, overdue], NOW));
  handlers.listCandidateDrivers = async () => ({ candidates });
});

it('groups the rides waiting for a driver by Paris pickup day: Overdue, Today, Tomorrow, Later', async () => {
  renderPage();
  await screen.findByTestId('group-overdue');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Overdue', 'Today', 'Tomorrow', 'Later']);
  expect(refsIn(group('overdue'))).toEqual(['PT-OVR001']);
  expect(refsIn(group('today'))).toEqual(['PT-TOD002']);
  expect(refsIn(group('tomorrow'))).toEqual(['PT-TMR003']);
  expect(refsIn(group('later'))).toEqual(['PT-LTR004']);
  expect(callsOf('listRideBoard')).toEqual([{ scope: 'unassigned', limit: 50, after: null }]);

  const first = within(screen.getByRole('listitem', { name: 'PT-OVR001' }));
  expect(first.getByText('Requested: Bruno Martin')).toBeInTheDocument();
  expect(first.getByText('Paris 8th arrondissement → CDG Terminal 2E')).toBeInTheDocument();
  expect(first.getByText('Sedan · 2 passengers · 1 large bag')).toBeInTheDocument();
  expect(first.getByText('Grace Hopper')).toBeInTheDocument();
  const second = within(screen.getByRole('listitem', { name: 'PT-TOD002' }));
  expect(second.getByText('Wed, 1 Jul 2026, 20:00')).toBeInTheDocument();
  expect(second.getByText('AF1234')).toBeInTheDocument();
  expect(second.getByText('Pay the driver · €85')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'PT-TMR003' })).getByText('Thu, 2 Jul 2026, 00:30')).toBeInTheDocument();
});

it("shows a page of rides under the server's counts of every group, and Show more rides adds the next page", async () => {
  const user = userEvent.setup();
  // Page 1 holds no Later ride yet; page 2 brings one, and again the Today ride, whose pickup moved meanwhile.
  const more = boardRide({ id: '106', reference: 'PT-LTR006', pickupAt: '2026-07-09T08:00:00.000Z' });
  const moved = { ...today, pickupAt: '2026-07-01T19:00:00.000Z' };
  const counts = { overdue: 1, today: 1, tomorrow: 1, later: 1000 };
  handlers.listRideBoard = async (input) => {
    const { scope, after } = input as { scope: string; after: string | null };
    if (scope === 'assigned') return boardAnswer([], NOW);
    return after === 'page-2' ? boardAnswer([moved, more], NOW, { counts: null }) : boardAnswer([overdue, today, tomorrow], NOW, { next: 'page-2', counts });
  };
  renderPage();
  await screen.findByTestId('group-later');
  // Every group with rides is there from the first page, with its count, loaded or not.
  expect(within(group('later')).getByText('1000 rides or more')).toBeInTheDocument();
  expect(within(group('later')).getByText(en.board.groupNotLoaded)).toBeInTheDocument();
  expect(within(group('today')).getByText('1 ride')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('3 of 1003+ rides shown');

  await user.click(screen.getByRole('button', { name: 'Show more rides' }));
  await waitFor(() => expect(refsIn(group('later'))).toEqual(['PT-LTR006']));
  expect(callsOf('listRideBoard')).toEqual([
    { scope: 'unassigned', limit: 50, after: null },
    { scope: 'unassigned', limit: 50, after: 'page-2' },
  ]);
  // The moved ride once, at its new time; the last page: no more to show, and the focus on the list.
  expect(screen.getAllByRole('listitem', { name: 'PT-TOD002' })).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('All 4 rides shown');
  expect(screen.queryByRole('button', { name: 'Show more rides' })).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('group-overdue').parentElement));
});

it('groupByPickup measures days in Paris from the server clock and sorts each group soonest first', () => {
  const late = boardRide({ id: '105', pickupAt: '2026-07-01T21:59:00.000Z' }); // 23:59 Paris: today
  const groups = groupByPickup([later, tomorrow, late, today, overdue], new Date(NOW));
  expect(groups.map((g) => [g.group, g.rides.map((r) => r.id)])).toEqual([
    ['overdue', ['101']],
    ['today', ['102', '105']],
    ['tomorrow', ['103']],
    ['later', ['104']],
  ]);
});

it('choosing a ride lists its drivers, fitting ones first with why the others do not fit, and Assign sends the choice', async () => {
  const user = userEvent.setup();
  handlers.assignRide = async () => ({ ...today, status: 'assigned', driver: { id: 'd3', name: 'Chloé Dubois' } });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Choose a driver for PT-TOD002' }));
  const panel = await screen.findByRole('region', { name: 'Drivers for PT-TOD002' });
  await waitFor(() => expect(within(panel).getAllByTestId('candidate')).toHaveLength(3));
  expect(callsOf('listCandidateDrivers')).toEqual([{ rideId: '102' }]);
  expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bruno Martin', 'Chloé Dubois', 'Ana Silva']);
  expect(within(screen.getByRole('listitem', { name: 'Bruno Martin' })).getByText('Requested by the customer')).toBeInTheDocument();
  const ana = within(screen.getByRole('listitem', { name: 'Ana Silva' }));
  expect(ana.getByText('On another ride at that time')).toBeInTheDocument();
  expect(ana.getByText('A van was booked; this driver has a sedan')).toBeInTheDocument();
  expect(ana.getByText('3 rides that day')).toBeInTheDocument();
  // The server would refuse Ana: the reason, and no Assign button to press (issue [R] 4).
  expect(ana.getByText(en.candidates.cannotTake)).toBeInTheDocument();
  expect(ana.queryByRole('button')).toBeNull();
  // A van for a sedan booking is allowed, and said before choosing (issue [R] 5).
  expect(within(screen.getByRole('listitem', { name: 'Chloé Dubois' })).getByText('Van for a sedan booking')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Bruno Martin' })).queryByText('Van for a sedan booking')).toBeNull();

  const boardReads = callsOf('listRideBoard').length;
  await user.click(within(panel).getByRole('button', { name: 'Assign Chloé Dubois to PT-TOD002' }));
  await waitFor(() => expect(callsOf('assignRide')).toEqual([{ rideId: '102', driverId: 'd3' }]));
  await waitFor(() => expect(callsOf('listRideBoard').length).toBeGreaterThan(boardReads));
});

it("a refusal ('driver-busy': the driver took another ride meanwhile) says so in words and reads the board and the drivers again", async () => {
  const user = userEvent.setup();
  handlers.assignRide = async () => {
    throw refusal('failed-precondition', 'driver-busy');
  };
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Choose a driver for PT-TOD002' }));
  const panel = await screen.findByRole('region', { name: 'Drivers for PT-TOD002' });
  await within(panel).findAllByTestId('candidate');
  const boardReads = callsOf('listRideBoard').length;
  const candidateReads = callsOf('listCandidateDrivers').length;

  await user.click(within(panel).getByRole('button', { name: 'Assign Bruno Martin to PT-TOD002' }));
  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent(en.refusals['driver-busy']);
  expect(alert).toHaveTextContent(en.refusals.refreshed);
  await waitFor(() => expect(callsOf('listRideBoard').length).toBeGreaterThan(boardReads));
  expect(callsOf('listCandidateDrivers').length).toBeGreaterThan(candidateReads);
});

it('a ride that moved on meanwhile names its new status', async () => {
  const user = userEvent.setup();
  handlers.assignRide = async () => {
    throw refusal('failed-precondition', 'wrong-status', { status: 'cancelled' });
  };
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Choose a driver for PT-TOD002' }));
  const panel = await screen.findByRole('region', { name: 'Drivers for PT-TOD002' });
  await user.click(await within(panel).findByRole('button', { name: 'Assign Bruno Martin to PT-TOD002' }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('This ride has changed meanwhile (now: Cancelled).');
});

describe('refreshing', () => {
  afterEach(() => {
    focusManager.setFocused(undefined);
    jest.useRealTimers();
  });

  it('reads the board again when the admin comes back to the tab', async () => {
    renderPage();
    await screen.findByRole('listitem', { name: 'PT-TOD002' });
    expect(callsOf('listRideBoard')).toHaveLength(1);
    handlers.listRideBoard = async () => boardAnswer([today], NOW); // the others were assigned elsewhere
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'PT-OVR001' })).not.toBeInTheDocument());
    expect(callsOf('listRideBoard')).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'PT-TOD002' })).toBeInTheDocument();
  });

  it('reads the board again every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderPage();
    await screen.findByRole('listitem', { name: 'PT-TOD002' });
    expect(callsOf('listRideBoard')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BOARD_REFRESH_MS - 1_000);
    });
    expect(callsOf('listRideBoard')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    await waitFor(() => expect(callsOf('listRideBoard')).toHaveLength(2));
  });
});

describe('Assigned tab', () => {
  const assigned = boardRide({ id: '201', reference: 'PT-ASG201', status: 'assigned', driver: { id: 'd2', name: 'Bruno Martin' } });
  beforeEach(() => {
    handlers.listRideBoard = async (input) => boardAnswer((input as { scope: string }).scope === 'assigned' ? [assigned] : [], NOW);
  });

  it('unassigns only with a reason, asked in a dialog', async () => {
    const user = userEvent.setup();
    handlers.adminRideAction = async () => ({ ...assigned, status: 'unassigned', driver: null });
    renderPage();
    expect(await screen.findByText(en.board.emptyUnassigned)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    const card = within(await screen.findByRole('listitem', { name: 'PT-ASG201' }));
    expect(card.getByText('Bruno Martin')).toBeInTheDocument();
    expect(callsOf('listRideBoard')).toContainEqual({ scope: 'assigned', limit: 50, after: null });

    await user.click(card.getByRole('button', { name: 'Unassign PT-ASG201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unassign PT-ASG201?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(callsOf('adminRideAction')).toEqual([]);

    await user.type(reason, 'Driver is ill');
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(callsOf('adminRideAction')).toEqual([{ rideId: '201', action: 'unassign', reason: 'Driver is ill' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only what the server allows now: on the way, both; driver at the pickup, neither', async () => {
    const user = userEvent.setup();
    const enRoute = boardRide({ id: '202', reference: 'PT-ENR202', status: 'en_route', driver: { id: 'd1', name: 'Ana Silva' } });
    const arrived = boardRide({ id: '203', reference: 'PT-ARR203', status: 'arrived', driver: { id: 'd3', name: 'Chloé Dubois' } });
    expect(arrived.allowedActions).toEqual(['cancel']);
    handlers.listRideBoard = async (input) => boardAnswer((input as { scope: string }).scope === 'assigned' ? [assigned, enRoute, arrived] : [], NOW);
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Assigned' }));

    const onTheWay = within(await screen.findByRole('listitem', { name: 'PT-ENR202' }));
    expect(onTheWay.getByTestId('ride-status')).toHaveTextContent('Driver on the way');
    expect(onTheWay.getByRole('button', { name: 'Reassign PT-ENR202' })).toBeInTheDocument();
    expect(onTheWay.getByRole('button', { name: 'Unassign PT-ENR202' })).toBeInTheDocument();

    const atPickup = within(screen.getByRole('listitem', { name: 'PT-ARR203' }));
    expect(atPickup.getByTestId('ride-status')).toHaveTextContent('Driver has arrived');
    expect(atPickup.getByText('Chloé Dubois')).toBeInTheDocument();
    expect(atPickup.queryByRole('button', { name: /Reassign/ })).not.toBeInTheDocument();
    expect(atPickup.queryByRole('button', { name: /Unassign/ })).not.toBeInTheDocument();
    expect(atPickup.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows allowedActions rather than the status: a ride the server allows only to unassign shows only Unassign', async () => {
    const user = userEvent.setup();
    handlers.listRideBoard = async (input) => boardAnswer((input as { scope: string }).scope === 'assigned' ? [{ ...assigned, allowedActions: ['unassign', 'cancel'] }] : [], NOW);
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Assigned' }));
    const card = within(await screen.findByRole('listitem', { name: 'PT-ASG201' }));
    expect(card.getByRole('button', { name: 'Unassign PT-ASG201' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Reassign PT-ASG201' })).not.toBeInTheDocument();
  });

  it('reassigns through the same driver list, with a reason', async () => {
    const user = userEvent.setup();
    handlers.assignRide = async () => ({ ...assigned, driver: { id: 'd3', name: 'Chloé Dubois' } });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Assigned' }));
    await user.click(await screen.findByRole('button', { name: 'Reassign PT-ASG201' }));
    const panel = await screen.findByRole('region', { name: 'Another driver for PT-ASG201' });
    await within(panel).findAllByTestId('candidate');
    await user.click(within(panel).getByRole('button', { name: 'Reassign PT-ASG201 to Chloé Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign PT-ASG201 to Chloé Dubois?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bruno swapped with Chloé');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(callsOf('assignRide')).toEqual([{ rideId: '201', driverId: 'd3', reason: 'Bruno swapped with Chloé' }]));
  });
});

describe('rides at risk (punctuality guarantee)', () => {
  it('marks a ride whose driver has not set off "Driver not on the way" and lists the free backup drivers, which open the picker', async () => {
    const user = userEvent.setup();
    const atRisk = boardRide({ id: '301', reference: 'PT-RSK301', status: 'assigned', driver: { id: 'd2', name: 'Bruno Martin' }, atRisk: true });
    handlers.listRideBoard = async (input) => boardAnswer((input as { scope: string }).scope === 'assigned' ? [atRisk] : [], NOW);
    renderPage();
    expect(await screen.findByText(en.board.emptyUnassigned)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    const card = within(await screen.findByRole('listitem', { name: 'PT-RSK301' }));
    expect(card.getByText('Driver not on the way')).toBeInTheDocument();
    // Ana does not fit (busy), Bruno is the current driver: Chloé is the backup.
    const backups = await card.findByRole('list', { name: en.board.backupList });
    expect(within(backups).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Chloé Dubois']);
    expect(callsOf('listCandidateDrivers')).toEqual([{ rideId: '301' }]);
    await user.click(card.getByRole('button', { name: 'Choose a backup driver for PT-RSK301' }));
    expect(await screen.findByRole('heading', { name: 'Another driver for PT-RSK301' })).toBeInTheDocument();
  });

  it('shows no badge on a ride that is not at risk', async () => {
    renderPage();
    await screen.findByTestId('group-overdue');
    expect(screen.queryByText('Driver not on the way')).not.toBeInTheDocument();
    expect(callsOf('listCandidateDrivers')).toEqual([]);
  });
});
