import { vatIncluded } from './self-service';

/**
 * Partner commissions (issue [F]). Decisions where the issue is silent:
 * - Default rate 10 % (1000 basis points), above Welcome Pickups' 8 % for affiliates, so hotel desks
 *   prefer us; an admin can change a partner's rate, and the rate is frozen on each booking when it is made.
 * - The commissionable amount is what the traveller finally paid us (price minus refunds) without the
 *   10 % VAT included in it: VAT is the state's money, not margin.
 * - A commission is pending until the ride is done (completed, or a confirmed no-show, which is charged)
 *   and a 72-hour claims window has passed after it (complaints and refunds arrive in the first days),
 *   then confirmed; paid once the admins pay the partner's month; reversed when the booking is
 *   cancelled or refunded in full.
 * - A month is the Paris calendar month of the pickup.
 */
export const DEFAULT_COMMISSION_BP = 1000;
export const MAX_COMMISSION_BP = 5000;
export const COMMISSION_CLAIMS_WINDOW_HOURS = 72;

export type CommissionStatus = 'pending' | 'confirmed' | 'paid' | 'reversed';

export interface CommissionFacts {
  bookingStatus: string;
  rideStatus: string;
  totalCents: number;
  refundedCents: number;
  commissionBp: number;
  /** When the ride was completed or its no-show confirmed; null while it is not done. */
  doneAt: Date | null;
  /** The partner's month is paid. */
  monthPaid: boolean;
}

const DONE_RIDE = new Set(['completed', 'no_show']);

export function commissionAmounts(f: Pick<CommissionFacts, 'totalCents' | 'refundedCents' | 'commissionBp'>): { commissionableCents: number; commissionCents: number } {
  const kept = Math.max(0, f.totalCents - f.refundedCents);
  const commissionableCents = vatIncluded(kept).netCents;
  return { commissionableCents, commissionCents: Math.round((commissionableCents * f.commissionBp) / 10000) };
}

export function commissionStatus(f: CommissionFacts, now: Date): CommissionStatus {
  if (f.bookingStatus === 'cancelled' || f.rideStatus === 'cancelled' || commissionAmounts(f).commissionableCents === 0) return 'reversed';
  if (!DONE_RIDE.has(f.rideStatus) || !f.doneAt) return 'pending';
  if (now.getTime() < f.doneAt.getTime() + COMMISSION_CLAIMS_WINDOW_HOURS * 3600_000) return 'pending';
  return f.monthPaid ? 'paid' : 'confirmed';
}

/** A referral slug from a company name: "Hôtel Le Marais & Spa" -> "hotel-le-marais-spa" (2 to 60 characters). */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : `partner${slug ? `-${slug}` : ''}`;
}
