import { z } from 'zod';
import { onOff, parseEnv, secretOr, text, type ConfigContext, type Secrets } from './schema';

/** Bookings: their manage links, and the limits of signed-out bookings. */
export interface BookingsConfig {
  /** Keys the booking manage links (bookings/manage-token.ts). A secret: required outside local. */
  manageLinkSecret: string;
  /**
   * Whether signed-out bookings are limited per client address (BOOKING_LIMITS in @rides/domain/bot):
   * BOOKING_ADDRESS_LIMITS=on|off, by default on everywhere but `local`, where every caller (the
   * developer, the test suite, the benches) is 127.0.0.1. The per-recipient limit is always on.
   */
  bookingAddressLimits: boolean;
}

/** Keys manage links in the local environment only. Never a real secret. */
export const LOCAL_MANAGE_LINK_SECRET = 'local-only-manage-link-secret';

export const BOOKINGS_SECRETS = {
  MANAGE_LINK_SECRET: { subsystem: 'booking links', local: LOCAL_MANAGE_LINK_SECRET },
} as const satisfies Secrets;

const SCHEMA = z.object({ MANAGE_LINK_SECRET: text(), BOOKING_ADDRESS_LIMITS: onOff() });

export function readBookings(ctx: ConfigContext): BookingsConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return {
    manageLinkSecret: secretOr(v.MANAGE_LINK_SECRET, LOCAL_MANAGE_LINK_SECRET, ctx),
    // Per-address limits of signed-out bookings (issue [I] 5): on wherever the address is the platform's.
    bookingAddressLimits: v.BOOKING_ADDRESS_LIMITS ? v.BOOKING_ADDRESS_LIMITS === 'on' : !ctx.local,
  };
}
