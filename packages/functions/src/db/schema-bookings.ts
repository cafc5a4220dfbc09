import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus, PaymentMethod, PaymentStatus } from '@rides/contracts/bookings';
import type { Language } from '@rides/contracts/languages';
import type { RideStatus } from '@rides/contracts/ride-status';
import type { MessageChannel } from '@rides/contracts/messaging';

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
}

export interface PaymentsTable {
  id: Generated<string>;
  booking_id: string;
  provider: string;
  session_id: string;
  status: 'open' | 'paid' | 'expired' | 'failed';
  amount_cents: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  // 0011: a paid event whose amount or currency differed from this checkout (not confirmed), for an admin
  mismatch: ColumnType<string | null, string | null | undefined, string | null>;
  mismatch_at: NullableDate;
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
  channel: MessageChannel;
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

/** Tables of migration 0007 (bookings, payments, outbox). */
export interface BookingTables {
  bookings: BookingsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  outbox: OutboxTable;
}
