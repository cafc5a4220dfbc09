import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { listPartnerBookings, Partner, PartnerBooking, PartnerCommissionRow, PartnerMonth, setPartnerPayout, updatePartner } from '@rides/contracts/partners';
import { commissionAmounts, commissionStatus, DEFAULT_COMMISSION_BP, slugFrom } from '@rides/domain/partner-commission';
import { addMonths, parisLocal, parisMonthsRange as monthsRange } from '@rides/domain/paris-time';
import { atomically, type Db } from '../db/db';
import type { Caller } from '../http/callable';
import { cursorAfter, refuse } from '../http/refuse';
import { cursorOf } from '../db/keyset';
import { iso, isoOrNull } from '../db/iso';
import {
  claimSlug,
  companyNameOf,
  insertApprovedPayout,
  insertPartner,
  listPartnerRows,
  markPayoutPaid,
  monthTotals,
  partnerBookingRows,
  partnerById,
  partnerBySlug,
  slugOwner,
  payoutRows,
  updatePartnerRow,
  type MonthTotalsRow,
  type PartnerBookingRow,
  type PartnerRow,
  type PayoutRow,
} from './partners.repo';

export const toPartner = (r: PartnerRow): Partner => ({ id: r.user_id, slug: r.slug, companyName: r.company_name, commissionBp: r.commission_bp });

export const monthOf = (instant: Date): string => parisLocal(instant).date.slice(0, 7);

// ---------------------------------------------------------------- the partner record

/**
 * The partner's record, made when missing: on approval of their application, or on first use when an
 * admin granted the role by hand. Slug from `company` when given (the demo seed), else their
 * application's company, else their name (`-2`, `-3`… when taken, now or before), default rate. In one
 * transaction (the caller's, when it is one).
 */
export async function ensurePartner(db: Db, userId: string, company?: string): Promise<PartnerRow> {
  const existing = await partnerById(db, userId);
  if (existing) return existing;
  const name = company ?? (await companyNameOf(db, userId));
  const base = slugFrom(name ?? 'partner');
  const make = async (trx: Db): Promise<PartnerRow> => {
    for (let n = 1; n <= 1000; n++) {
      const slug = n === 1 ? base : `${base.slice(0, 54)}-${n}`;
      if (await slugOwner(trx, slug)) continue;
      if (await insertPartner(trx, { user_id: userId, slug, company_name: name ?? base, commission_bp: DEFAULT_COMMISSION_BP })) {
        if (!(await claimSlug(trx, userId, slug))) throw new Error(`partner slug ${slug} was taken meanwhile`);
        return (await partnerById(trx, userId))!;
      }
      // Not inserted: made meanwhile by another call for this user, or the slug became someone's.
      const made = await partnerById(trx, userId);
      if (made) return made;
    }
    throw new Error(`no free partner slug from ${base}`);
  };
  return atomically(db, make);
}

/** The partner a booking is attributed to: a signed-in partner booking for a guest, else the `/p/{slug}` link. */
export async function attributionOf(db: Db, slug: string | null, caller: Caller | null): Promise<{ partner_id: string; commission_bp: number } | null> {
  const own = caller?.roles.includes('partner') ? await ensurePartner(db, caller.uid) : undefined;
  const partner = own ?? (slug ? await partnerBySlug(db, slug) : undefined);
  return partner ? { partner_id: partner.user_id, commission_bp: partner.commission_bp } : null;
}

export async function changePartner(db: Db, input: z.output<typeof updatePartner.input>): Promise<Partner> {
  return db.transaction().execute(async (trx) => {
    if (!(await partnerById(trx, input.partnerId))) throw new HttpsError('not-found', 'errors.not-found');
    if (input.slug && !(await claimSlug(trx, input.partnerId, input.slug))) throw refuse('already-exists', 'slug-taken');
    const row = await updatePartnerRow(trx, input.partnerId, { slug: input.slug, commission_bp: input.commissionBp });
    return toPartner(row!);
  });
}

// ---------------------------------------------------------------- commissions

