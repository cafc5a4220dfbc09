import { placeSchema } from '@rides/contracts/places';
import { partySchema } from '@rides/contracts/pricing';
import { config } from '../config';
import type { BookingRow } from '../bookings/bookings.repo';
import type { RideTrip } from './templates/ride-text';

/** A booking as its ride messages tell it. */
export function tripOf(b: BookingRow): RideTrip {
  const traveller = b.traveller_name?.trim();
  return {
    reference: b.reference,
    pickupAt: new Date(b.pickup_at),
    from: placeSchema.parse(b.from_place),
    to: placeSchema.parse(b.to_place),
    flightNumber: b.flight_number,
    party: partySchema.parse(b.party),
    notes: b.notes,
    // The booker may set their own sign text (issue [E]); else the traveller's name, else the booker's.
    signText: b.sign_text?.trim() || traveller || b.booker_name,
    travellerName: traveller || b.booker_name,
    travellerPhone: b.traveller_phone?.trim() || b.booker_phone,
    bookerName: b.booker_name,
    collectCents: b.payment_status === 'pay_driver' ? b.total_cents : null,
  };
}

export type CustomerAudience = 'booker' | 'traveller';

/** The traveller's own e-mail, when someone else was booked for (set and different from the booker's). */
function travellerEmail(b: BookingRow): string | null {
  const t = b.traveller_email?.trim();
  return t && t.toLowerCase() !== b.booker_email.trim().toLowerCase() ? t : null;
}

/**
 * Who hears about the ride by e-mail: the booker, and the traveller with their own address (as the
 * booking confirmation does).
 */
export function customerEmails(b: BookingRow): Array<{ audience: CustomerAudience; to: string }> {
  const traveller = travellerEmail(b);
  return [{ audience: 'booker', to: b.booker_email }, ...(traveller ? [{ audience: 'traveller' as const, to: traveller }] : [])];
}

/** The person travelling: their own e-mail when they have one, else the booker's. */
export function travellerEmailOrBooker(b: BookingRow): { audience: CustomerAudience; to: string } {
  const traveller = travellerEmail(b);
  return traveller ? { audience: 'traveller', to: traveller } : { audience: 'booker', to: b.booker_email };
}

/** The phone the driver and SMS reach on the day: the traveller's, else the booker's. */
export const travellerPhone = (b: BookingRow): string => b.traveller_phone?.trim() || b.booker_phone;

/** The driver's scheduled rides (remote-driver); `#ride-<id>` opens one of them (push notifications). */
export const DRIVER_RIDES_PATH = '/driver/scheduled';
export const driverRidesUrl = (origin = config().shellOrigin): string => `${origin}${DRIVER_RIDES_PATH}`;
