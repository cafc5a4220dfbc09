import type { z } from 'zod';
import { UNPAID_CARD_BOOKING_TTL_MINUTES, type CreateBookingOutput, type createBookingInput } from '@rides/contracts/bookings';
import type { Db } from '../db/db';
import type { CardBooking } from '../payments/payments.service';
import type { Caller } from '../http/callable';
import { refuse } from '../http/refuse';
import { estimatedDurationMinutes } from '@rides/domain/ride-lifecycle';
import { findByIdempotencyKey, insertBooking, setCheckoutUrl, type BookingRow } from './bookings.repo';
import { manageToken } from './manage-token';
import { newReference } from './reference';
import { requestHash } from './request-hash';
import { partyOf, pickupInstant, priceTrip, resolvePlace, type PricingDeps } from './trip-quote';
import { attributionOf } from '../partners/partners.service';
import { BookingLimitReached, limitRefusal, refuseBots, takeBookingLimits, type Origin, type SignedOutBooking } from './signed-out-limits';
import { othersThan, takeRecipients } from './recipient-limit';
import { initialBookingState } from '@rides/domain/booking-lifecycle';

type Input = z.output<typeof createBookingInput>;

export interface BookingDeps extends PricingDeps {
  db: Db;
  now: () => Date;
  /** Opens the provider's checkout for a stored card booking, in the booking's transaction: its URL. */
  startCardPayment: (trx: Db, booking: CardBooking) => Promise<string>;
  /** A booking became confirmed (pay-the-driver at once, card when paid): queue its messages. */
  onConfirmed: (trx: Db, booking: BookingRow) => Promise<void>;
  /** After commit: deliver queued messages now rather than at the next dispatcher round. */
  afterCommit: () => void;
  /** Whether `requestedDriverId` names a driver a visitor may book (drivers/driver-card.repo.ts). */
  isBookableDriver: (db: Db, userId: string) => Promise<boolean>;
  /** Where the call came from: a signed-out booking passes the bot rule and the limits first. */
  origin: Origin;
}

/** A replay of the same request gets the same answer; the same key for another request is refused. */
function replay(row: BookingRow, hash: string): CreateBookingOutput {
  if (row.request_hash !== hash) throw refuse('already-exists', 'idempotency-key-reused');
  return outputOf(row);
}

const outputOf = (row: Pick<BookingRow, 'reference' | 'status' | 'payment_method' | 'total_cents' | 'checkout_url'>): CreateBookingOutput => ({
  reference: row.reference,
  status: row.status,
  payment: row.payment_method,
  totalCents: row.total_cents,
  checkoutUrl: row.payment_method === 'card' && row.status === 'pending_payment' ? row.checkout_url : null,
  manageToken: manageToken(row.reference),
});

const isUniqueViolation = (e: unknown, constraint: string) =>
  (e as { code?: string; constraint?: string }).code === '23505' && ((e as { constraint?: string }).constraint ?? '').includes(constraint);

/**
 * createBooking (issue C): everything is checked again on the server, the price recomputed from the
 * server's places and tariff (a different total than the one shown is refused, never charged), and the
 * booking stored under its idempotency key, so a double click, a retry or a replay makes one booking.
 * Pay-the-driver bookings are confirmed at once; card bookings wait for the provider's webhook.
 */
