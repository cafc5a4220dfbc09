import type { Language } from '@rides/contracts/languages';
import type { Account, ApplicationSummary } from '@rides/contracts/account';
import type { Db } from '../db/db';

export interface Profile {
  fullName: string;
  phone: string | null;
  language: Language;
}

/** Creates or completes the users row with what the person told us. */
export async function saveProfile(db: Db, user: { id: string; email: string | null }, p: Profile): Promise<void> {
  const values = { full_name: p.fullName, phone: p.phone, preferred_language: p.language };
  await db
    .insertInto('users')
    .values({ id: user.id, email: user.email, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, email: user.email, updated_at: new Date() }))
    .execute();
}

export async function listApplications(db: Db, userId: string): Promise<ApplicationSummary[]> {
  const driver = await db.selectFrom('driver_applications').select(['status', 'created_at']).where('user_id', '=', userId).execute();
  const partner = await db.selectFrom('partner_applications').select(['status', 'created_at']).where('user_id', '=', userId).execute();
  return [
    ...driver.map((a) => ({ kind: 'driver' as const, status: a.status, submittedAt: new Date(a.created_at).toISOString() })),
    ...partner.map((a) => ({ kind: 'partner' as const, status: a.status, submittedAt: new Date(a.created_at).toISOString() })),
  ].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

export async function readAccount(db: Db, userId: string): Promise<Account> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'full_name', 'phone', 'preferred_language'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    email: user?.email ?? null,
    fullName: user?.full_name ?? null,
    phone: user?.phone ?? null,
    language: user?.preferred_language ?? null,
    applications: await listApplications(db, userId),
  };
}

/** Creates the users row on first sight (a signed-in person applying), leaving an existing row as it is. */
export async function ensureUser(db: Db, user: { id: string; email: string | null }): Promise<void> {
  await db.insertInto('users').values({ id: user.id, email: user.email }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** Who to write to about the account, and in which language (the profile's preferred language). */
export async function findContact(db: Db, userId: string): Promise<{ email: string | null; fullName: string | null; language: Language | null } | undefined> {
  const row = await db.selectFrom('users').select(['email', 'full_name', 'preferred_language']).where('id', '=', userId).executeTakeFirst();
  return row && { email: row.email, fullName: row.full_name, language: row.preferred_language };
}

/** When the last verification e-mail went out, and marks a new one as sent now. */
export async function markVerificationSent(db: Db, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ verification_sent_at: at }).where('id', '=', userId).execute();
}

export async function lastVerificationSent(db: Db, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('users').select('verification_sent_at').where('id', '=', userId).executeTakeFirst();
  return row?.verification_sent_at ? new Date(row.verification_sent_at) : null;
}
