import type { Role } from '@rides/contracts/roles';
import { reportSecurityEvent } from './security-events';

/** SPEC 6: opening a page above one's role is recorded as unauthorized_role_access. */
export function reportDenied(path: string, role: Role | null): void {
  reportSecurityEvent('unauthorized_role_access', { path, role: role ?? 'unknown' });
}