export async function createBooking(deps: BookingDeps, input: Input, caller: Caller | null): Promise<CreateBookingOutput> {
  // The bot proof is left out: a retry of the same checkout measures it again.
  const hash = requestHash({ ...input, idempotencyKey: undefined, proof: undefined, caller: caller?.uid ?? null });
  const existing = await findByIdempotencyKey(deps.db, input.idempotencyKey);
  if (existing) return replay(existing, hash);

  const now = deps.now();
  const from = resolvePlace(input.trip.from, 'from', input.language);
  const to = resolvePlace(input.trip.to, 'to', input.language);
  const pickupAt = pickupInstant(input.trip, now);
  if (input.requestedDriverId && !(await deps.isBookableDriver(deps.db, input.requestedDriverId))) throw refuse('not-found', 'unknown-driver');
  const { quote, version } = await priceTrip(deps, input.trip, from, to);
  if (quote.totalCents !== input.shownTotalCents) throw refuse('failed-precondition', 'price-changed', { quote });

  const { trip, booker, traveller } = input;
  // Signed out: a person's checkout, within the limits (issue [I] 5); signed-in callers are accounts.
  const signedOut: SignedOutBooking | null = caller ? null : { proof: input.proof, recipients: traveller ? [booker.email, traveller.email] : [booker.email] };
  if (signedOut) await refuseBots(deps.db, signedOut, deps.origin);
  // Signed in: the addresses that are not the account's own count per recipient all the same (issue [N] 8).
  const thirdParties = caller ? othersThan([booker.email, traveller?.email], caller.email) : [];
  const attribution = await attributionOf(deps.db, input.partnerSlug, caller);
  const card = input.payment === 'card';
  const expiresAt = card ? new Date(now.getTime() + UNPAID_CARD_BOOKING_TTL_MINUTES * 60_000) : null;
  for (let attempt = 0; ; attempt++) {
    const reference = newReference();
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        if (signedOut) await takeBookingLimits(trx, signedOut, deps.origin, now);
        else await takeRecipients(trx, thirdParties, deps.origin.req.sourceIp, now);
        const inserted = await insertBooking(trx, {
          reference,
          idempotency_key: input.idempotencyKey,
          request_hash: hash,
          ...initialBookingState(input.payment),
          payment_method: input.payment,
          user_id: caller?.uid ?? null,
          language: input.language,
          booker_name: booker.name,
          booker_email: booker.email,
          booker_phone: booker.phone,
          traveller_name: traveller?.name ?? null,
          traveller_email: traveller?.email ?? null,
          traveller_phone: traveller?.phone ?? null,
          from_place: JSON.stringify(from),
          to_place: JSON.stringify(to),
          pickup_at: pickupAt,
          flight_number: trip.flightNumber || null,
          party: JSON.stringify(partyOf(trip)),
          quote: JSON.stringify(quote),
          total_cents: quote.totalCents,
          tariff_version: version,
          duration_minutes: estimatedDurationMinutes(quote.distanceKm),
          requested_driver_id: input.requestedDriverId,
          partner_slug: input.partnerSlug,
          partner_id: attribution?.partner_id ?? null,
          commission_bp: attribution?.commission_bp ?? null,
          expires_at: expiresAt,
        });
        if (!card) {
          await deps.onConfirmed(trx, inserted);
          return inserted;
        }
        const checkoutUrl = await deps.startCardPayment(trx, {
          id: inserted.id,
          reference,
          totalCents: quote.totalCents,
          bookerEmail: booker.email,
          description: `${reference} · ${from.name} → ${to.name}`,
          expiresAt: expiresAt!,
        });
        await setCheckoutUrl(trx, inserted.id, checkoutUrl);
        return { ...inserted, checkout_url: checkoutUrl };
      });
      deps.afterCommit();
      return outputOf(row);
    } catch (e) {
      if (e instanceof BookingLimitReached) {
        // The same checkout sent twice at once on the last free place: the first one's booking answers it.
        const made = await findByIdempotencyKey(deps.db, input.idempotencyKey);
        if (made) return replay(made, hash);
        throw await limitRefusal(deps.db, e, signedOut ?? { proof: undefined, recipients: thirdParties }, deps.origin);
      }
      // A concurrent request with the same key committed first: answer as it did.
      if (isUniqueViolation(e, 'idempotency_key')) return replay((await findByIdempotencyKey(deps.db, input.idempotencyKey))!, hash);
      if (isUniqueViolation(e, 'reference') && attempt < 5) continue;
      throw e;
    }
  }
}
