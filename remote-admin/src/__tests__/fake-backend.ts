import { BackendError } from '@rides/platform/backend';
import { fakeBackend } from '@rides/test-utils/fake-backend';
import type { BookingView } from '@rides/contracts/bookings';
import type { BoardCounts, BoardRide, Candidate } from '@rides/contracts/rides';
import type { RequestDetail, RequestRow } from '@rides/contracts/ride-requests';
import { pickupGroup, pickupGroupStarts } from '@rides/domain/pickup-groups';
import type { ChangeRequest } from '../requests/use-change-requests';
import { allowedActions } from '@rides/domain/ride-lifecycle';

/** The network edge only: records every call and answers with the handler of its operation name. */
export const { calls, handlers, callsOf, reset } = fakeBackend();

/** A refusal as the callable sends it: a code and `details.reason`. */
export const refusal = (code: string, reason: string, extra: object = {}) => new BackendError(code, `errors.${code}`, { reason, ...extra });

export const paris8 = { id: 'paris-08', kind: 'district', name: 'Paris 8th arrondissement', detail: '75008', lat: 48.87272, lon: 2.31255, inParis: true } as const;
export const cdg2e = { id: 'cdg-t2e', kind: 'airport', airport: 'CDG', name: 'CDG Terminal 2E', detail: '95700 Roissy-en-France', lat: 49.0035, lon: 2.576, inParis: false } as const;

/**
 * A ride on the board. Unless a test says otherwise, `allowedActions` are what the lifecycle table lets
 * an admin do with a confirmed booking in the ride's status (as the server fills them).
 */
export const boardRide = (over: Partial<BoardRide> = {}): BoardRide => {
  const ride: Omit<BoardRide, 'allowedActions'> = {
    id: '101',
    reference: 'PT-AAA101',
    status: 'unassigned',
    pickupAt: '2026-07-01T18:00:00.000Z',
    dropoffAt: '2026-07-01T19:00:00.000Z',
    from: paris8,
    to: cdg2e,
    party: { vehicle: 'sedan', passengers: 2, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] },
    flightNumber: null,
    travellerName: 'Grace Hopper',
    payment: 'card',
    totalCents: 7500,
    requestedDriver: null,
    driver: null,
    atRisk: false,
    ...over,
  };
  const facts = { status: ride.status, pickupAt: new Date(ride.pickupAt), fromKind: ride.from.kind, hasFlight: ride.flightNumber !== null, bookingConfirmed: true };
  return { ...ride, allowedActions: over.allowedActions ?? allowedActions(facts, 'admin', new Date(ride.pickupAt)) };
};

/**
 * A page of the board as the server answers it: these rides, no next page unless given, and each
 * group's count of these rides (or the counts given, for a side with more rides than the page; null
 * for a page after the first).
 */
export const boardAnswer = (rides: BoardRide[], now: string, over: { next?: string; counts?: Partial<BoardCounts> | null } = {}) => {
  const counts: BoardCounts = { overdue: 0, today: 0, tomorrow: 0, later: 0 };
  const starts = pickupGroupStarts(new Date(now));
  for (const r of rides) counts[pickupGroup(r.pickupAt, starts)] += 1;
  return { rides, now, next: over.next ?? null, counts: over.counts === null ? null : { ...counts, ...over.counts } };
};

/**
 * A booking as its booker sees it (getRequestDetail's `booking`): a card booking of 75 EUR, paid, a
 * driver assigned, more than 24 h ahead (the policy refunds it in full), nothing changed or refunded.
 */
