import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView } from '@rides/contracts/bookings';
import type { ChangePreview } from '@rides/contracts/self-service';
import { parisInstant } from '@rides/domain/paris-time';
import { leaveFor } from '../manage/leave-for';
import { bookingView, openSelfService, sedanQuote, TOKEN } from './booking-view';
import { callsTo, handlers, installFakeNetwork, resetNetwork } from './fake-network';
import { dateInDays } from './fixtures';
import { en } from './helpers';
import { openBookingPage, refused, serveBooking } from './manage-helpers';

jest.mock('../manage/leave-for', () => ({ leaveFor: jest.fn() }));

installFakeNetwork();
// The booking form's fields, typed through: slower than the default 5 s on 2 cores.
jest.setTimeout(30_000);

beforeEach(() => {
  resetNetwork();
  sessionStorage.clear();
  jest.mocked(leaveFor).mockClear();
});

const PICKUP_DATE = dateInDays(5);
const pickupAt = parisInstant(PICKUP_DATE, '10:00')!.toISOString();
const selfServiceUntil = new Date(Date.parse(pickupAt) - 12 * 3_600_000).toISOString();
const upcoming = (over: Partial<BookingView> = {}) => bookingView({ pickupAt, selfService: openSelfService({ selfServiceUntil }), ...over });

const quote = (vehicle: 'sedan' | 'van', totalCents: number) => ({ ...sedanQuote, vehicle, lines: [{ code: 'fare' as const, quantity: 1, unitCents: totalCents, amountCents: totalCents }], totalCents });
const preview = (newTotalCents: number, over: Partial<ChangePreview> = {}): ChangePreview => ({
  route: 'self-service',
  currentTotalCents: 7500,
  newTotalCents,
  differenceCents: newTotalCents - 7500,
  quote: quote('van', newTotalCents),
  driverReleased: false,
  ...over,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const vanTrip = { from: 'paris-08', to: 'cdg-t2e', pickupDate: PICKUP_DATE, pickupTime: '10:00', flightNumber: 'AF1234', vehicle: 'van', passengers: 2, luggage: 2, childSeats: 0, boosterSeats: 0, extras: [] };

async function openModify(name = en.booking.manage.modify.open) {
  await openBookingPage();
  await userEvent.click(screen.getByRole('button', { name }));
  const region = await screen.findByRole('region', { name: en.booking.manage.modify.heading });
  // Modify is its own chunk: the fields come once it is loaded.
  await within(region).findByRole('combobox', { name: 'From' });
  return region;
}

async function reviewVan(region: HTMLElement) {
  await userEvent.click(within(region).getByRole('radio', { name: /Van \(minivan\)/ }));
  await userEvent.click(within(region).getByRole('button', { name: en.booking.manage.modify.review }));
  return screen.findByRole('heading', { name: en.booking.manage.modify.reviewHeading });
}

it('shows the old and new price and what the card pays before anything changes, then goes to the checkout for the difference', async () => {
  serveBooking(upcoming({ payment: 'card', paymentStatus: 'paid', paidCents: 7500 }));
  handlers.previewBookingChange = () => ({ result: preview(10500) });
  const checkoutUrl = 'https://checkout.example.test/pay/cs_diff';
  handlers.changeBooking = () => ({ result: { outcome: 'pay-difference', checkoutUrl, booking: upcoming({ payment: 'card', paymentStatus: 'paid' }) } });
  const region = await openModify();
  // The booking form's own fields, filled with the booking.
  expect(within(region).getByRole('combobox', { name: 'From' })).toHaveValue('Paris 8th arrondissement');
  expect(within(region).getByLabelText('Pickup time')).toHaveValue('10:00');
  expect(within(region).getByRole('radio', { name: /Sedan/ })).toBeChecked();

  await reviewVan(region);
  const figures = within(screen.getByTestId('change-figures'));
  expect(figures.getByText('Current price').nextElementSibling).toHaveTextContent('€75');
  expect(figures.getByText('New price').nextElementSibling).toHaveTextContent('€105');
  expect(figures.getByText('Difference').nextElementSibling).toHaveTextContent('+€30');
  expect(screen.getByTestId('change-difference')).toHaveTextContent('You pay €30 more.');
  expect(callsTo('previewBookingChange')).toEqual([{ reference: 'PT-ABC123', token: TOKEN, trip: vanTrip }]);
  expect(callsTo('changeBooking')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay €30' }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(checkoutUrl));
  const [sent] = callsTo('changeBooking');
  expect(sent).toMatchObject({ reference: 'PT-ABC123', token: TOKEN, trip: vanTrip, shownTotalCents: 10500 });
  expect(sent!.idempotencyKey).toMatch(UUID);
  expect(sent).not.toHaveProperty('message');
});

it('for pay-the-driver, says what the driver collects and that the driver changes; new figures are shown and asked again', async () => {
  const server = serveBooking(upcoming({ ride: { status: 'assigned', driver: { firstName: 'Daniel', phone: '+33612345678', vehicle: null }, events: [] } }));
  handlers.previewBookingChange = () => ({ result: preview(10500, { driverReleased: true }) });
  handlers.changeBooking = (input) => {
    if (input.shownTotalCents !== 11000) return refused('FAILED_PRECONDITION', 'price-changed', { preview: preview(11000, { driverReleased: true }) });
    server.booking = { ...server.booking, party: { ...server.booking.party, vehicle: 'van' }, quote: quote('van', 11000), ride: { status: 'unassigned', driver: null, events: [] } };
    return { result: { outcome: 'applied', checkoutUrl: null, booking: server.booking } };
  };
  const region = await openModify();
  await reviewVan(region);
  expect(screen.getByTestId('change-difference')).toHaveTextContent('The driver collects €30 more on the day (€105 in all).');
  expect(screen.getByText(en.booking.manage.modify.driverReleased)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.modify.confirm }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The price of this change is now €110 (you were shown €105).');
  expect(screen.getByTestId('change-difference')).toHaveTextContent('The driver collects €35 more on the day (€110 in all).');
  expect(callsTo('changeBooking')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.modify.confirm }));
  const done = await screen.findByTestId('manage-done');
  expect(done).toHaveTextContent(en.booking.manage.done.changed);
  expect(done).toHaveTextContent('The driver now collects €110 on the day.');
  const [first, second] = callsTo('changeBooking');
  expect(second!.shownTotalCents).toBe(11000);
  // New figures, a new confirmation: a new key.
  expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  expect(screen.queryByRole('region', { name: en.booking.manage.modify.heading })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('€110').length).toBeGreaterThan(0));
});

