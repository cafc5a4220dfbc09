import { getApps, initializeApp, type App } from 'firebase-admin/app';

/** The Admin SDK app, created once. Credentials come from the runtime (or the emulator). */
export const app = (): App => getApps()[0] ?? initializeApp();
