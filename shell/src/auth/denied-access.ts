import type { Role } from '@rides/contracts/roles';
import { reportSecurityEvent } from './security-events';

/** Where the person tried to go (the router's location), not where the guard then sends them. */
interface Attempted {
  pathname: string;
  search: string;
  hash: string;
}

/** SPEC 6: opening a page above one's role is recorded as unauthorized_role_access, with that page's address. */
export function reportDenied(attempted: Attempted, role: Role | null): void {
  const pageUrl = new URL(`${attempted.pathname}${attempted.search}${attempted.hash}`, window.location.origin).href;
  reportSecurityEvent('unauthorized_role_access', { path: attempted.pathname, role: role ?? 'unknown' }, pageUrl);
}
