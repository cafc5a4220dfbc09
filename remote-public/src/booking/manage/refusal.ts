import type { SelfServiceRefusal } from '@rides/contracts/self-service';
import { readRefusal } from '@rides/platform/refusal';

/**
 * A refused self-service call, in the words of the booking page (`booking.manage.errors.*`), or
 * null when the page has nothing better to say than the code's own message (`errors.<code>` in common).
 */
export type ManageProblem = 'notOpen' | 'modifyClosed' | 'changePending' | 'network' | 'tooManyRequests';

export function manageProblemOf(error: unknown): ManageProblem | null {
  const { code, reason } = readRefusal<SelfServiceRefusal>(error);
  if (reason === 'not-open') return 'notOpen';
  if (reason === 'modify-closed') return 'modifyClosed';
  if (reason === 'change-pending') return 'changePending';
  if (code === 'unavailable' || code === 'internal') return 'network';
  if (code === 'resource-exhausted') return 'tooManyRequests';
  return null;
}
