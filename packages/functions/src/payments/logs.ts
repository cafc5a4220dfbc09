import { logger } from 'firebase-functions';

/** The payments domain's log lines, by name: each message it logs, at its level, in one place. */

// The provider's events (payments.service.ts, webhook.http.ts).

export const futureDatedEventRefused = (eventId: string, type: string, created: number): void =>
  logger.warn(`payments: event ${eventId} (${type}) is dated ${created}, in the future: refused`);

export const eventForUnknownSession = (eventId: string, type: string, sessionId: string): void =>
  logger.warn(`payments: event ${eventId} (${type}) for unknown session ${sessionId}: ignored`);

export const paymentMismatch = (eventId: string, type: string, paymentId: string, bookingId: string, problem: string): void =>
  logger.error(
    `payments: event ${eventId} (${type}) for payment ${paymentId} of booking ${bookingId} does not match its checkout (${problem}): NOT confirmed; check it with the provider`,
  );

export const webhookHandled = (eventId: string, type: string, outcome: string, local: boolean | undefined): void =>
  logger.info(`payments: webhook ${eventId} ${type} -> ${outcome}${local ? ' (LOCAL sandbox)' : ''}`);

export const afterConfirmationFailed = (e: unknown): void => logger.warn('payments: after-confirmation step failed', e);

export const webhookRefused = (problem: string): void =>
  logger.warn(`payments: webhook refused (${problem === 'future-dated' ? 'dated in the future' : `signature ${problem}`})`);

export const webhookFailed = (e: unknown): void => logger.error('payments: webhook failed; the provider will retry', e);

// Paid, but not to be kept: an admin refunds it (payments.service.ts).

export const bookingPaidTwice = (bookingId: string, paymentId: string): void =>
  logger.error(`payments: booking ${bookingId} paid twice (payment ${paymentId}): refund the second payment`);

export const bookingPaidAfterCancel = (bookingId: string, paymentId: string): void =>
  logger.error(`payments: booking ${bookingId} was cancelled before its payment ${paymentId} arrived: refund it`);

const changePayment = (paymentId: string, amountCents: number, bookingId: string) =>
  `payments: change payment ${paymentId} (${amountCents} cents) of booking ${bookingId}`;

export const changePaidAfterCancel = (paymentId: string, amountCents: number, bookingId: string): void =>
  logger.error(`${changePayment(paymentId, amountCents, bookingId)} arrived after the booking was cancelled: refund it`);

export const changePaidButGone = (paymentId: string, amountCents: number, bookingId: string): void =>
  logger.error(`${changePayment(paymentId, amountCents, bookingId)} is for a change that no longer exists: refund it`);

export const changePaidTwice = (paymentId: string, amountCents: number, bookingId: string, changeId: string): void =>
  logger.error(`${changePayment(paymentId, amountCents, bookingId)}: change ${changeId} was already paid by another checkout: refund this payment`);

export const unpaidBookingsExpired = (n: number): void => logger.info(`payments: ${n} unpaid card booking(s) expired`);

// Refunds (refunds.service.ts, refund-events.service.ts).

export const refundRequested = (refundId: string, status: string, amountCents: number, paymentId: string, bookingId: string, key: string): void =>
  logger.info(`payments: refund ${refundId} (${status}) of ${amountCents} cents on payment ${paymentId} of booking ${bookingId}, key ${key}`);

export const refundFailedAtOnce = (refundId: string, bookingId: string): void =>
  logger.error(`payments: refund ${refundId} of booking ${bookingId} failed at once at the provider: nothing given back; an admin must refund by hand`);

/** `ignored`: none of the event's refunds is ours (nothing recorded: a later delivery can apply it). */
export const unknownRefundsReported = (eventId: string, type: string, unknownIds: readonly string[], ignored: boolean): void =>
  logger.warn(
    `payments: event ${eventId} (${type}) reports refund(s) we do not know: ${unknownIds.join(', ')}` +
      (ignored ? ' (ignored, not recorded: a later delivery can apply it)' : ''),
  );

export const refundReportedAfterSuccess = (providerRefundId: string | null, bookingId: string, to: string, eventId: string): void =>
  logger.error(
    `payments: refund ${providerRefundId} of booking ${bookingId} reported ${to} by event ${eventId} after it succeeded: kept as succeeded; check it with the provider`,
  );

export const refundFailedAtProvider = (providerRefundId: string | null, amountCents: number, reason: string, bookingId: string, to: string): void =>
  logger.error(
    `payments: refund ${providerRefundId} (${amountCents} cents, ${reason}) of booking ${bookingId} ${to} at the provider: ` +
      'the money was NOT given back; an admin must refund it another way',
  );

// The LOCAL payment sandbox (sandbox-*.ts).

export const sandboxAdapterSelected = (): void => logger.warn('payments: LOCAL SANDBOX adapter (no real payments)');

export const sandboxWebhookNotAccepted = (eventId: string, status: number, ok: boolean, attempt: number, attempts: number): void =>
  logger.warn(`payments sandbox: webhook ${eventId} answered ${status}${ok ? ', not applied yet' : ''} (attempt ${attempt}/${attempts})`);

export const sandboxWebhookNotDelivered = (eventId: string, attempt: number, attempts: number, e: unknown): void =>
  logger.warn(`payments sandbox: webhook ${eventId} not delivered (attempt ${attempt}/${attempts}): ${(e as Error).message}`);

export const sandboxWebhookGaveUp = (eventId: string, url: string, attempts: number): void =>
  logger.error(`payments sandbox: webhook ${eventId} to ${url} failed after ${attempts} attempts`);

export const sandboxPaidNotDelivered = (sessionId: string): void =>
  logger.error(`payments sandbox: session ${sessionId} paid but the webhook was not delivered; the booking stays unconfirmed`);

export const sandboxRefundCreated = (refundId: string, amountCents: number, paymentIntent: string): void =>
  logger.info(`payments sandbox: LOCAL refund ${refundId} of ${amountCents} cents on ${paymentIntent} (no real money), pending`);

export const sandboxRefundNeverCommitted = (refundId: string): void =>
  logger.warn(`payments sandbox: LOCAL refund ${refundId} was never committed (its caller rolled back): no events sent`);

export const sandboxRefundSettled = (refundId: string): void =>
  logger.info(`payments sandbox: LOCAL refund ${refundId} succeeded; refund.updated and charge.refunded delivered`);

export const sandboxRefundEventsNotApplied = (refundId: string): void =>
  logger.error(`payments sandbox: LOCAL refund ${refundId} succeeded but its events were not all applied; our refund stays pending`);

export const sandboxRefundFollowUpFailed = (e: unknown): void => logger.error('payments sandbox: LOCAL refund follow-up failed', e);
