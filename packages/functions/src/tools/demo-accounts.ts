import type { Role } from '@rides/contracts/roles';
import type { DriverProfileValues } from '../rides/driver.repo';

/** Demo accounts of the local stack (issue A). Seeded only against the emulators, never in production. */
export const DEMO_PASSWORD = 'Demo-1234';

export interface DemoAccount {
  email: string;
  roles: Role[];
  name: string;
  /** The approved drivers' complete profiles (issue [D] 8): the whole ride journey works at once. */
  driver?: DriverProfileValues;
  /** The demo partner's company: its referral link is /p/ + the slug made from it (issue [F]). */
  partnerCompany?: string;
}

export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  { email: 'admin@example.com', roles: ['admin'], name: 'Alice Admin' },
  {
    email: 'driver@example.com',
    roles: ['driver'],
    name: 'Daniel Martin',
    driver: {
      phone: '+33612345678',
      languages: ['en', 'fr', 'es'],
      vehicle_type: 'van',
      vehicle_make: 'Mercedes-Benz',
      vehicle_model: 'V-Class',
      vehicle_colour: 'Black',
      plate: 'GH-482-KL',
      photo_url: null,
      active: true,
    },
  },
  { email: 'partner@example.com', roles: ['partner'], name: 'Paula Partner', partnerCompany: 'Hôtel Démo Marais' },
  { email: 'customer@example.com', roles: ['user'], name: 'Chris Customer' },
  {
    email: 'multi@example.com',
    roles: ['driver', 'partner', 'user'],
    name: 'Morgan Multi',
    driver: {
      phone: '+33698765432',
      languages: ['en', 'fr', 'it'],
      vehicle_type: 'sedan',
      vehicle_make: 'Peugeot',
      vehicle_model: '508',
      vehicle_colour: 'Grey',
      plate: 'FT-219-RB',
      photo_url: null,
      active: true,
    },
  },
];
