import { z } from 'zod';
import { botProofSchema } from './sign-in';
import { languageSchema } from './languages';
import { phoneSchema } from './phone';
import { partySchema, quoteSchema } from './pricing';
import { placeSchema } from './places';
import { rideViewSchema } from './ride-view';
import { paymentMethodSchema } from './payment-methods';
import { bookingAccessSchema } from './booking-access';

/**
 * Bookings (issue [C]). A trip is typed in Paris time (SPEC copy: a Paris service); the server turns
 * it into an instant. Prices are the server's (quotePrice); the browser sends the price it showed so
 * the person is never charged a price they did not see.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris';
export { MAX_ADVANCE_DAYS, MIN_LEAD_MINUTES } from './booking-limits';
/** An unpaid card booking is released after this long (README: unpaid bookings). */
export const UNPAID_CARD_BOOKING_TTL_MINUTES = 30;

export { PAYMENT_METHODS, paymentMethodSchema, type PaymentMethod } from './payment-methods';

export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'expired', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'pay_driver', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * An airline flight number: the IATA (2 characters) or ICAO (3 letters) airline code, then 1 to 4
 * digits and an optional suffix letter, e.g. AF1234, BA 304, U24321, EZY8412. Stored without spaces.
 */
export const flightNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z]|[A-Z]{3})\d{1,4}[A-Z]?$/));

const personName = z.string().trim().min(2).max(120);
const email = z.string().trim().toLowerCase().pipe(z.email().max(320));

export const tripSchema = partySchema
  .extend({
    from: placeSchema.shape.id,
    to: placeSchema.shape.id,
    /** Paris local date and time of the pickup. */
    pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    pickupTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    flightNumber: z.union([z.literal(''), flightNumberSchema]).optional(),
  })
  .strict()
  .refine((t) => t.from !== t.to, { message: 'same-place', path: ['to'] });
export type TripInput = z.input<typeof tripSchema>;

// The two schemas with a phone rule are marked pure (with `sideEffects: false` in package.json): a page
// that imports this module for other schemas (My Bookings' views) leaves them, and the phone rule's
// libphonenumber (~30 KiB gzipped), out of its bundle.
export const contactSchema = /*#__PURE__*/ z.object({ name: personName, email, phone: phoneSchema }).strict();
export type ContactInput = z.input<typeof contactSchema>;

export const createBookingInput = /*#__PURE__*/ z
  .object({
    /** A fresh random id per checkout attempt (UUID): retries and double clicks reuse it. */
    idempotencyKey: z.uuid(),
    trip: tripSchema,
    /** Who books and pays; receives the confirmation. */
    booker: contactSchema,
    /** Set when booking for someone else: the traveller the driver meets; gets their own message. */
    traveller: contactSchema.nullable().default(null),
    payment: paymentMethodSchema,
    /** The total the person saw and accepted; a different server price is refused, never charged. */
    shownTotalCents: z.number().int().min(0),
    acceptTerms: z.literal(true),
    language: languageSchema,
    /** /book/{driverId}: the approved driver the booking asks for. */
    requestedDriverId: z.string().min(1).max(128).nullable().default(null),
    /** /p/{partnerSlug}: the partner whose link brought the visitor (first-party attribution). */
    partnerSlug: z.string().regex(/^[a-z0-9-]{2,60}$/).nullable().default(null),
    /**
     * How the checkout was filled (SPEC 5's bot rule, as on sign-in). Required when signed out: a
     * signed-out call without it is refused as a bot (issue [I] 5); signed-in callers are accounts.
     */
    proof: botProofSchema.optional(),
  })
  .strict();
export type CreateBookingInput = z.input<typeof createBookingInput>;

export const createBookingOutput = z.object({
  reference: z.string(),
  status: bookingStatusSchema,
  payment: paymentMethodSchema,
  totalCents: z.number().int(),
  /** Card: where to pay (the provider's hosted checkout). Null for pay-the-driver. */
  checkoutUrl: z.string().url().nullable(),
  /** Opens the booking without an account (with `reference`): /booking-confirmation?ref=…&token=… */
  manageToken: z.string(),
});
export type CreateBookingOutput = z.infer<typeof createBookingOutput>;

export const createBooking = { name: 'createBooking', input: createBookingInput, output: createBookingOutput } as const;

/**
 * Why createBooking refused, in HttpsError details.reason (besides invalid-argument issues), with:
 * price-changed `quote`; unknown-place `field` ('from' | 'to'); capacity `problem` (a capacity problem
 * code) and `suggestedVehicle`; pickup-too-soon `minLeadMinutes`.
 */
