import { getAuth } from 'firebase-admin/auth';
import { app } from '../firebase';

/** The account directory (Firebase Auth): what sign-up and password changes need of it. */
export interface Identity {
  /** Creates an e-mail and password account; null when the e-mail is already taken. */
  create(user: { email: string; password: string; fullName: string }): Promise<string | null>;
  remove(uid: string): Promise<void>;
  /** Sets the password and revokes the account's refresh tokens (every device must sign in again). */
  setPassword(uid: string, password: string): Promise<void>;
  /** The account's e-mail and Firebase's verification link for it (its code goes into our own e-mail). */
  verificationLink(uid: string): Promise<{ email: string; link: string }>;
}

export const firebaseIdentity: Identity = {
  async create({ email, password, fullName }) {
    try {
      const user = await getAuth(app()).createUser({ email, password, displayName: fullName, emailVerified: false });
      return user.uid;
    } catch (e) {
      if ((e as { code?: string }).code === 'auth/email-already-exists') return null;
      throw e;
    }
  },
  async remove(uid) {
    await getAuth(app()).deleteUser(uid);
  },
  async setPassword(uid, password) {
    await getAuth(app()).updateUser(uid, { password });
    // Firebase counts a password change as a major account change and revokes refresh tokens itself;
    // said here too, as on sign-out, so it does not rest on that.
    await getAuth(app()).revokeRefreshTokens(uid);
  },
  async verificationLink(uid) {
    const { email } = await getAuth(app()).getUser(uid);
    if (!email) throw new Error('an account without an e-mail address');
    return { email, link: await getAuth(app()).generateEmailVerificationLink(email) };
  },
};
