import { createStore, useStore } from 'zustand';
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

const store = createStore<SessionState>()(() => initialSession);
// React renders a hydration with the store's "server snapshot", zustand's initial state by default
// ('loading'). A prerendered page is the signed-out site, and the shell hydrates one only when the
// visitor is signed out (shell/src/prerender), so the snapshot is the session as it is now.
store.getInitialState = store.getState;

export function useSession(): SessionState;
export function useSession<T>(selector: (s: SessionState) => T): T;
export function useSession<T>(selector?: (s: SessionState) => T) {
  return useStore(store, selector ?? ((s: SessionState) => s as unknown as T));
}
useSession.getState = store.getState;
useSession.setState = store.setState;
useSession.subscribe = store.subscribe;

export const setSession = (next: SessionState): void => useSession.setState(next, true);

/** True once it is known whether someone is signed in and, if so, with which roles. */
export const isResolved = (s: SessionState): boolean =>
  s.status === 'signedOut' || (s.status === 'signedIn' && s.effectiveRole !== null);
