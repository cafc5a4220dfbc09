import type { Db } from '../../db/db';
import type { PricingDeps } from '../trip-quote';
import type { RefundBookingRequest } from '../../payments/refunds.service';

/** A refund through the payment provider (payments/refunds.service.ts `refundBooking`), in the caller's transaction. */
export type RefundRequest = RefundBookingRequest;

/** The checkout of a change's difference (payments/payments.service.ts `startChangePayment`). */
export interface ChangePaymentRequest {
  bookingId: string;
  changeId: string;
  reference: string;
  amountCents: number;
  bookerEmail: string;
  description: string;
  expiresAt: Date;
}

/** What the self-service and admin booking services need; the callables wire the real ones (self-service.callable.ts), tests their own. */
export interface SelfServiceDeps extends PricingDeps {
  db: Db;
  now: () => Date;
  refund: (trx: Db, r: RefundRequest) => Promise<{ refundedCents: number }>;
  startChangePayment: (trx: Db, p: ChangePaymentRequest) => Promise<string>;
  /** After commit: deliver the queued messages now. */
  afterCommit: () => void;
}

/** Who acts: the booker (with the manage link's key, signed in or not), an admin, or the system. */
export interface Actor {
  kind: 'booker' | 'admin' | 'system';
  /** The signed-in booker's or the admin's user id. */
  id: string | null;
}
