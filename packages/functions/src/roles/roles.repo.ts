import type { Role } from '@rides/contracts/roles';
import type { Db } from '../db/db';

/** Creates the users row on first sight and keeps the e-mail current. */
export async function upsertUser(db: Db, user: { id: string; email: string | null }): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: user.id, email: user.email })
    .onConflict((oc) => oc.column('id').doUpdateSet({ email: user.email, updated_at: new Date() }))
    .execute();
}

/** SPEC 7: select role where user_id equals the user, ordered by role ascending. */
export async function listRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role', 'asc').execute();
  return rows.map((r) => r.role);
}

/** Locks the user's row until the transaction ends: role changes of one user are serialised by it. */
export async function lockUser(trx: Db, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** Replaces a user's roles; run inside a transaction. */
export async function replaceRoles(db: Db, userId: string, roles: readonly Role[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roles.length) await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: userId, role }))).execute();
}
