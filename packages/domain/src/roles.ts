import type { Role } from '@rides/contracts/roles';

/** SPEC 4: admin outranks driver, which outranks partner, which outranks user. */
const RANK: Record<Role, number> = { admin: 4, driver: 3, partner: 2, user: 1 };

/** The effective role of someone holding `roles`; `user` when none is known (SPEC 4). */
export function effectiveRole(roles: readonly Role[] | null | undefined): Role {
  if (!roles || roles.length === 0) return 'user';
  return roles.reduce((best, r) => (RANK[r] > RANK[best] ? r : best), roles[0] as Role);
}

/** SPEC 2: each role's own home, used by the dispatcher and by guards on a wrong role. */
export function homePathFor(role: Role | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'driver':
      return '/driver';
    case 'partner':
      return '/partner';
    case 'user':
      return '/customer';
    default:
      return '/dashboard';
  }
}

/** Roles sorted the way SPEC 7 reads them (role ascending), without duplicates. */
export function sortRoles(roles: Iterable<Role>): Role[] {
  return [...new Set(roles)].sort();
}
