import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@rides/test-utils/render';
import { UiProvider } from '@rides/ui/provider';
import type { BookingView } from '@rides/contracts/bookings';
import { LANGUAGES } from '@rides/i18n/languages';
import { afterBookingFields } from '@rides/test-utils/booking-view';
import { commonIn } from '@rides/test-utils/languages';
import { AssignedDriver } from '../assigned-driver';
import { BookingTimeline } from '../booking-timeline';
import { PriceLines } from '../price-lines';
import { StatusBadge, shownPaymentStatus, shownStatus } from '../status-badge';
import { timelineOf } from '../timeline';
import { TripDetails, tripFactsOf } from '../trip-details';

const place = (name: string) => ({ id: name, kind: 'district' as const, name, detail: '75008 Paris', lat: 48.87, lon: 2.31, inParis: true });
const booking = (over: Partial<BookingView> = {}): BookingView => ({
  reference: 'PT-ABC123',
  status: 'confirmed',
  ride: { status: 'unassigned', driver: null, events: [] },
  payment: 'card',
  paymentStatus: 'paid',
  from: place('Paris 8th arrondissement'),
  to: { ...place('CDG Terminal 2E'), kind: 'airport', detail: '95700 Roissy', inParis: false, airport: 'CDG' },
  pickupAt: '2030-06-12T12:30:00.000Z',
  flightNumber: 'AF1234',
  party: { vehicle: 'van', passengers: 4, luggage: 3, childSeats: 1, boosterSeats: 0, extras: [] },
  quote: {
    currency: 'EUR',
    vehicle: 'van',
    rule: 'long',
    distanceKm: 30.4,
    lines: [
      { code: 'fare', quantity: 1, unitCents: 9500, amountCents: 9500 },
      { code: 'child-seat', quantity: 1, unitCents: 1000, amountCents: 1000 },
    ],
    totalCents: 10500,
  },
  booker: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+447911123456' },
  traveller: null,
  expiresAt: null,
  createdAt: '2030-06-01T10:00:00.000Z',
  ...afterBookingFields(over.reference ?? 'PT-ABC123'),
  ...over,
});

const show = (ui: React.ReactElement) =>
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>{ui}</UiProvider>
    </I18nextProvider>,
  );

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

it('lists the price lines and the total in euros', () => {
  show(<PriceLines quote={booking().quote} />);
  expect(row('Ride (30.4 km)')).toHaveTextContent('€95');
  expect(row('Child seat × 1')).toHaveTextContent('€10');
  expect(row('Total')).toHaveTextContent('€105');
});

it('shows a booking in Paris time, with the booker as the traveller when they travel themselves', () => {
  show(<TripDetails trip={tripFactsOf(booking())} />);
  expect(row('Pickup')).toHaveTextContent('Wednesday, 12 June 2030 at 14:30 (Paris time)');
  expect(row('Party')).toHaveTextContent('4 passengers · 3 large bags · 1 child seat');
  expect(row('Vehicle')).toHaveTextContent('Van (minivan)');
  expect(row('Flight number')).toHaveTextContent('AF1234');
  expect(row('Traveller')).toHaveTextContent('Ada Lovelace');
  expect(screen.queryByText('Booked by')).not.toBeInTheDocument();
});

it('names both people when someone books for a traveller', () => {
  const traveller = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+33612345678' };
  show(<TripDetails trip={tripFactsOf(booking({ traveller }))} />);
  expect(row('Traveller')).toHaveTextContent('Grace Hopper');
  expect(row('Booked by')).toHaveTextContent('Ada Lovelace');
});

describe.each(LANGUAGES)('the booker\'s sign and notes for the driver, in %s (issue [R] 2)', (lng) => {
  const common = commonIn[lng];
  beforeAll(() => {
    i18n.addResourceBundle(lng, 'common', common, true, true);
    return act(() => i18n.changeLanguage(lng));
  });
  afterAll(() => act(() => i18n.changeLanguage('en')));

  it('shows them with the trip, lines kept; neither when there is none', () => {
    const { unmount } = show(<TripDetails trip={tripFactsOf(booking({ notes: 'Two large skis\nMeet at exit 6', signText: 'Grace H.' }))} />);
    expect(row(common.booking.notes)).toHaveTextContent('Two large skis Meet at exit 6');
    expect(row(common.booking.notes).querySelector('p')).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(row(common.booking.signText)).toHaveTextContent('Grace H.');
    unmount();
    show(<TripDetails trip={tripFactsOf(booking({ notes: null, signText: null }))} />);
    expect(screen.queryByText(common.booking.notes)).toBeNull();
    expect(screen.queryByText(common.booking.signText)).toBeNull();
  });
});

