import type { z } from 'zod';
import type { driverApplicationSchema, partnerApplicationSchema } from '@rides/contracts/account';
import type { Db } from '../db/db';

type Driver = z.output<typeof driverApplicationSchema>;
type Partner = z.output<typeof partnerApplicationSchema>;
export type NewApplication = { kind: 'driver'; application: Driver } | { kind: 'partner'; application: Partner };

/** Stores a pending application; false when the person already has one pending of that kind. */
export async function insertApplication(db: Db, userId: string, a: NewApplication): Promise<boolean> {
  const rows =
    a.kind === 'driver'
      ? await db
          .insertInto('driver_applications')
          .values({
            user_id: userId,
            phone: a.application.phone,
            languages: a.application.languages,
            vehicle_type: a.application.vehicleType,
            vehicle_make: a.application.vehicleMake,
            vehicle_model: a.application.vehicleModel,
            plate: a.application.plate,
            licence_number: a.application.licenceNumber,
          })
          .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
          .returning('id')
          .execute()
      : await db
          .insertInto('partner_applications')
          .values({
            user_id: userId,
            company_name: a.application.companyName,
            contact_phone: a.application.contactPhone,
            website: a.application.website,
            expected_monthly_bookings: a.application.expectedMonthlyBookings,
          })
          .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
          .returning('id')
          .execute();
  return rows.length === 1;
}
