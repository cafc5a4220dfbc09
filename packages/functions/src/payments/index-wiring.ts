// What the functions' index.ts wires from the payments module (index.ts only re-exports triggers):
//   export { paymentWebhook, sandboxCheckout } from './payments/index-wiring';
// startCardPayment (payments.service.ts) is for the booking code, with paymentProvider() (select-provider.ts).
import { enqueueBookingConfirmation } from '../mail/booking-confirmation';
import { kickOutbox } from '../mail/outbox-dispatch';
import { makePaymentWebhook } from './webhook.http';

/** Stripe (or the LOCAL sandbox) calls it; a paid booking gets its confirmation e-mail queued and sent. */
export const paymentWebhook = makePaymentWebhook(enqueueBookingConfirmation, kickOutbox);
export { sandboxCheckout } from './sandbox.http';
