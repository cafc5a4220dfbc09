import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { AccountRefusal } from '@rides/contracts/account';
import type { DecisionRefusal } from '@rides/contracts/applications';
import type { BookingRefusal } from '@rides/contracts/bookings';
import type { RideRefusal } from '@rides/contracts/rides';
import type { SignInRefusal } from '@rides/contracts/sign-in';
import type { MessagingRefusal } from '@rides/contracts/messaging';
import type { SelfServiceRefusal } from '@rides/contracts/self-service';
import type { BillingRefusal } from '@rides/contracts/billing';
import type { UserAdminRefusal } from '@rides/contracts/admin-users';
import type { PartnerRefusal } from '@rides/contracts/partners';
import type { ReviewRefusal } from '@rides/contracts/reviews';
import type { ContactRefusal } from '@rides/contracts/contact';
import type { AssistantRefusal } from '@rides/contracts/assistant';
import { readCursor } from '../db/keyset';

/** Every reason a callable gives in `details.reason` when it refuses (the contracts name them per operation). */
export type Refusal = SignInRefusal | AccountRefusal | BookingRefusal | DecisionRefusal | RideRefusal | MessagingRefusal | SelfServiceRefusal | PartnerRefusal | UserAdminRefusal | BillingRefusal | ReviewRefusal | ContactRefusal | AssistantRefusal;

/**
 * A refusal the client can act on: the stable code, its message key (`errors.<code>` in `common`),
 * the reason, and the facts that go with it (`extra`, e.g. `retryAfterMs`, `minLeadMinutes`).
 */
export const refuse = (code: FunctionsErrorCode, reason: Refusal, extra: object = {}): HttpsError =>
  new HttpsError(code, `errors.${code}`, { reason, ...extra });

/** The key and id of a keyset cursor the server gave out (db/keyset.ts), or null for the first page (no cursor, or an empty one); anything else is refused naming the field. */
export function cursorAfter(cursor: string | null): { key: string; id: string } | null {
  if (!cursor) return null;
  const c = readCursor(cursor);
  if (!c) throw new HttpsError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: 'after', message: 'bad-cursor' }] });
  return c;
}
