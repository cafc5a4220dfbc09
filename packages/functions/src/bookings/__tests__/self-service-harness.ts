// The self-service services against real SQL (in-process PGlite, all migrations) with the real pricing,
// places, ride lifecycle, outbox and the LOCAL payment sandbox: card bookings are paid on the sandbox
// page, its signed events go through the real webhook handler, refunds settle through it too.
import { PERSON_PROOF } from '../../__tests__/person-proof';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parisLocal } from '@rides/domain/paris-time';
import { estimatedDistance } from '@rides/domain/distance';
import type { VersionedTariff } from '@rides/contracts/pricing';
import type { Db } from '../../db/db';
import { enqueueBookingConfirmation, enqueueConfirmationOf } from '../../mail/booking-confirmation';
import { insertDriver } from '../../test-kit/messaging-fixtures';
import { startCardPayment, startChangePayment } from '../../payments/payments.service';
import { refundBooking } from '../../payments/refunds.service';
import { sandboxProvider } from '../../payments/sandbox-adapter';
import { submitSandboxCheckout } from '../../payments/sandbox.service';
import { deliverSandboxEvent } from '../../payments/sandbox-webhook';
import { handleWebhook } from '../../payments/webhook.http';
import { activeTariff } from '../../pricing/tariff.repo';
import { enqueueRideMessages } from '../../messaging/ride-messages';
import { moveRide } from '../../rides/ride.service';
import { changePaidHandler } from '../change-paid';
import { createBooking } from '../create-booking.service';
import { findById } from '../bookings.repo';
import { manageToken } from '../manage-token';
import type { SelfServiceDeps } from '../self-service/deps';

const SECRET = 'whsec_self_service_test';
const BASE = 'http://fn.test/demo/europe-west9';

export interface Harness {
  deps: SelfServiceDeps;
  /** The clock of the services (the sandbox and the webhook keep real time). */
  setNow(at: Date | null): void;
  /** Waits for the sandbox's refund follow-ups (their refund.updated events reach the webhook). */
  settle(): Promise<void>;
  book(o?: BookOptions): Promise<Booked>;
  pay(checkoutUrl: string): Promise<void>;
  assign(bookingId: string, driverId: string): Promise<void>;
  addDriver(id: string, o?: { vehicle?: 'sedan' | 'van'; language?: 'en' | 'fr' | 'it' }): Promise<void>;
  row(id: string): ReturnType<typeof findById>;
  outbox(bookingId: string): Promise<Map<string, { purpose: string | null; recipient: string | null; payload: { subject?: string; text: string } }>>;
  changes(bookingId: string): ReturnType<typeof changeRows>;
  refunds(bookingId: string): ReturnType<typeof refundRows>;
}

export interface BookOptions {
  payment?: 'card' | 'driver';
  /** Hours from now; the pickup is put on a whole Paris minute. */
  inHours?: number;
  vehicle?: 'sedan' | 'van';
  traveller?: { name: string; email: string; phone: string } | null;
  /** Card: pay the checkout on the sandbox page at once (default true). */
  pay?: boolean;
}

export interface Booked {
  id: string;
  reference: string;
  token: string;
  access: { reference: string; token: string };
  pickupDate: string;
  pickupTime: string;
  /** A card booking's checkout (paid unless `pay: false`). */
  checkoutUrl: string | null;
  /** The trip as createBooking got it (to build a Modify from). */
  trip: { from: string; to: string; pickupDate: string; pickupTime: string; vehicle: 'sedan' | 'van'; passengers: number; luggage: number; childSeats: number; boosterSeats: number; extras: never[] };
}

const changeRows = (db: Db, bookingId: string) => db.selectFrom('booking_changes').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
const refundRows = (db: Db, bookingId: string) => db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();