it('past the cutoff, says the change goes as a request and sends it with a message', async () => {
  serveBooking(upcoming({ selfService: openSelfService({ modify: 'request', selfServiceUntil }) }));
  handlers.previewBookingChange = () => ({ result: preview(10500, { route: 'request' }) });
  handlers.changeBooking = () => ({ result: { outcome: 'requested', checkoutUrl: null, booking: upcoming() } });
  const region = await openModify(en.booking.manage.modify.openRequest);
  await reviewVan(region);
  expect(screen.getByText(/this change goes to our team as a request/)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: en.booking.manage.modify.message }), 'Four more bags');
  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.modify.sendRequest }));
  expect(await screen.findByTestId('manage-done')).toHaveTextContent(en.booking.manage.done.requested);
  expect(callsTo('changeBooking')[0]).toMatchObject({ message: 'Four more bags', shownTotalCents: 10500 });
});

it('90 minutes before pickup, a request that keeps the booked time is not refused as too soon', async () => {
  const soon = new Date(Date.now() + 90 * 60_000);
  soon.setSeconds(0, 0);
  const until = new Date(soon.getTime() - 12 * 3_600_000).toISOString();
  serveBooking(upcoming({ pickupAt: soon.toISOString(), selfService: openSelfService({ modify: 'request', selfServiceUntil: until }) }));
  handlers.previewBookingChange = () => ({ result: preview(9500, { route: 'request' }) });
  const region = await openModify(en.booking.manage.modify.openRequest);
  expect(await reviewVan(region)).toBeInTheDocument();
  expect(callsTo('previewBookingChange')).toHaveLength(1);
});

it('asks nothing of the server while nothing has changed, and going back from the review keeps the change', async () => {
  serveBooking(upcoming());
  handlers.previewBookingChange = () => ({ result: preview(7500, { differenceCents: 0, quote: quote('van', 7500) }) });
  const region = await openModify();
  await userEvent.click(within(region).getByRole('button', { name: en.booking.manage.modify.review }));
  expect(await within(region).findByRole('alert')).toHaveTextContent(en.booking.manage.modify.unchanged);
  expect(callsTo('previewBookingChange')).toHaveLength(0);

  await reviewVan(region);
  expect(screen.getByTestId('change-difference')).toHaveTextContent(en.booking.manage.modify.noChange);
  await userEvent.click(screen.getByRole('button', { name: en.booking.manage.modify.back }));
  expect(screen.getByRole('radio', { name: /Van \(minivan\)/ })).toBeChecked();
  expect(callsTo('changeBooking')).toHaveLength(0);
});
