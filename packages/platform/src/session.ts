import { create } from 'zustand';
import type { Role } from '@rides/contracts/roles';

/**
 * The session every app reads: who is signed in and with which roles. Only the shell writes it;
 * remotes read it through `useSession`. Shared as a singleton, so there is one store on a page.
 */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionUser {
  id: string;
  email: string | null;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Roles as read from user_roles, role ascending; empty until resolved. */
  roles: Role[];
  /** null while the roles are being resolved. */
  effectiveRole: Role | null;
}

export const initialSession: SessionState = { status: 'loading', user: null, roles: [], effectiveRole: null };

export const useSession = create<SessionState>()(() => initialSession);

export const setSession = (next: SessionState): void => useSession.setState(next, true);

/** True once it is known whether someone is signed in and, if so, with which roles. */
export const isResolved = (s: SessionState): boolean =>
  s.status === 'signedOut' || (s.status === 'signedIn' && s.effectiveRole !== null);
