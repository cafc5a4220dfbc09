import type { RideView } from '@rides/contracts/rides';
import type { Db } from '../db/db';
import { assignedDriversOf, eventsOf, type RideEventRow } from './ride.repo';
import { toRideView } from './ride-views';

/** The rides of some bookings as their booker sees them (status, driver once assigned, timeline): two queries. */
export async function rideViewsOf(db: Db, bookings: readonly { id: string; ride_status: RideView['status']; driver_id: string | null }[]): Promise<Map<string, RideView>> {
  const ids = bookings.map((b) => b.id);
  const [events, drivers] = await Promise.all([eventsOf(db, ids), assignedDriversOf(db, bookings.flatMap((b) => (b.driver_id ? [b.driver_id] : [])))]);
  const byBooking = new Map<string, RideEventRow[]>();
  for (const e of events) byBooking.set(e.booking_id, [...(byBooking.get(e.booking_id) ?? []), e]);
  return new Map(bookings.map((b) => [b.id, toRideView(b.ride_status, b.driver_id ? drivers.get(b.driver_id) : undefined, byBooking.get(b.id) ?? [])]));
}
