import { getAuth } from 'firebase-admin/auth';
import { app } from '../firebase';
import { config } from '../config';

export type PasswordCheck =
  | { ok: true; uid: string; emailVerified: boolean }
  | { ok: false; reason: 'invalid-credentials' | 'user-disabled' };

/** Checks an e-mail and password (Identity Toolkit, or the Auth emulator locally). */
export interface PasswordChecker {
  check(email: string, password: string): Promise<PasswordCheck>;
}

const base = () => {
  const host = config().authEmulatorHost;
  return host ? `http://${host}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';
};

export const identityToolkit: PasswordChecker = {
  async check(email, password) {
    const res = await fetch(`${base()}/accounts:signInWithPassword?key=${encodeURIComponent(config().webApiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: false }),
    });
    const body = (await res.json()) as { localId?: string; error?: { message?: string } };
    if (!res.ok || !body.localId) {
      const message = body.error?.message ?? '';
      if (message.startsWith('USER_DISABLED')) return { ok: false, reason: 'user-disabled' };
      if (/INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|INVALID_PASSWORD|INVALID_EMAIL/.test(message)) {
        return { ok: false, reason: 'invalid-credentials' };
      }
      throw new Error(`Identity Toolkit answered ${res.status} ${message}`);
    }
    const user = await getAuth(app()).getUser(body.localId);
    return { ok: true, uid: user.uid, emailVerified: user.emailVerified };
  },
};

/** Mints the custom token the browser exchanges for a Firebase session. */
export const mintToken = (uid: string, remember: boolean): Promise<string> =>
  getAuth(app()).createCustomToken(uid, { remember });
