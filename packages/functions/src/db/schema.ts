import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@rides/contracts/roles';
import type { SecurityEventType } from '@rides/contracts/security-events';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: string;
  email: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sessions_valid_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  security_events: SecurityEventsTable;
  sign_in_attempts: SignInAttemptsTable;
}
