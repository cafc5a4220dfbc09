import { getAuth } from 'firebase-admin/auth';
import { app } from '../firebase';
import type { Db } from '../db/db';
import { firebaseClaims } from '../roles/claims';
import { setUserRoles } from '../roles/roles.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';
import { seedProfileIfMissing } from '../rides/driver.repo';
import { setContactIfMissing } from './demo.repo';
import { ensurePartner } from '../partners/partners.service';

/** Refuses to run anywhere but the Auth emulator of a demo- project. */
export function assertDemoMode(env: NodeJS.ProcessEnv = process.env): void {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? '';
  if (!env.FIREBASE_AUTH_EMULATOR_HOST || !project.startsWith('demo-')) {
    throw new Error('Demo accounts are seeded only into the Auth emulator of a demo- project.');
  }
}

/** Creates (or resets) the demo accounts and their roles. Safe to run again. */
export async function seedDemoAccounts(db: Db): Promise<string[]> {
  assertDemoMode();
  const auth = getAuth(app());
  const done: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await auth.getUserByEmail(account.email).catch(() => null);
    const user = existing
      ? await auth.updateUser(existing.uid, { password: DEMO_PASSWORD, emailVerified: true, disabled: false })
      : await auth.createUser({ email: account.email, password: DEMO_PASSWORD, emailVerified: true });
    await setUserRoles(db, firebaseClaims, { id: user.uid, email: account.email }, account.roles);
    await seedDemoProfile(db, user.uid, account);
    done.push(`${account.email} (${account.roles.join(' + ')})`);
  }
  return done;
}

/** A name for every demo account and a complete driver profile for the drivers, unless already there (a driver's own edits survive a restart). */
async function seedDemoProfile(db: Db, userId: string, account: DemoAccount): Promise<void> {
  await setContactIfMissing(db, userId, account.name, account.driver?.phone ?? null);
  if (account.driver) await seedProfileIfMissing(db, userId, account.driver);
  if (account.partnerCompany) await ensurePartner(db, userId, account.partnerCompany);
}
