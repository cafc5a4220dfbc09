import type { PushProviderName } from '@rides/contracts/push';

/** What the shell needs from an auth + functions backend. Firebase implements it (firebase-backend.ts). */
export interface AuthUser {
  id: string;
  email: string | null;
}

export interface Backend {
  /** Starts the session from the custom token the `signIn` callable returned. */
  signInWithToken(token: string): Promise<void>;
  /** Direct e-mail and password sign-in: the standalone dev harness only (the product uses `signIn`). */
  signIn(email: string, password: string): Promise<void>;
  /** The e-mail a reset code belongs to; fails when the code is used, expired or malformed. */
  verifyResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Confirms an e-mail address with the code of the verification e-mail; fails when used or expired. */
  confirmEmail(code: string): Promise<void>;
  signOut(): Promise<void>;
  /** Called with the current user at once and on every change; returns an unsubscribe function. */
  onUserChange(listener: (user: AuthUser | null) => void): () => void;
  /** Forces a fresh ID token, so new custom claims reach the server. */
  refreshToken(): Promise<void>;
  /** Calls a callable function by name; input and output are validated by the api client. */
  call(name: string, input: unknown): Promise<unknown>;
  /**
   * This device's web push token (issue [M] 3), through the page's service worker: Cloud Messaging's,
   * or the local twin's. Rejects with code `push/unavailable` when the site or browser has none.
   * Absent on backends without push (the standalone harness, tests).
   */
  pushToken?(registration: ServiceWorkerRegistration): Promise<{ provider: PushProviderName; token: string }>;
  /** Gives this device's push token back to the push service (turning notifications off). */
  dropPushToken?(registration: ServiceWorkerRegistration): Promise<void>;
}

/** A backend error with a stable code (see @rides/contracts/errors) and the server's message. */
export class BackendError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The server's HttpsError details, e.g. { reason, retryAfterMs }. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
