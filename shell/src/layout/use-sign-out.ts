import { useCallback } from 'react';
import { useNavigate } from '@rides/platform/router';
import { signOut } from '../auth/sign-out';

/** The header's Sign Out: ends the session (here and on the server), then goes home. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
  }, [navigate]);
}