it('says a cancelled booking that was to be paid later owes nothing (issue [R] 3)', () => {
  expect(shownPaymentStatus(booking({ status: 'cancelled', payment: 'driver', paymentStatus: 'pay_driver' }))).toBe('nothing');
  expect(shownPaymentStatus(booking({ status: 'cancelled', paymentStatus: 'unpaid' }))).toBe('nothing');
  expect(shownPaymentStatus(booking({ status: 'cancelled', paymentStatus: 'refunded' }))).toBe('refunded');
  expect(shownPaymentStatus(booking({ status: 'confirmed', payment: 'driver', paymentStatus: 'pay_driver' }))).toBe('pay_driver');
});

it('says the status in words, and shows a lapsed unpaid booking as expired', () => {
  const now = new Date('2030-06-01T11:00:00Z');
  const lapsed = booking({ status: 'pending_payment', paymentStatus: 'unpaid', expiresAt: '2030-06-01T10:30:00Z' });
  expect(shownStatus(lapsed, now)).toBe('expired');
  expect(shownStatus({ ...lapsed, expiresAt: '2030-06-01T11:30:00Z' }, now)).toBe('pending_payment');
  show(<StatusBadge status="pending_payment" />);
  expect(screen.getByTestId('booking-status')).toHaveTextContent('Awaiting payment');
});

