import type { ColumnType, Generated } from 'kysely';
import type { RideAction, RideActor, RideStatus } from '@rides/contracts/ride-status';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DriverProfilesTable {
  user_id: string;
  phone: string;
  languages: string[];
  vehicle_type: 'sedan' | 'van';
  vehicle_make: string;
  vehicle_model: string;
  vehicle_colour: string | null;
  plate: string;
  photo_url: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DriverUnavailabilityTable {
  id: Generated<string>;
  driver_id: string;
  /** tstzrange as text. */
  during: string;
  note: string | null;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses update and delete). */
export interface RideEventsTable {
  id: Generated<string>;
  booking_id: string;
  at: CreatedAt;
  actor: RideActor;
  actor_id: string | null;
  actor_name: string | null;
  action: RideAction;
  from_status: RideStatus;
  to_status: RideStatus;
  driver_id: string | null;
  driver_name: string | null;
  reason: string | null;
  lat: number | null;
  lng: number | null;
}

/** Tables of migration 0009 (rides). */
export interface RideTables {
  driver_profiles: DriverProfilesTable;
  driver_unavailability: DriverUnavailabilityTable;
  ride_events: RideEventsTable;
}
