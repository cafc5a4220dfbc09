import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@rides/contracts/roles';
import type { Language } from '@rides/contracts/languages';
import type { BookingTables } from './schema-bookings';
import type { SandboxTables } from './schema-sandbox';
import type { RideTables } from './schema-rides';
import type { PartnerTables } from './schema-partners';
import type { ReviewTables } from './schema-reviews';
import type { SecurityEventType } from '@rides/contracts/security-events';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: string;
  email: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sessions_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  full_name: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  preferred_language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  verification_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  // 0015 (admin users): a disabled account, and the generated search columns
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  disabled_by: ColumnType<string | null, string | null | undefined, string | null>;
  phone_digits: ColumnType<string, never, never>;
  search_names: ColumnType<string, never, never>;
}

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: CreatedAt;
}

export interface SecurityEventsTable {
  id: Generated<string>;
  event_type: SecurityEventType;
  identifier: string;
  user_id: string | null;
  details: ColumnType<Record<string, unknown>, string, string>;
  user_agent: string;
  page_url: string;
  source_ip: string | null;
  created_at: CreatedAt;
}

export interface SignInAttemptsTable {
  id: Generated<string>;
  identifier: string;
  source_ip: string | null;
  attempted_at: ColumnType<Date, Date | string | undefined, never>;
}

type ApplicationStatus = 'pending' | 'approved' | 'rejected';
type Decision = {
  id: Generated<string>;
  user_id: string;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  created_at: CreatedAt;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
};

export interface DriverApplicationsTable extends Decision {
  phone: string;
  languages: string[];
  vehicle_type: 'sedan' | 'van';
  vehicle_make: string;
  vehicle_model: string;
  plate: string;
  licence_number: string;
}

export interface PartnerApplicationsTable extends Decision {
  company_name: string;
  contact_phone: string;
  website: string | null;
  expected_monthly_bookings: number;
}

/** Versions of the tariff (migration 0006); `data` is parsed with tariffSchema when read. */
export interface TariffsTable {
  version: number;
  data: ColumnType<unknown, string, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface Database extends BookingTables, SandboxTables, RideTables, PartnerTables, ReviewTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  security_events: SecurityEventsTable;
  sign_in_attempts: SignInAttemptsTable;
  driver_applications: DriverApplicationsTable;
  partner_applications: PartnerApplicationsTable;
  tariffs: TariffsTable;
}