describe('the booking timeline', () => {
  const before = new Date('2030-06-02T00:00:00Z');
  it('goes booked, paid, confirmed, then the pickup still to come', () => {
    expect(timelineOf(booking(), before).map((s) => [s.key, s.done])).toEqual([
      ['booked', true],
      ['paid', true],
      ['confirmed', true],
      ['pickup', false],
    ]);
  });
  it('ends at the release of an unpaid card booking, with no pickup', () => {
    const lapsed = booking({ status: 'pending_payment', paymentStatus: 'unpaid', expiresAt: '2030-06-01T10:30:00Z' });
    expect(timelineOf(lapsed, before).map((s) => s.key)).toEqual(['booked', 'expired']);
  });
  it('is an ordered list a screen reader can read, dates in Paris time', () => {
    show(<BookingTimeline booking={booking({ payment: 'driver', paymentStatus: 'pay_driver' })} now={before} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Booked1 Jun 2030, 12:00',
      'To be paid to the driver on the day',
      'Confirmed',
      'Pickup12 Jun 2030, 14:30 · Still to come',
    ]);
  });
  it('follows the ride as recorded, names the driver, and ends at its completion', () => {
    const event = (from: string, to: string, at: string, driverName: string | null = null) =>
      ({ at, actor: 'driver', actorName: null, action: 'start', from, to, reason: null, driverName }) as BookingView['ride']['events'][number];
    const done = booking({
      ride: {
        status: 'completed',
        driver: null,
        events: [
          event('unassigned', 'assigned', '2030-06-05T09:00:00Z', 'Daniel'),
          event('assigned', 'en_route', '2030-06-12T11:10:00Z'),
          event('en_route', 'arrived', '2030-06-12T12:20:00Z'),
          event('arrived', 'on_board', '2030-06-12T12:31:00Z'),
          event('on_board', 'completed', '2030-06-12T13:15:00Z'),
        ],
      },
    });
    show(<BookingTimeline booking={done} now={new Date('2030-06-13T00:00:00Z')} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Booked1 Jun 2030, 12:00',
      'Payment received',
      'Confirmed',
      'Driver assigned: Daniel5 Jun 2030, 11:00',
      'Driver on the way12 Jun 2030, 13:10',
      'Driver at the pickup point12 Jun 2030, 14:20',
      'Passenger on board12 Jun 2030, 14:31',
      'Ride completed12 Jun 2030, 15:15',
    ]);
  });
  it('lists the changes, requests and refunds in the order they happened, among the ride events, with their figures', () => {
    const change = (over: Partial<BookingView['changes'][number]>): BookingView['changes'][number] => ({
      id: '1',
      at: '2030-06-02T08:00:00Z',
      kind: 'details',
      status: 'applied',
      actor: 'booker',
      fields: [],
      priceBeforeCents: null,
      priceAfterCents: null,
      message: null,
      answer: null,
      ...over,
    });
    const assigned = { at: '2030-06-03T09:00:00Z', actor: 'admin', actorName: 'Alex', action: 'assign', from: 'unassigned', to: 'assigned', reason: null, driverName: 'Daniel' } as BookingView['ride']['events'][number];
    const cancelledRide = { ...assigned, at: '2030-06-11T12:00:05Z', action: 'cancel', from: 'assigned', to: 'cancelled', driverName: null } as BookingView['ride']['events'][number];
    const changed = booking({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelledAt: '2030-06-11T12:00:00Z',
      ride: { status: 'cancelled', driver: null, events: [assigned, cancelledRide] },
      changes: [
        change({ id: '1', fields: ['travellerPhone', 'flightNumber', 'notes'] }),
        change({ id: '2', at: '2030-06-04T10:00:00Z', kind: 'modify', priceBeforeCents: 10500, priceAfterCents: 13500 }),
        change({ id: '3', at: '2030-06-11T08:00:00Z', kind: 'request', status: 'declined', priceBeforeCents: 13500, priceAfterCents: 13500, message: 'One more bag', answer: 'No van is free that day' }),
        change({ id: '4', at: '2030-06-11T12:00:00Z', kind: 'cancel', message: 'Flight cancelled' }),
      ],
      refunds: [
        { at: '2030-06-11T12:00:10Z', amountCents: 10800, status: 'succeeded', reason: 'cancellation' },
        { at: '2030-06-05T10:00:00Z', amountCents: 1000, status: 'failed', reason: 'price-difference' },
      ],
    });
    show(<BookingTimeline booking={changed} now={new Date('2030-06-12T00:00:00Z')} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Booked1 Jun 2030, 12:00',
      'Payment received',
      "Details updated2 Jun 2030, 10:00Changed: traveller's phone, flight number, notes for the driver",
      'Driver assigned: Daniel3 Jun 2030, 11:00',
      'Booking changed4 Jun 2030, 12:00Price: €105 → €135',
      'Refund of €10 failed: our team is looking into it5 Jun 2030, 12:00',
      'Change request declined11 Jun 2030, 10:00Message: One more bagAnswer: No van is free that day',
      'Cancelled by the booker11 Jun 2030, 14:00Reason: Flight cancelled',
      'Ride cancelled11 Jun 2030, 14:00',
      '€108 refunded11 Jun 2030, 14:00',
    ]);
  });
  it('shows a late refund with its cents, and a pending one as started', () => {
    const refunded = booking({ status: 'cancelled', refunds: [{ at: '2030-06-12T10:00:00Z', amountCents: 8720, status: 'pending', reason: 'cancellation' }] });
    show(<BookingTimeline booking={refunded} now={new Date('2030-06-12T11:00:00Z')} />);
    expect(screen.getByTestId('timeline-refund.pending')).toHaveTextContent('Refund of €87.20 started');
    expect(screen.getByTestId('timeline-cancelled')).toHaveTextContent('Cancelled');
  });
});

describe('the assigned driver', () => {
  it('shows the first name, a phone to call and the car to look for', () => {
    show(<AssignedDriver driver={{ firstName: 'Daniel', phone: '+33612345678', vehicle: { type: 'van', make: 'Mercedes-Benz', model: 'V-Class', colour: 'Black', plate: 'GH-482-KL' } }} />);
    const section = screen.getByRole('region', { name: 'Your driver' });
    expect(within(section).getByRole('link', { name: '+33612345678' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(section).toHaveTextContent('Black Mercedes-Benz V-Class, plate GH-482-KL');
  });
});
