import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus, PaymentMethod, PaymentStatus } from '@rides/contracts/bookings';
import type { Language } from '@rides/contracts/languages';
import type { RideStatus } from '@rides/contracts/ride-status';
import type { OutboxChannel } from '@rides/contracts/messaging';
import type { ChangeStatus } from '@rides/domain/change-lifecycle';
import type { PaymentRowStatus } from '@rides/domain/payment-lifecycle';
import type { StatusActor } from '@rides/domain/status-machine';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface BookingsTable {
  id: Generated<string>;
  reference: string;
  idempotency_key: string;
  request_hash: string;
  status: BookingStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  user_id: string | null;
  language: Language;
  booker_name: string;
  booker_email: string;
  booker_phone: string;
  traveller_name: string | null;
  traveller_email: string | null;
  traveller_phone: string | null;
  from_place: Json<unknown>;
  to_place: Json<unknown>;
  pickup_at: ColumnType<Date, Date | string, Date | string>;
  flight_number: string | null;
  party: Json<unknown>;
  quote: Json<unknown>;
  total_cents: number;
  currency: ColumnType<string, string | undefined, string>;
  tariff_version: number;
  requested_driver_id: string | null;
  partner_slug: string | null;
  checkout_url: string | null;
  expires_at: NullableDate;
  paid_at: NullableDate;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  // 0009 rides
  ride_status: ColumnType<RideStatus, RideStatus | undefined, RideStatus>;
  driver_id: string | null;
  /** tstzrange as text, e.g. `["2026-11-24 08:30:00+00","2026-11-24 10:10:00+00")`; null when the ride holds no driver. */
  busy: string | null;
  duration_minutes: ColumnType<number, number | undefined, number>;
  notes: string | null;
  cash_collected_cents: number | null;
  assigned_at: NullableDate;
  search_names: ColumnType<string, never, never>;
  // 0012 self-service
  sign_text: string | null;
  cancelled_at: NullableDate;
  refunded_cents: ColumnType<number, number | undefined, number>;
  // 0013 partners: attribution frozen when the booking is made
  partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  commission_bp: ColumnType<number | null, number | null | undefined, number | null>;
  // 0018 flights, guarantee (issue [K])
  reconfirm_by: NullableDate;
  late_start_alerted_at: NullableDate;
  guarantee_applied_at: NullableDate;
  // 0019: the card payments paid on the booking (kept by a trigger on payments)
  paid_cents: ColumnType<number, never, never>;
}

export interface PaymentsTable {
  id: Generated<string>;
  booking_id: string;
  provider: string;
  session_id: string;
  status: PaymentRowStatus;
  amount_cents: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  // 0011: a paid event whose amount or currency differed from this checkout (not confirmed), for an admin
  mismatch: ColumnType<string | null, string | null | undefined, string | null>;
  mismatch_at: NullableDate;
  // 0012: a payment for the booking or for a change's difference; the provider's payment id (refunds refer to it)
  purpose: ColumnType<'booking' | 'change', 'booking' | 'change' | undefined, 'booking' | 'change'>;
  change_id: string | null;
  provider_payment_id: string | null;
  refunded_cents: ColumnType<number, number | undefined, number>;
  // 0014: when the payment became paid (set once by a trigger)
  paid_at: ColumnType<Date | null, never, never>;
}

export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  type: string;
  received_at: CreatedAt;
  // 0011: what the event reported, and what was wrong with it
  amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  problem: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxTable {
  id: Generated<string>;
  dedupe_key: string;
  channel: OutboxChannel;
  payload: Json<unknown>;
  // 0009: what the message is about, and what its provider said
  booking_id: string | null;
  purpose: string | null;
  recipient: string | null;
  created_by: string | null;
  provider: string | null;
  provider_message_id: string | null;
  delivery_status: string | null;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | 'sent' | 'failed' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  sent_at: NullableDate;
  created_at: CreatedAt;
}

export type BookingChangeKind = 'details' | 'modify' | 'request' | 'cancel';
export type BookingChangeStatus = ChangeStatus;

/** 0012: every change to a booking after it was made (the booking's history beside its ride events). */
export interface BookingChangesTable {
  id: Generated<string>;
  booking_id: string;
  kind: BookingChangeKind;
  status: BookingChangeStatus;
  actor: 'booker' | 'admin' | 'system';
  actor_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  price_before_cents: number | null;
  price_after_cents: number | null;
  message: string | null;
  answer: string | null;
  answered_by: string | null;
  answered_at: NullableDate;
  idempotency_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

/** 0012: refunds through the payment provider, one row per provider refund. */
export interface RefundsTable {
  id: Generated<string>;
  booking_id: string;
  payment_id: string;
  change_id: string | null;
  provider: string;
  provider_refund_id: string | null;
  amount_cents: number;
  status: RefundStatus;
  /** 'punctuality': the punctuality guarantee (issue [K] 4, jobs/punctuality-jobs.ts). */
  reason: 'cancellation' | 'price-difference' | 'admin' | 'punctuality';
  idempotency_key: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** 0012: receipt numbers, one unbroken sequence per calendar year. */
export interface ReceiptCountersTable {
  year: number;
  last: number;
}
export interface ReceiptsTable {
  booking_id: string;
  number: string;
  issued_at: CreatedAt;
}

/** Tables of migrations 0007 (bookings, payments, outbox) and 0012 (changes, refunds, receipts). */
/** 0022: every move of a booking's, a payment's or a change's status (issue [O] 2); never changed. */
export interface StatusEventsTable {
  id: Generated<string>;
  booking_id: string;
  entity: 'booking' | 'booking_payment' | 'payment' | 'change';
  entity_id: string;
  action: string;
  from_status: string;
  to_status: string;
  actor: StatusActor;
  at: CreatedAt;
}

export interface BookingTables {
  status_events: StatusEventsTable;
  bookings: BookingsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  outbox: OutboxTable;
  booking_changes: BookingChangesTable;
  refunds: RefundsTable;
  receipt_counters: ReceiptCountersTable;
  receipts: ReceiptsTable;
}