/** "Anna D.": enough for a hotel desk to recognise its guest, nothing to contact them with. */
export function guestLabel(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${[...words[words.length - 1]!][0]!.toUpperCase()}.`;
}

export function toPartnerBooking(r: PartnerBookingRow, monthPaid: boolean, now: Date): PartnerBooking {
  const facts = { bookingStatus: r.status, rideStatus: r.ride_status, totalCents: r.total_cents, refundedCents: r.refunded_cents, commissionBp: r.commission_bp };
  const status = commissionStatus({ ...facts, doneAt: r.done_at ? new Date(r.done_at) : null, monthPaid }, now);
  const amounts = status === 'reversed' ? { commissionableCents: 0, commissionCents: 0 } : commissionAmounts(facts);
  return {
    reference: r.reference,
    pickupAt: iso(r.pickup_at),
    fromName: r.from_name,
    toName: r.to_name,
    guest: guestLabel(r.guest_name),
    status: r.status,
    rideStatus: r.ride_status as PartnerBooking['rideStatus'],
    totalCents: r.total_cents,
    refundedCents: r.refunded_cents,
    commissionBp: r.commission_bp,
    ...amounts,
    commissionStatus: status,
  };
}

/** A month as shown: frozen amounts once approved, live ones while open. */
function monthView(month: string, live: MonthTotalsRow | undefined, payout: PayoutRow | undefined): PartnerMonth {
  if (payout) {
    return {
      month,
      bookings: payout.bookings,
      commissionableCents: payout.commissionable_cents,
      commissionCents: payout.commission_cents,
      pendingCents: 0,
      status: payout.status,
      paymentReference: payout.payment_reference,
      paidAt: isoOrNull(payout.paid_at),
    };
  }
  return {
    month,
    bookings: live?.bookings ?? 0,
    commissionableCents: live?.commissionable_cents ?? 0,
    commissionCents: live?.commission_cents ?? 0,
    pendingCents: live?.pending_cents ?? 0,
    status: 'open',
    paymentReference: null,
    paidAt: null,
  };
}

/** Months shown on the partner's dashboard: the last 12 and any later one with bookings. */
export const DASHBOARD_MONTHS_BACK = 11;

export async function partnerDashboard(db: Db, caller: Caller, now: Date): Promise<{ partner: Partner; months: PartnerMonth[] }> {
  const partner = await ensurePartner(db, caller.uid);
  const current = monthOf(now);
  const from = addMonths(current, -DASHBOARD_MONTHS_BACK);
  const to = addMonths(current, 12);
  const [live, payouts] = await Promise.all([monthTotals(db, monthsRange(from, to), now, partner.user_id), payoutRows(db, { from, to }, partner.user_id)]);
  const months = new Set([current, ...live.map((r) => r.month), ...payouts.map((p) => p.month)]);
  return {
    partner: toPartner(partner),
    months: [...months]
      .sort()
      .reverse()
      .map((m) => monthView(m, live.find((r) => r.month === m), payouts.find((p) => p.month === m))),
  };
}

export async function partnerBookings(db: Db, caller: Caller, input: z.output<typeof listPartnerBookings.input>, now: Date): Promise<{ rows: PartnerBooking[]; next: string | null }> {
  const partner = await ensurePartner(db, caller.uid);
  const [rows, payouts] = await Promise.all([
    partnerBookingRows(db, partner.user_id, monthsRange(input.month, input.month), cursorAfter(input.after), input.limit + 1),
    payoutRows(db, { from: input.month, to: input.month }, partner.user_id),
  ]);
  const paid = payouts.some((p) => p.status === 'paid');
  const page = rows.slice(0, input.limit);
  return { rows: page.map((r) => toPartnerBooking(r, paid, now)), next: rows.length > input.limit ? cursorOf(page[page.length - 1]!.pickup_key, page[page.length - 1]!.id) : null };
}

/** Every booking of a partner's month (a statement), at most `max`. */
export async function monthBookings(db: Db, partnerId: string, month: string, now: Date, max = 5000): Promise<PartnerBooking[]> {
  const [rows, payouts] = await Promise.all([
    partnerBookingRows(db, partnerId, monthsRange(month, month), null, max),
    payoutRows(db, { from: month, to: month }, partnerId),
  ]);
  const paid = payouts.some((p) => p.status === 'paid');
  return rows.map((r) => toPartnerBooking(r, paid, now));
}

// ---------------------------------------------------------------- admin

export async function commissionRows(db: Db, input: { from: string; to: string; partnerId?: string }, now: Date): Promise<{ rows: PartnerCommissionRow[]; partners: Partner[] }> {
  const [partners, live, payouts] = await Promise.all([
    listPartnerRows(db),
    monthTotals(db, monthsRange(input.from, input.to), now, input.partnerId),
    payoutRows(db, input, input.partnerId),
  ]);
  const byId = new Map(partners.map((p) => [p.user_id, toPartner(p)]));
  const keys = new Set([...live, ...payouts].map((r) => `${r.month}|${r.partner_id}`));
  const rows = [...keys]
    .sort((a, b) => b.localeCompare(a))
    .flatMap((key) => {
      const [month, partnerId] = key.split('|') as [string, string];
      const partner = byId.get(partnerId);
      if (!partner) return [];
      const view = monthView(
        month,
        live.find((r) => r.month === month && r.partner_id === partnerId),
        payouts.find((p) => p.month === month && p.partner_id === partnerId),
      );
      return [{ partner, ...view }];
    })
    .sort((a, b) => b.month.localeCompare(a.month) || a.partner.companyName.localeCompare(b.partner.companyName));
  return { rows, partners: [...byId.values()] };
}

/** Approve a finished month with nothing pending (its amounts freeze), then pay it with a reference. */
export async function setPayout(db: Db, admin: Caller, input: z.output<typeof setPartnerPayout.input>, now: Date): Promise<PartnerCommissionRow> {
  const partner = await partnerById(db, input.partnerId);
  if (!partner) throw new HttpsError('not-found', 'errors.not-found');
  await db.transaction().execute(async (trx) => {
    if (input.status === 'approved') {
      if (monthsRange(input.month, input.month).end > now) throw refuse('failed-precondition', 'month-not-over');
      const [totals] = await monthTotals(trx, monthsRange(input.month, input.month), now, input.partnerId);
      if (!totals) throw new HttpsError('not-found', 'errors.not-found');
      if (totals.pending_cents > 0) throw refuse('failed-precondition', 'commissions-pending');
      if (!(await insertApprovedPayout(trx, { partnerId: input.partnerId, month: input.month, totals, by: admin.uid }))) throw refuse('failed-precondition', 'payout-already');
      return;
    }
    if (await markPayoutPaid(trx, { partnerId: input.partnerId, month: input.month, paymentReference: input.paymentReference, by: admin.uid })) return;
    const [payout] = await payoutRows(trx, { from: input.month, to: input.month }, input.partnerId);
    throw refuse('failed-precondition', payout ? 'payout-already' : 'payout-not-approved');
  });
  const { rows } = await commissionRows(db, { from: input.month, to: input.month, partnerId: input.partnerId }, now);
  return rows[0]!;
}
