import { getBackend } from '@rides/platform/api';
import { reportSecurityEvent } from './security-events';
import { clearSessionClock } from './remember-me';

/** Records user_logout while the session still exists, then signs out. */
export async function signOut(): Promise<void> {
  reportSecurityEvent('user_logout');
  clearSessionClock();
  const backend = await getBackend();
  await backend.signOut();
}
