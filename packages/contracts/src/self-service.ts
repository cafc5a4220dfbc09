import { z } from 'zod';
import { bookingAccessSchema, bookingViewSchema, contactSchema, flightNumberSchema, modifyRouteSchema, tripSchema } from './bookings';
import { quoteSchema } from './pricing';

/**
 * A booking after it is made (issue [E]): update its details, Modify it (the price difference shown
 * first, paid or refunded), cancel it (refund by `@rides/domain/cancellation`), and the admins' side
 * (cancel with a chosen refund, answer change requests). The rules of what is open when are
 * `@rides/domain/self-service`.
 *
 * Access: every booker call carries the manage link's key (`reference` + `token`), the same for a
 * visitor holding the e-mail's link and for a signed-in customer (My Bookings gives its owner each
 * booking's token: it is in their e-mails anyway). So one set of callables, one check per record.
 */

export const signTextSchema = z.string().trim().min(2).max(60);
export const driverNotesSchema = z.string().trim().max(500);

/** Details that change nothing in the price. The contact is the traveller's (the booker's when travelling themselves). */
export const bookingDetailsSchema = z
  .object({
    contact: contactSchema,
    flightNumber: z.union([z.literal(''), flightNumberSchema]),
    notes: z.union([z.literal(''), driverNotesSchema]),
    signText: z.union([z.literal(''), signTextSchema]),
  })
  .strict();
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;

export const updateBookingDetails = {
  name: 'updateBookingDetails',
  input: bookingAccessSchema.extend({ details: bookingDetailsSchema }).strict(),
  output: z.object({ booking: bookingViewSchema }),
} as const;


/** The price of a changed trip next to the current one, before anything is confirmed. */
export const changePreviewSchema = z.object({
  route: modifyRouteSchema,
  currentTotalCents: z.number().int(),
  newTotalCents: z.number().int(),
  /** new - current: > 0 the booker pays it (card: a checkout; pay-the-driver: more to collect), < 0 it is refunded (card) or collected less. */
  differenceCents: z.number().int(),
  quote: quoteSchema,
  /** An assigned driver who cannot take the changed ride (busy, vehicle too small): it goes back to the board. */
  driverReleased: z.boolean(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;

export const previewBookingChange = {
  name: 'previewBookingChange',
  input: bookingAccessSchema.extend({ trip: tripSchema }).strict(),
  output: changePreviewSchema,
} as const;

export const changeBookingInput = bookingAccessSchema
  .extend({
    idempotencyKey: z.uuid(),
    trip: tripSchema,
    /** The new total the person saw; another price is refused (`price-changed`), never applied. */
    shownTotalCents: z.number().int().min(0),
    /** Words for the admins when the change goes as a request. */
    message: z.string().trim().max(1000).optional(),
  })
  .strict();

export const changeBookingOutput = z.object({
  /**
   * applied: in force now (same price, pay-the-driver, or a card price that went down: refund started);
   * pay-difference: card, costs more: applied once `checkoutUrl` is paid;
   * requested: past the self-service cutoff, sent to the admins.
   */
  outcome: z.enum(['applied', 'pay-difference', 'requested']),
  checkoutUrl: z.string().url().nullable(),
  booking: bookingViewSchema,
});
export type ChangeBookingOutput = z.infer<typeof changeBookingOutput>;

export const changeBooking = { name: 'changeBooking', input: changeBookingInput, output: changeBookingOutput } as const;

export const cancelBooking = {
  name: 'cancelBooking',
  input: bookingAccessSchema
    .extend({
      /** The refund the person saw; if the band changed meanwhile (the 24 h passed), refused with the new figure. */
      shownRefundCents: z.number().int().min(0),
      reason: z.string().trim().max(500).optional(),
    })
    .strict(),
  output: z.object({ booking: bookingViewSchema }),
} as const;

// ------------------------------------------------------------------ admins

export const adminBookingRefSchema = z.object({ reference: bookingAccessSchema.shape.reference }).strict();

/** An admin cancels any open booking, with a reason and the refund they choose (0 up to what was paid and not refunded). */
export const adminCancelBooking = {
  name: 'adminCancelBooking',
  input: adminBookingRefSchema.extend({ reason: z.string().trim().min(3).max(500), refundCents: z.number().int().min(0) }).strict(),
  output: z.object({ booking: bookingViewSchema }),
} as const;

export const changeIdSchema = z.string().regex(/^\d{1,18}$/);

/** Approve (the change is applied as a self-service Modify would be, the booker told) or decline (with a note) a change request. */
export const answerChangeRequest = {
  name: 'answerChangeRequest',
  input: z
    .object({
      changeId: changeIdSchema,
      decision: z.enum(['approve', 'decline']),
      note: z.string().trim().max(1000).optional(),
    })
    .strict(),
  output: z.object({ booking: bookingViewSchema }),
} as const;

/** Open change requests, oldest first, for /admin/all-requests. */
export const listChangeRequests = {
  name: 'listChangeRequests',
  input: z.object({}).strict(),
  output: z.object({
    requests: z.array(
      z.object({
        changeId: changeIdSchema,
        reference: z.string(),
        createdAt: z.string(),
        pickupAt: z.string(),
        bookerName: z.string(),
        message: z.string().nullable(),
        currentTotalCents: z.number().int(),
        newTotalCents: z.number().int(),
        /** The trip as asked, in the words of the booking view. */
        summary: z.string(),
      }),
    ),
  }),
} as const;

/** Refusal reasons of these callables (HttpsError details.reason). */
export type SelfServiceRefusal =
  | 'not-open' // details: the driver set off, or the booking is cancelled/expired/past
  | 'modify-closed' // Modify is not open for this booking now (details.route)
  | 'price-changed' // details.preview: the price moved since it was shown
  | 'refund-changed' // details.refundCents: the refund moved (e.g. the 24 h passed) since it was shown
  | 'change-pending' // a Modify awaiting payment or an open request already exists
  | 'refund-too-large' // admin: more than was paid and not yet refunded
  | 'refund-failed' // the payment provider refused the refund (details.code): nothing changed; an admin checks the payment
  | 'request-closed'; // the request was answered or withdrawn meanwhile
