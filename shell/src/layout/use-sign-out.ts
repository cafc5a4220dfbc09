import { useCallback } from 'react';
import { useNavigate } from '@rides/platform/router';
import { signOut } from '../auth/sign-out';
import { preloadAuthPageWhenIdle } from '../pages/shell-pages';

/** The header's Sign Out: ends the session (here and on the server), then goes home (and preloads /auth, SPEC 2). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
    preloadAuthPageWhenIdle();
  }, [navigate]);
}