export type BookingRefusal =
  | 'price-changed' // details.quote has the server's price: show it and ask again
  | 'pickup-too-soon'
  | 'pickup-too-far'
  | 'unknown-place'
  | 'unknown-driver'
  | 'capacity'
  | 'idempotency-key-reused' // the same key with a different booking
  | 'already-paid' // retryPayment on a booking that needs no payment
  | 'not-payable' // retryPayment on a pay-the-driver or cancelled booking
  | 'bot' // signed out, and the checkout was not filled by a person (or sent no proof)
  | 'rate-limited'; // signed out, too many bookings from this address or for this e-mail: details.retryAfterMs

/** How a Modify goes at this moment (see `@rides/domain/self-service`; issue [E]). */
export const modifyRouteSchema = z.enum(['self-service', 'request', 'none']);

/** One change to a booking after it was made (issue [E]), as its booker sees it in the timeline. */
export const bookingChangeViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['details', 'modify', 'request', 'cancel']),
  status: z.enum(['applied', 'awaiting_payment', 'open', 'approved', 'declined', 'superseded']),
  actor: z.enum(['booker', 'admin', 'system']),
  /** details: the names of the fields changed (travellerName, travellerEmail, travellerPhone, flightNumber, notes, signText); modify/request: trip fields. */
  fields: z.array(z.string()),
  priceBeforeCents: z.number().int().nullable(),
  priceAfterCents: z.number().int().nullable(),
  /** The booker's words on a request, the reason of a cancel (an admin's internal reason is not shown). */
  message: z.string().nullable(),
  /** The admins' answer to a request. */
  answer: z.string().nullable(),
});
export type BookingChangeView = z.infer<typeof bookingChangeViewSchema>;

export const refundViewSchema = z.object({
  at: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'canceled']),
  reason: z.enum(['cancellation', 'price-difference', 'admin', 'punctuality']),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** What the booker may do now, with the figures shown before they confirm (issue [E]). */
export const selfServiceViewSchema = z.object({
  details: z.boolean(),
  modify: modifyRouteSchema,
  cancel: z.boolean(),
  /** Until when Modify is self-service (ISO). */
  selfServiceUntil: z.string(),
  /** If cancelled now: the refund (0 for pay-the-driver or unpaid), its percent, and until when it is in full (ISO). */
  cancellation: z.object({ refundCents: z.number().int(), percent: z.number().int(), fullRefundUntil: z.string() }).nullable(),
  /** A Modify waiting for its difference to be paid, or a request waiting for the admins. */
  pendingChange: z
    .object({
      changeId: z.string(),
      status: z.enum(['awaiting_payment', 'open']),
      newTotalCents: z.number().int(),
      differenceCents: z.number().int(),
      checkoutUrl: z.string().url().nullable(),
    })
    .nullable(),
  /** A PDF receipt can be downloaded (paid by card, or completed). */
  receipt: z.boolean(),
});
export type SelfServiceView = z.infer<typeof selfServiceViewSchema>;

/** A booking as its booker sees it (outcome pages, manage link, My Bookings). */
export const bookingViewSchema = z.object({
  reference: z.string(),
  status: bookingStatusSchema,
  payment: paymentMethodSchema,
  paymentStatus: paymentStatusSchema,
  from: placeSchema,
  to: placeSchema,
  /** ISO instant of the pickup; shown in Paris time. */
  pickupAt: z.string(),
  flightNumber: z.string().nullable(),
  party: partySchema,
  quote: quoteSchema,
  booker: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  traveller: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  /** When an unpaid card booking is released (ISO), else null. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The ride (issue [D]): its status, the driver once assigned, the timeline of its events. */
  ride: rideViewSchema,
  // issue [E]
  notes: z.string().nullable(),
  /** The text on the driver's sign; null: the traveller's (else the booker's) name. */
  signText: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Card payments received (the booking and any change's difference) and refunded, integer cents. */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  refunds: z.array(refundViewSchema),
  changes: z.array(bookingChangeViewSchema),
  selfService: selfServiceViewSchema,
  /** The manage link's key: the owner already has it in their e-mails; the booking page acts with it. */
  manageToken: z.string(),
  /** Absolute URLs of the PDF receipt (null until there is one: paid by card or completed) and the pickup's .ics. */
  links: z.object({ receipt: z.string().url().nullable(), calendar: z.string().url() }),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export { bookingAccessSchema } from './booking-access';

/** The booking behind a manage link (public, the token is the key). */
export const getBooking = { name: 'getBooking', input: bookingAccessSchema, output: bookingViewSchema } as const;

/** My Bookings: the signed-in person's bookings, including those made with their e-mail before signing up. */
export const listMyBookings = {
  name: 'listMyBookings',
  input: z.object({}).strict(),
  output: z.object({ bookings: z.array(bookingViewSchema) }),
} as const;

/** /payment-canceled: pay an unpaid card booking again without re-entering the trip. */
export const retryPayment = {
  name: 'retryPayment',
  input: bookingAccessSchema,
  output: z.object({ checkoutUrl: z.string().url() }),
} as const;
