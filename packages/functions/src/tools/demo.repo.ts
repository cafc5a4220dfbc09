import type { Db } from '../db/db';

/** Sets a demo account's name and phone where none is stored yet. */
export async function setContactIfMissing(db: Db, userId: string, name: string, phone: string | null): Promise<void> {
  await db.updateTable('users').set({ full_name: name }).where('id', '=', userId).where('full_name', 'is', null).execute();
  if (phone) await db.updateTable('users').set({ phone }).where('id', '=', userId).where('phone', 'is', null).execute();
}
