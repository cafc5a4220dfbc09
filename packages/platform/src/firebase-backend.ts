import type { Backend, AuthUser } from './backend';
import { BackendError } from './backend';
import type { Environment } from './environment';

/**
 * The Firebase implementation of Backend. Firebase is imported on demand, so it never delays the
 * first paint of a public page. The session is kept in local storage (SPEC 7) and refreshed by the SDK.
 */
export async function createFirebaseBackend(env: Environment): Promise<Backend> {
  const [{ initializeApp }, authMod, fnMod] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/functions'),
  ]);
  const app = initializeApp(env.firebase);
  const auth = authMod.initializeAuth(app, { persistence: authMod.browserLocalPersistence });
  const functions = fnMod.getFunctions(app, env.functionsRegion);
  if (env.emulators) {
    authMod.connectAuthEmulator(auth, env.emulators.auth, { disableWarnings: true });
    fnMod.connectFunctionsEmulator(functions, env.emulators.functions.host, env.emulators.functions.port);
  }
  const toUser = (u: { uid: string; email: string | null } | null): AuthUser | null =>
    u ? { id: u.uid, email: u.email } : null;

  const rethrow = (e: unknown): never => {
    const err = e as { code?: string; message?: string; details?: unknown };
    const code = (err.code ?? 'internal').replace(/^functions\//, '');
    throw new BackendError(code, err.message ?? 'Unexpected error', err.details);
  };

  return {
    async signIn(email, password) {
      const { user } = await authMod.signInWithEmailAndPassword(auth, email, password);
      if (!user.emailVerified) {
        await authMod.signOut(auth);
        throw new BackendError('auth/email-not-verified', 'Email not confirmed');
      }
    },
    async signInWithToken(token) {
      await authMod.signInWithCustomToken(auth, token);
    },
    async verifyResetCode(code) {
      return authMod.verifyPasswordResetCode(auth, code);
    },
    async confirmEmail(code) {
      await authMod.applyActionCode(auth, code);
    },
    async confirmPasswordReset(code, newPassword) {
      await authMod.confirmPasswordReset(auth, code, newPassword);
    },
    async signOut() {
      await authMod.signOut(auth);
    },
    onUserChange(listener) {
      return authMod.onAuthStateChanged(auth, (u) => listener(toUser(u)));
    },
    async refreshToken() {
      await auth.currentUser?.getIdToken(true);
    },
    async pushToken(registration) {
      const push = env.push;
      // Locally no push service is reachable: the twin's token names the device (one per browser, as a
      // push service's would be), and the functions' local push adapter puts each notification in the
      // local mailbox instead.
      if (push?.provider === 'local') return { provider: 'local' as const, token: localDeviceToken() };
      const messaging = push ? await import('firebase/messaging') : null;
      if (!push || !messaging || !(await messaging.isSupported())) throw new BackendError('push/unavailable', 'Push notifications are not available here');
      const token = await messaging.getToken(messaging.getMessaging(app), { vapidKey: push.vapidKey, serviceWorkerRegistration: registration });
      return { provider: 'fcm' as const, token };
    },
    async dropPushToken(registration) {
      const push = env.push;
      try {
        // Cloud Messaging forgets the token (online, and with the permission still given: getToken would
        // ask for it again). deleteToken needs the worker the token was made with; getToken hands it over.
        if (push?.provider === 'fcm' && navigator.onLine && Notification.permission === 'granted') {
          const messaging = await import('firebase/messaging');
          const m = messaging.getMessaging(app);
          await messaging.getToken(m, { vapidKey: push.vapidKey, serviceWorkerRegistration: registration });
          await messaging.deleteToken(m);
        }
      } finally {
        // Always, offline too: the browser drops its push subscription, so the push service answers the
        // next message to this token "unregistered" and the server forgets the device.
        await (await registration.pushManager.getSubscription())?.unsubscribe();
      }
    },
    async call(name, input) {
      try {
        const res = await fnMod.httpsCallable(functions, name)(input);
        return res.data;
      } catch (e) {
        return rethrow(e);
      }
    },
  };
}

/** The local push twin's token of this browser, made once and kept. */
function localDeviceToken(): string {
  const KEY = 'rides.push-local-token';
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const token = `local-${crypto.randomUUID()}`;
    localStorage.setItem(KEY, token);
    return token;
  } catch {
    return `local-${crypto.randomUUID()}`; // storage forbidden: a token for this page's life
  }
}
