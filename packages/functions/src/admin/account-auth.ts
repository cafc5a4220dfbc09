import { getAuth } from 'firebase-admin/auth';
import { app } from '../firebase';

/** What an admin's account decisions change in Firebase Auth; replaceable in tests (as roles/claims.ts). */
export interface AccountAuth {
  /** Disabled: no sign-in, no token refresh, refresh tokens revoked. Enabled: signs in again. */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Revokes the account's refresh tokens (its ID tokens are refused through sessions_valid_after). */
  revokeSessions(uid: string): Promise<void>;
}

/** A users row without a Firebase account (imported data): nothing to change there. */
const ignoreMissing = (e: unknown) => {
  if ((e as { code?: string }).code === 'auth/user-not-found') return;
  throw e;
};

export const firebaseAccountAuth: AccountAuth = {
  async setDisabled(uid, disabled) {
    const auth = getAuth(app());
    await auth.updateUser(uid, { disabled }).catch(ignoreMissing);
    if (disabled) await auth.revokeRefreshTokens(uid).catch(ignoreMissing);
  },
  async revokeSessions(uid) {
    await getAuth(app()).revokeRefreshTokens(uid).catch(ignoreMissing);
  },
};
