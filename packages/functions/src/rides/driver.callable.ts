import { HttpsError } from 'firebase-functions/v2/https';
import { driverRideAction, getDriverRide, listDriverRides, reconfirmRide } from '@rides/contracts/rides';
import { addUnavailability, getDriverProfile, removeUnavailability, updateDriverProfile, type DriverProfile } from '@rides/contracts/driver-profile';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import { callable } from '../http/callable';
import { findById } from '../bookings/bookings.repo';
import { db } from '../db/db';
import * as repo from './driver.repo';
import { moveRide } from './ride.service';
import { toDriverRide } from './ride-views';
import { parisDayOf, parisMonthOf } from './paris-day';
import { rideDeps } from './deps';
import { reconfirmRide as reconfirm } from '../flights/reconfirm';

const DRIVER = ['driver'] as const;
const notFound = () => new HttpsError('not-found', 'errors.not-found');

/** Per record: every query below is scoped to the caller's own rides (driver_id = caller). */
export const listDriverRidesCallable = callable(listDriverRides, DRIVER, async (_input, { caller }) => {
  const now = new Date();
  const month = parisMonthOf(now);
  const day = parisDayOf(now);
  const rows = await repo.ridesOfDriver(db(), caller!.uid, month.start);
  const counted = rows.filter((r) => r.ride_status !== 'cancelled');
  const within = (r: (typeof rows)[number], w: { start: Date; end: Date }) => r.pickup_at >= w.start && r.pickup_at < w.end;
  return {
    rides: rows.map((r) => toDriverRide(r, now)),
    stats: {
      today: counted.filter((r) => within(r, day)).length,
      month: counted.filter((r) => within(r, month)).length,
      completedThisMonth: counted.filter((r) => r.ride_status === 'completed' && within(r, month)).length,
      toCollectCents: rows
        .filter((r) => r.payment_method === 'driver' && ACTIVE_RIDE_STATUSES.includes(r.ride_status))
        .reduce((sum, r) => sum + r.total_cents, 0),
    },
    now: now.toISOString(),
  };
});

const myRide = async (driverId: string, rideId: string) => {
  const row = await repo.rideOfDriver(db(), driverId, rideId);
  if (!row) throw notFound();
  return toDriverRide(row, new Date());
};

export const getDriverRideCallable = callable(getDriverRide, DRIVER, ({ rideId }, { caller }) => myRide(caller!.uid, rideId));

export const driverRideActionCallable = callable(driverRideAction, DRIVER, async ({ rideId, action, reason, cashCollectedCents, position }, { caller }) => {
  // moveRide checks the ride is the caller's; after a hand-back it no longer is, so the answer (the ride
  // as it now stands, with no action left for them) is read by id.
  await moveRide(rideDeps(), rideId, action, { kind: 'driver', id: caller!.uid }, { reason, cashCollectedCents, position });
  const row = await findById(db(), rideId);
  return toDriverRide(row!, new Date());
});

/** Issue [K] 2: the driver keeps a ride the flight moved by over an hour. */
export const reconfirmRideCallable = callable(reconfirmRide, DRIVER, async ({ rideId }, { caller }) => {
  await reconfirm(db(), caller!.uid, rideId, new Date());
  return myRide(caller!.uid, rideId);
});

async function profileOf(userId: string): Promise<DriverProfile> {
  const now = new Date();
  const [p, user, unavailable] = await Promise.all([repo.findDriverProfile(db(), userId), repo.driverUser(db(), userId), repo.unavailabilityOf(db(), userId, now)]);
  return {
    name: user?.full_name ?? null,
    phone: p?.phone ?? user?.phone ?? '',
    languages: p?.languages ?? ['en'],
    vehicleType: p?.vehicle_type ?? 'sedan',
    vehicleMake: p?.vehicle_make ?? '',
    vehicleModel: p?.vehicle_model ?? '',
    vehicleColour: p?.vehicle_colour ?? null,
    plate: p?.plate ?? '',
    photoUrl: p?.photo_url ?? null,
    active: p?.active ?? false,
    unavailable: unavailable.map((u) => ({ id: u.id, from: new Date(u.from).toISOString(), to: new Date(u.to).toISOString(), note: u.note })),
  };
}

export const getDriverProfileCallable = callable(getDriverProfile, DRIVER, (_input, { caller }) => profileOf(caller!.uid));

export const updateDriverProfileCallable = callable(updateDriverProfile, DRIVER, async (input, { caller }) => {
  await repo.saveDriverProfile(
    db(),
    caller!.uid,
    {
      phone: input.phone,
      languages: input.languages,
      vehicle_type: input.vehicleType,
      vehicle_make: input.vehicleMake,
      vehicle_model: input.vehicleModel,
      vehicle_colour: input.vehicleColour,
      plate: input.plate,
      photo_url: input.photoUrl || null,
      active: input.active,
    },
    new Date(),
  );
  return profileOf(caller!.uid);
});

export const addUnavailabilityCallable = callable(addUnavailability, DRIVER, async ({ from, to, note }, { caller }) => {
  await repo.addUnavailability(db(), caller!.uid, new Date(from), new Date(to), note || null);
  return profileOf(caller!.uid);
});

export const removeUnavailabilityCallable = callable(removeUnavailability, DRIVER, async ({ id }, { caller }) => {
  if (!(await repo.removeUnavailability(db(), caller!.uid, id))) throw notFound();
  return profileOf(caller!.uid);
});
