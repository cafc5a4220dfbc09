import type { ColumnType, Generated } from 'kysely';
import type { PushProviderName } from '@rides/contracts/push';
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

/** 0021: the devices a person turned push notifications on for (issue [M] 3). */
export interface PushDevicesTable {
  id: Generated<string>;
  user_id: string;
  provider: PushProviderName;
  token: string;
  label: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
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

export type FlightState = 'unknown' | 'scheduled' | 'delayed' | 'landed' | 'cancelled' | 'diverted';
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** 0018: the flight followed for an airport pickup (issue [K] 2). */
export interface FlightWatchesTable {
  booking_id: string;
  flight_number: string;
  /** Paris date, YYYY-MM-DD. */
  arrival_date: ColumnType<string, string, string>;
  state: ColumnType<FlightState, FlightState | undefined, FlightState>;
  scheduled_arrival: NullableDate;
  estimated_arrival: NullableDate;
  actual_arrival: NullableDate;
  diverted_to: string | null;
  booked_pickup_at: ColumnType<Date, Date | string, Date | string>;
  gap_minutes: number | null;
  notified_pickup_at: ColumnType<Date, Date | string, Date | string>;
  accepted_pickup_at: NullableDate;
  accepted_driver_id: string | null;
  checked_at: NullableDate;
  updated_at: UpdatedAt;
}

/** 0018: the local flight board (local mode only), what the local flight status adapter answers. */
export interface LocalFlightsTable {
  flight_number: string;
  arrival_date: ColumnType<string, string, string>;
  scheduled_arrival: ColumnType<Date, Date | string, Date | string>;
  estimated_arrival: NullableDate;
  actual_arrival: NullableDate;
  state: ColumnType<Exclude<FlightState, 'unknown'>, Exclude<FlightState, 'unknown'> | undefined, Exclude<FlightState, 'unknown'>>;
  diverted_to: string | null;
  updated_at: UpdatedAt;
}

/** 0018: the driver's last shared position, only while the ride is en route or arrived (issue [K] 3). */
export interface RidePositionsTable {
  booking_id: string;
  lat: number;
  lng: number;
  accuracy_m: number | null;
  at: ColumnType<Date, Date | string, Date | string>;
}

/** Tables of migrations 0009 (rides) and 0018 (flights, positions). */
export interface RideTables {
  driver_profiles: DriverProfilesTable;
  driver_unavailability: DriverUnavailabilityTable;
  push_devices: PushDevicesTable;
  ride_events: RideEventsTable;
  flight_watches: FlightWatchesTable;
  local_flights: LocalFlightsTable;
  ride_positions: RidePositionsTable;
}
