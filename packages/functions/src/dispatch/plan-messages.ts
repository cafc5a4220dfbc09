import type { Db } from '../db/db';
import { enqueue } from '../mail/outbox.service';
import { driverRidesUrl } from '../messaging/ride-data';
import { queueSms, rideContext } from '../messaging/ride-messages';
import { driverContact } from '../messaging/ride-messages.repo';
import { driverPlanSms, renderDriverPlan } from '../messaging/templates/driver-plan.template';
import { planNotice, queueDriverPush } from '../push/push-messages';

/**
 * After a plan is applied, each driver who got rides is told once, with all of them (issue [Q] 2):
 * one e-mail, one SMS and one push per device in the driver's language, in pickup order. The booker of each ride got the
 * driver's details with the ride's own event, as after any assignment. Keyed by the apply, so one
 * apply tells each driver once.
 */
export async function queueDriverPlans(trx: Db, applyId: string, rideIdsByDriver: ReadonlyMap<string, readonly string[]>): Promise<void> {
  for (const [driverId, rideIds] of rideIdsByDriver) {
    const driver = await driverContact(trx, driverId);
    if (!driver || rideIds.length === 0) continue;
    const contexts = await Promise.all(rideIds.map((id) => rideContext(trx, id, `plan:${applyId}`)));
    const trips = contexts.map((c) => c.trip).sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime());
    const data = { language: driver.language, trips, driverFirstName: driver.firstName, ridesUrl: driverRidesUrl() };
    const facts = { bookingId: rideIds[0]!, purpose: 'driver-plan' };
    const key = `plan:${applyId}:driver:${driverId}`;
    if (driver.email) await enqueue(trx, { ...facts, dedupeKey: `${key}:email`, channel: 'email', payload: { to: driver.email, ...renderDriverPlan(data) } });
    if (driver.phone) await queueSms(trx, { ...facts, dedupeKey: `${key}:sms`, to: driver.phone, text: driverPlanSms(data) });
    await queueDriverPush(trx, { ...facts, driverId, keyBase: key, notice: planNotice(trips, driver.language, applyId) });
  }
}
