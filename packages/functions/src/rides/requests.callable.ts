import { HttpsError } from 'firebase-functions/v2/https';
import { CSV_EXPORT_MAX_ROWS, exportAllRequests, getRequestDetail, listAllRequests, type RequestRow } from '@rides/contracts/ride-requests';
import type { Place } from '@rides/contracts/places';
import { allowedActions } from '@rides/domain/ride-lifecycle';
import { parisLocal } from '@rides/domain/paris-time';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { bookingMessages } from '../messaging/messages.repo';
import { BadCursorError, exportRows, listRequests, paymentsOf, requestById, requestRowById, type RequestDbRow } from './requests.repo';
import { assignedDriversOf, eventsOf } from './ride.repo';
import { factsOfRow, toRideEvent } from './ride-views';
import { eurosCell, toCsv } from './csv';
import { adminChangeViews, bookingView } from '../bookings/booking-view.service';
import { iso } from '../db/iso';

const ADMIN = ['admin'] as const;

const toRequestRow = (r: RequestDbRow): RequestRow => ({
  id: r.id,
  reference: r.reference,
  status: r.status,
  rideStatus: r.ride_status,
  payment: r.payment_method,
  paymentStatus: r.payment_status,
  pickupAt: iso(r.pickup_at),
  fromName: r.from_name,
  toName: r.to_name,
  bookerName: r.booker_name,
  bookerEmail: r.booker_email,
  bookerPhone: r.booker_phone,
  travellerName: r.traveller_name,
  totalCents: r.total_cents,
  driverName: r.driver_name,
  partnerSlug: r.partner_slug,
  createdAt: iso(r.created_at),
});

export const listAllRequestsCallable = callable(listAllRequests, ADMIN, async ({ filters, after, limit }) => {
  try {
    const page = await listRequests(db(), filters, after, limit);
    return { rows: page.rows.map(toRequestRow), next: page.next };
  } catch (e) {
    if (e instanceof BadCursorError) throw new HttpsError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: 'after', message: 'bad-cursor' }] });
    throw e;
  }
});

const CSV_COLUMNS: [string, (r: RequestRow) => string | number | null][] = [
  ['reference', (r) => r.reference],
  ['status', (r) => r.status],
  ['ride_status', (r) => r.rideStatus],
  ['payment', (r) => r.payment],
  ['payment_status', (r) => r.paymentStatus],
  ['pickup_date_paris', (r) => parisLocal(new Date(r.pickupAt)).date],
  ['pickup_time_paris', (r) => parisLocal(new Date(r.pickupAt)).time],
  ['from', (r) => r.fromName],
  ['to', (r) => r.toName],
  ['booker_name', (r) => r.bookerName],
  ['booker_email', (r) => r.bookerEmail],
  ['booker_phone', (r) => r.bookerPhone],
  ['traveller_name', (r) => r.travellerName],
  ['total_eur', (r) => eurosCell(r.totalCents)],
  ['driver', (r) => r.driverName],
  ['partner', (r) => r.partnerSlug],
  ['created_paris', (r) => Object.values(parisLocal(new Date(r.createdAt))).join(' ')],
];

export const exportAllRequestsCallable = callable(exportAllRequests, ADMIN, async ({ filters }) => {
  const rows = await exportRows(db(), filters, CSV_EXPORT_MAX_ROWS);
  const truncated = rows.length > CSV_EXPORT_MAX_ROWS;
  const shown = rows.slice(0, CSV_EXPORT_MAX_ROWS).map(toRequestRow);
  return { csv: toCsv(CSV_COLUMNS, shown), rows: shown.length, truncated };
});

export const getRequestDetailCallable = callable(getRequestDetail, ADMIN, async ({ rideId }) => {
  const [b, row] = await Promise.all([requestById(db(), rideId), requestRowById(db(), rideId)]);
  if (!b || !row) throw new HttpsError('not-found', 'errors.not-found');
  const [events, payments, messages, drivers] = await Promise.all([
    eventsOf(db(), [b.id]),
    paymentsOf(db(), b.id),
    bookingMessages(db(), b.id),
    assignedDriversOf(db(), b.driver_id ? [b.driver_id] : []),
  ]);
  const driver = b.driver_id ? drivers.get(b.driver_id) : undefined;
  const now = new Date();
  const [booking, changes] = await Promise.all([bookingView(db(), b, now), adminChangeViews(db(), b.id, now)]);
  return {
    row: toRequestRow(row),
    from: b.from_place as Place,
    to: b.to_place as Place,
    party: b.party as never,
    flightNumber: b.flight_number,
    traveller: b.traveller_name ? { name: b.traveller_name, email: b.traveller_email ?? '', phone: b.traveller_phone ?? '' } : null,
    notes: b.notes,
    driver: b.driver_id ? { id: b.driver_id, name: row.driver_name ?? driver?.full_name ?? '', phone: driver?.phone ?? null } : null,
    cashCollectedCents: b.cash_collected_cents,
    events: events.map(toRideEvent),
    payments: payments.map((p) => ({ provider: p.provider, status: p.status, amountCents: p.amount_cents, createdAt: iso(p.created_at) })),
    messages,
    allowedActions: allowedActions(factsOfRow(b), 'admin', now),
    // Issue [E]: the booking as its booker sees it (the same display components), and every change with its internal reasons.
    booking,
    changes,
  };
});
