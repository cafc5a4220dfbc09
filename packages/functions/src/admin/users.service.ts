import { HttpsError } from 'firebase-functions/v2/https';
import {
  BASE_ROLE,
  USER_BOOKINGS_SHOWN,
  USER_EVENTS_SHOWN,
  type UserDetail,
  type UserFilters,
  type UserPage,
  type UserRow,
} from '@rides/contracts/admin-users';
import type { Role } from '@rides/contracts/roles';
import { sortRoles } from '@rides/domain/roles';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { refuse } from '../http/refuse';
import { endSessions, sessionBoundary } from '../auth/sessions.repo';
import type { ClaimsStore } from '../roles/claims';
import { listRoles } from '../roles/roles.repo';
import { replaceUserRoles } from '../roles/roles.service';
import type { AccountAuth } from './account-auth';
import { iso } from '../db/iso';
import {
  BadUserCursorError,
  bookingsOfUser,
  countOtherEnabledAdmins,
  listUserRows,
  lockAdminSet,
  lockUserRow,
  securityEventsOfUser,
  userRowById,
  writeDisabled,
  type UserDbRow,
} from './users.repo';

export interface UserAdminDeps {
  db: Db;
  claims: ClaimsStore;
  auth: AccountAuth;
  now: () => Date;
}

const notFound = () => new HttpsError('not-found', 'errors.not-found');

const toRow = (r: UserDbRow): UserRow => ({
  id: r.id,
  email: r.email,
  fullName: r.full_name,
  phone: r.phone,
  roles: r.roles,
  disabled: r.disabled_at !== null,
  createdAt: iso(r.created_at),
});

const toDetail = (r: UserDbRow): UserDetail => ({
  ...toRow(r),
  language: r.preferred_language,
  disabledAt: r.disabled_at ? iso(r.disabled_at) : null,
  disabledBy: r.disabled_by,
});

export async function userList(db: Db, input: { filters: UserFilters; after: string | null; limit: number }): Promise<{ rows: UserRow[]; next: string | null }> {
  try {
    const page = await listUserRows(db, input.filters, input.after, input.limit);
    return { rows: page.rows.map(toRow), next: page.next };
  } catch (e) {
    if (e instanceof BadUserCursorError) throw new HttpsError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: 'after', message: 'bad-cursor' }] });
    throw e;
  }
}

export async function userPage(db: Db, userId: string): Promise<UserPage> {
  const row = await userRowById(db, userId);
  if (!row) throw notFound();
  const [bookings, events] = await Promise.all([bookingsOfUser(db, row, USER_BOOKINGS_SHOWN), securityEventsOfUser(db, userId, USER_EVENTS_SHOWN)]);
  return {
    user: toDetail(row),
    bookings: bookings.slice(0, USER_BOOKINGS_SHOWN).map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status,
      rideStatus: b.ride_status,
      pickupAt: iso(b.pickup_at),
      fromName: b.from_name,
      toName: b.to_name,
      totalCents: b.total_cents,
    })),
    moreBookings: bookings.length > USER_BOOKINGS_SHOWN,
    securityEvents: events.map((e) => ({ id: e.id, eventType: e.event_type, identifier: e.identifier, pageUrl: e.page_url, createdAt: iso(e.created_at) })),
  };
}

/** From the start of the next second: every token already issued (auth_time has second precision) is refused. */
const afterEveryIssuedToken = (now: Date) => new Date(sessionBoundary(now).getTime() + 1000);

/**
 * Sets an account's roles (`user` always kept). Refused when it would leave no enabled admin. Roles
 * are written and mirrored into the claim under the account's row lock (roles.service); a removed
 * role also ends the account's sessions, since its token's claim would grant it until it expires.
 */
export async function changeRoles(deps: UserAdminDeps, input: { userId: string; roles: readonly Role[] }): Promise<UserDetail> {
  const wanted = sortRoles(new Set<Role>([...input.roles, BASE_ROLE]));
  await deps.db.transaction().execute(async (trx) => {
    await lockAdminSet(trx);
    const user = await lockUserRow(trx, input.userId);
    if (!user) throw notFound();
    const current = await listRoles(trx, input.userId);
    const removed = current.filter((r) => !wanted.includes(r));
    if (removed.includes('admin') && user.disabled_at === null && (await countOtherEnabledAdmins(trx, input.userId)) === 0) throw refuse('failed-precondition', 'last-admin');
    if (removed.length > 0) await endSessions(trx, input.userId, afterEveryIssuedToken(deps.now()));
    await replaceUserRoles(trx, deps.claims, input.userId, wanted);
    if (removed.length > 0) await deps.auth.revokeSessions(input.userId);
  });
  return detailOf(deps.db, input.userId);
}

/**
 * Disables an account (Firebase Auth disabled, refresh tokens revoked, and its ID tokens refused at
 * once through sessions_valid_after, which every signed-in callable checks) or enables it again. An
 * admin cannot disable their own account, nor the last enabled admin.
 */
export async function setDisabled(deps: UserAdminDeps, caller: Caller, input: { userId: string; disabled: boolean }): Promise<UserDetail> {
  if (input.disabled && input.userId === caller.uid) throw refuse('failed-precondition', 'self-disable');
  await deps.db.transaction().execute(async (trx) => {
    await lockAdminSet(trx);
    const user = await lockUserRow(trx, input.userId);
    if (!user) throw notFound();
    if ((user.disabled_at !== null) === input.disabled) return; // already so: a double click or a retry
    const now = deps.now();
    if (input.disabled) {
      const isAdmin = (await listRoles(trx, input.userId)).includes('admin');
      if (isAdmin && (await countOtherEnabledAdmins(trx, input.userId)) === 0) throw refuse('failed-precondition', 'last-admin');
      await writeDisabled(trx, input.userId, { disabledAt: now, disabledBy: caller.uid, sessionsValidAfter: afterEveryIssuedToken(now) });
    } else {
      // Sign-ins from now on are valid again; tokens from before the account was disabled stay refused.
      await writeDisabled(trx, input.userId, { disabledAt: null, disabledBy: null, sessionsValidAfter: sessionBoundary(now) });
    }
    await deps.auth.setDisabled(input.userId, input.disabled);
  });
  return detailOf(deps.db, input.userId);
}

async function detailOf(db: Db, userId: string): Promise<UserDetail> {
  const row = await userRowById(db, userId);
  if (!row) throw notFound();
  return toDetail(row);
}
