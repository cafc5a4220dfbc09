import { getAuth } from 'firebase-admin/auth';
import type { Role } from '@rides/contracts/roles';
import { app } from '../firebase';

/** Where role claims are written; Firebase Auth in production and in the emulator, replaceable in tests. */
export interface ClaimsStore {
  setRoles(uid: string, roles: readonly Role[]): Promise<void>;
}

export const firebaseClaims: ClaimsStore = {
  async setRoles(uid, roles) {
    const auth = getAuth(app());
    const user = await auth.getUser(uid);
    await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), roles: [...roles] });
  },
};

export const sameRoles = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().every((r, i) => r === [...b].sort()[i]);
