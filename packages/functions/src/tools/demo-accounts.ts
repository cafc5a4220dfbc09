import type { Role } from '@rides/contracts/roles';

/** Demo accounts of the local stack (issue A). Seeded only against the emulators, never in production. */
export const DEMO_PASSWORD = 'Demo-1234';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; roles: Role[] }> = [
  { email: 'admin@example.com', roles: ['admin'] },
  { email: 'driver@example.com', roles: ['driver'] },
  { email: 'partner@example.com', roles: ['partner'] },
  { email: 'customer@example.com', roles: ['user'] },
  { email: 'multi@example.com', roles: ['driver', 'partner', 'user'] },
];
