import type { Role, GetMyRolesOutput } from '@rides/contracts/roles';
import { effectiveRole, sortRoles } from '@rides/domain/roles';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { listRoles, lockUser, replaceRoles, upsertUser } from './roles.repo';
import { sameRoles, type ClaimsStore } from './claims';

/**
 * The caller's roles from Postgres (the source of truth). When the token's `roles` claim disagrees
 * (roles changed since the token was minted, or a mirror write failed), the claim is rewritten and
 * the client is told to refresh its token.
 */
export async function getMyRoles(db: Db, claims: ClaimsStore, caller: Caller): Promise<GetMyRolesOutput> {
  await upsertUser(db, { id: caller.uid, email: caller.email });
  const roles = await listRoles(db, caller.uid);
  const claimsUpdated = !sameRoles(roles, caller.roles);
  if (claimsUpdated) await claims.setRoles(caller.uid, roles);
  return { roles, effectiveRole: effectiveRole(roles), claimsUpdated };
}

/**
 * Sets a user's roles: written in a transaction that holds a row lock on the user, then mirrored
 * into the `roles` claim while the lock is held, so concurrent changes mirror in the order they commit.
 */
export async function setUserRoles(
  db: Db,
  claims: ClaimsStore,
  user: { id: string; email: string | null },
  roles: readonly Role[],
): Promise<Role[]> {
  await upsertUser(db, user);
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    return writeRoles(trx, claims, user.id, roles);
  });
}

/**
 * Adds a role to an existing user in the caller's transaction (an approved application), under the
 * same row lock and with the same mirroring as setUserRoles. Call it last in the transaction: the
 * claim is written before the caller commits.
 */
export async function grantRole(trx: Db, claims: ClaimsStore, userId: string, role: Role): Promise<Role[]> {
  await lockUser(trx, userId);
  return writeRoles(trx, claims, userId, [...(await listRoles(trx, userId)), role]);
}

/** With the user's lock held: store the roles, then mirror them into the claim. */
async function writeRoles(trx: Db, claims: ClaimsStore, userId: string, roles: readonly Role[]): Promise<Role[]> {
  const sorted = sortRoles(roles);
  await replaceRoles(trx, userId, sorted);
  await claims.setRoles(userId, sorted);
  return sorted;
}

/**
 * Replaces a user's roles in the caller's transaction (an admin's edit on /admin/users), under the
 * same row lock and with the same mirroring as setUserRoles. Call it last: the claim is written
 * before the caller commits.
 */
export async function replaceUserRoles(trx: Db, claims: ClaimsStore, userId: string, roles: readonly Role[]): Promise<Role[]> {
  await lockUser(trx, userId);
  return writeRoles(trx, claims, userId, roles);
}