export const bookingView = (over: Partial<BookingView> = {}): BookingView => ({
  reference: 'PT-REQ301',
  status: 'confirmed',
  payment: 'card',
  paymentStatus: 'paid',
  from: paris8,
  to: cdg2e,
  pickupAt: '2026-07-01T08:30:00.000Z',
  flightNumber: 'AF1234',
  party: { vehicle: 'sedan', passengers: 2, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] },
  quote: { currency: 'EUR', vehicle: 'sedan', rule: 'airport-fixed', distanceKm: 31.4, lines: [{ code: 'fare', quantity: 1, unitCents: 7500, amountCents: 7500 }], totalCents: 7500 },
  booker: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+33612345678' },
  traveller: null,
  expiresAt: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  ride: { status: 'assigned', driver: null, events: [] },
  notes: null,
  signText: null,
  cancelledAt: null,
  paidCents: 7500,
  refundedCents: 0,
  refunds: [],
  changes: [],
  selfService: {
    details: true,
    modify: 'self-service',
    cancel: true,
    selfServiceUntil: '2026-06-30T20:30:00.000Z',
    cancellation: { refundCents: 7500, percent: 100, fullRefundUntil: '2026-06-30T08:30:00.000Z' },
    pendingChange: null,
    receipt: true,
  },
  manageToken: 'm'.repeat(43),
  links: { receipt: 'https://functions.example.test/bookingReceipt?ref=PT-REQ301', calendar: 'https://functions.example.test/bookingCalendar?ref=PT-REQ301' },
  ...over,
});

/** An open change request as listChangeRequests lists it: a sedan booking asked to become a van. */
export const changeRequest = (over: Partial<ChangeRequest> = {}): ChangeRequest => ({
  changeId: '41',
  reference: 'PT-CHG041',
  createdAt: '2026-06-30T06:00:00.000Z',
  pickupAt: '2026-06-30T16:00:00.000Z',
  bookerName: 'Grace Hopper',
  message: 'We are five now, with skis.',
  currentTotalCents: 7500,
  newTotalCents: 10500,
  summary: 'Van, 5 passengers, 4 bags',
  ...over,
});

/** A promise the test settles when it chooses: a call that is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A row of all requests: a confirmed card booking, paid, its driver assigned. */
export const requestRow = (over: Partial<RequestRow> = {}): RequestRow => ({
  id: '301',
  reference: 'PT-REQ301',
  status: 'confirmed',
  rideStatus: 'assigned',
  payment: 'card',
  paymentStatus: 'paid',
  pickupAt: '2026-07-01T08:30:00.000Z',
  fromName: 'Paris 8th arrondissement',
  toName: 'CDG Terminal 2E',
  bookerName: 'Ada Lovelace',
  bookerEmail: 'ada@example.com',
  bookerPhone: '+33612345678',
  travellerName: null,
  totalCents: 7500,
  driverName: 'Bruno Martin',
  partnerSlug: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  ...over,
});

/** The detail of that row: assigned by an admin, paid by card, one e-mail sent; `booking` as its booker sees it. */
export const requestDetail = (over: Partial<RequestDetail> = {}): RequestDetail => ({
  row: requestRow(),
  from: paris8,
  to: cdg2e,
  party: { vehicle: 'sedan', passengers: 2, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] },
  flightNumber: 'AF1234',
  traveller: null,
  notes: null,
  driver: { id: 'd2', name: 'Bruno Martin', phone: '+33611111111' },
  cashCollectedCents: null,
  events: [{ at: '2026-06-02T09:00:00.000Z', actor: 'admin', actorName: 'Alice Admin', action: 'assign', from: 'unassigned', to: 'assigned', reason: null, driverName: 'Bruno Martin' }],
  payments: [{ provider: 'stripe', status: 'paid', amountCents: 7500, createdAt: '2026-06-01T10:01:00.000Z' }],
  messages: [
    { id: 'm1', channel: 'email', to: 'ada@example.com', purpose: 'driver-details', status: 'sent', deliveryStatus: null, provider: 'smtp', createdAt: '2026-06-02T09:00:00.000Z', sentAt: '2026-06-02T09:00:05.000Z', lastError: null },
  ],
  allowedActions: ['reassign', 'unassign', 'cancel'],
  booking: bookingView(),
  changes: [],
  ...over,
});

/** A driver on the candidate list of a ride: fits, no remark, unless a test says otherwise. */
export const candidate = (over: Partial<Candidate>): Candidate => ({
  id: 'd0',
  name: 'Someone',
  phone: null,
  vehicleType: 'sedan',
  vehicle: 'Toyota Corolla',
  languages: ['en', 'fr'],
  speaksBookingLanguage: false,
  requested: false,
  ridesThatDay: 0,
  problems: [],
  remarks: [],
  ...over,
});
