import { FIREBASE_SESSION_PREFIX } from '@rides/mf-config/prerender-guard';

/** Whether Firebase keeps a signed-in user in local storage (SPEC 7: local persistence). */
export const hasStoredSession = (): boolean => {
  try {
    return Object.keys(localStorage).some((k) => k.startsWith(FIREBASE_SESSION_PREFIX));
  } catch {
    return true; // storage unreadable: let Firebase decide
  }
};