export async function harness(db: Db): Promise<Harness> {
  const tariff: VersionedTariff = await activeTariff(db);
  let now: Date | null = null;
  let followUps: Promise<unknown>[] = [];
  const clock = () => now ?? new Date();

  const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries()) as IncomingHttpHeaders;
    const answer = await handleWebhook(
      { method: 'POST', headers, rawBody: Buffer.from(String(init?.body)) },
      { provider, db: () => db, onPaid: enqueueBookingConfirmation, onChangePaid: changePaidHandler({ refund: (trx, r) => deps.refund(trx, r), now: clock }) },
    );
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  const delivery = { fetch: fakeFetch, backoffMs: 1, attempts: 2 };
  function provider() {
    return sandboxProvider({
      db: () => db,
      webhookSecret: SECRET,
      functionsBaseUrl: BASE,
      delivery,
      refundDelayMs: 0,
      refundPoll: { attempts: 20, pollMs: 5 },
      background: (task) => void followUps.push(task()),
    });
  }

  const deps: SelfServiceDeps = {
    db,
    now: clock,
    tariff: async () => tariff,
    distance: estimatedDistance,
    refund: (trx, r) => refundBooking(trx, provider(), r),
    startChangePayment: (trx, p) => startChangePayment(trx, provider(), p),
    afterCommit: () => undefined,
  };

  const bookingDeps = {
    db,
    now: () => new Date(),
    tariff: async () => tariff,
    distance: estimatedDistance,
    startCardPayment: (trx: Db, b: Parameters<typeof startCardPayment>[2]) => startCardPayment(trx, provider(), b),
    onConfirmed: enqueueConfirmationOf,
    afterCommit: () => undefined,
    isBookableDriver: async () => true,
    origin: { req: { sourceIp: null, userAgent: 'jest', pageUrl: '' }, addressLimits: false },
  };

  const pageDeps = () => ({
    db,
    webhookUrl: `${BASE}/paymentWebhook`,
    webhookSecret: SECRET,
    now: () => new Date(),
    deliver: (url: string, event: Parameters<typeof deliverSandboxEvent>[1], secret: string) => deliverSandboxEvent(url, event, secret, delivery),
  });

  async function pay(checkoutUrl: string): Promise<void> {
    const session = new URL(checkoutUrl).searchParams.get('session')!;
    const outcome = await submitSandboxCheckout(pageDeps(), session, 'pay', '4242 4242 4242 4242');
    if (outcome.kind !== 'redirect') throw new Error(`sandbox payment failed: ${JSON.stringify(outcome)}`);
  }

  async function book(o: BookOptions = {}): Promise<Booked> {
    // A whole Paris minute `inHours` ahead (the form's times are HH:MM).
    const at = parisLocal(new Date(Date.now() + (o.inHours ?? 72) * 3_600_000 + 60_000));
    const trip = { from: 'paris-08', to: 'cdg-t2e', pickupDate: at.date, pickupTime: at.time, vehicle: o.vehicle ?? 'sedan', passengers: 2, luggage: 2, childSeats: 0, boosterSeats: 0, extras: [] as never[] };
    const out = await createBooking(
      bookingDeps,
      {
        idempotencyKey: randomUUID(),
        trip,
        booker: { name: 'Ada Lovelace', email: `ada-${randomUUID().slice(0, 8)}@example.com`, phone: '+33612345678' },
        traveller: o.traveller ?? null,
        payment: o.payment ?? 'card',
        shownTotalCents: (o.vehicle ?? 'sedan') === 'van' ? 9500 : 7500,
        acceptTerms: true,
        language: 'en',
        requestedDriverId: null,
        partnerSlug: null,
        proof: PERSON_PROOF,
      },
      null,
    );
    if (out.checkoutUrl && o.pay !== false) await pay(out.checkoutUrl);
    const id = (await db.selectFrom('bookings').select('id').where('reference', '=', out.reference).executeTakeFirstOrThrow()).id;
    return { id, checkoutUrl: out.checkoutUrl, reference: out.reference, token: manageToken(out.reference), access: { reference: out.reference, token: manageToken(out.reference) }, pickupDate: at.date, pickupTime: at.time, trip };
  }

  return {
    deps,
    setNow: (at) => void (now = at),
    async settle() {
      while (followUps.length > 0) {
        const pending = followUps;
        followUps = [];
        await Promise.all(pending);
      }
    },
    book,
    pay,
    async assign(bookingId, driverId) {
      await moveRide({ db, now: () => new Date(), onMessageEvent: enqueueRideMessages, afterCommit: () => undefined }, bookingId, 'assign', { kind: 'admin', id: null }, { driverId });
    },
    async addDriver(id, o = {}) {
      await insertDriver(db, { id, fullName: `Driver ${id}`, language: o.language ?? 'en', phone: '+33611111111' });
      if (o.vehicle) await db.updateTable('driver_profiles').set({ vehicle_type: o.vehicle }).where('user_id', '=', id).execute();
    },
    row: (id) => findById(db, id),
    async outbox(bookingId) {
      const rows = await db.selectFrom('outbox').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
      return new Map(rows.map((r) => [r.dedupe_key, r as never]));
    },
    changes: (bookingId) => changeRows(db, bookingId),
    refunds: (bookingId) => refundRows(db, bookingId),
  };
}
