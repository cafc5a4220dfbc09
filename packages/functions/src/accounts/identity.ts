import { getAuth } from 'firebase-admin/auth';
import type { Language } from '@rides/contracts/languages';
import { app } from '../firebase';
import { config } from '../config';

/** The account directory (Firebase Auth): what sign-up and password changes need of it. */
export interface Identity {
  /** Creates an e-mail and password account; null when the e-mail is already taken. */
  create(user: { email: string; password: string; fullName: string }): Promise<string | null>;
  remove(uid: string): Promise<void>;
  /** Sets the password and revokes the account's refresh tokens (every device must sign in again). */
  setPassword(uid: string, password: string): Promise<void>;
  /** Sends the verification e-mail, written in `language`; its link opens our action page. */
  sendVerification(uid: string, language: Language): Promise<void>;
}

const toolkit = (path: string) => {
  const host = config().authEmulatorHost;
  const base = host ? `http://${host}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';
  return `${base}/${path}?key=${encodeURIComponent(config().webApiKey)}`;
};

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(toolkit(path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`Identity Toolkit ${path} answered ${res.status} ${json.error?.message ?? ''}`);
  return json;
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
  async sendVerification(uid, language) {
    // Firebase sends the verification e-mail only for a signed-in user: a short-lived session from a
    // custom token asks for it, in the person's language. Nothing is handed to the browser.
    const token = await getAuth(app()).createCustomToken(uid);
    const { idToken } = await post<{ idToken: string }>('accounts:signInWithCustomToken', { token, returnSecureToken: true });
    await post('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken }, { 'X-Firebase-Locale': language });
  },
};
