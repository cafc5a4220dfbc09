import type { ApplicationView } from '@rides/contracts/applications';

/** With `id`, that one application whatever its status; else every application with `status`. */
import type { DRIVER_LANGUAGES } from '@rides/contracts/account';
import type { Db } from '../db/db';
import { iso } from '../db/iso';

type Kind = ApplicationView['kind'];
type DriverLanguage = (typeof DRIVER_LANGUAGES)[number];
type Status = ApplicationView['status'];

export async function listDriverApplications(db: Db, status: Status, id?: string): Promise<ApplicationView[]> {
  let q = db
    .selectFrom('driver_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.status', 'a.created_at', 'a.user_id', 'u.email', 'u.full_name', 'a.phone', 'a.languages', 'a.vehicle_type', 'a.vehicle_make', 'a.vehicle_model', 'a.plate', 'a.licence_number'])
    .orderBy('a.created_at', 'asc');
  q = id ? q.where('a.id', '=', id) : q.where('a.status', '=', status);
  const rows = await q.execute();
  return rows.map((r) => ({
    kind: 'driver' as const,
    id: String(r.id),
    status: r.status,
    submittedAt: iso(r.created_at),
    applicant: { userId: r.user_id, email: r.email, fullName: r.full_name },
    phone: r.phone,
    languages: r.languages as DriverLanguage[],
    vehicleType: r.vehicle_type,
    vehicleMake: r.vehicle_make,
    vehicleModel: r.vehicle_model,
    plate: r.plate,
    licenceNumber: r.licence_number,
  }));
}

export async function listPartnerApplications(db: Db, status: Status, id?: string): Promise<ApplicationView[]> {
  let q = db
    .selectFrom('partner_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.status', 'a.created_at', 'a.user_id', 'u.email', 'u.full_name', 'a.company_name', 'a.contact_phone', 'a.website', 'a.expected_monthly_bookings'])
    .orderBy('a.created_at', 'asc');
  q = id ? q.where('a.id', '=', id) : q.where('a.status', '=', status);
  const rows = await q.execute();
  return rows.map((r) => ({
    kind: 'partner' as const,
    id: String(r.id),
    status: r.status,
    submittedAt: iso(r.created_at),
    applicant: { userId: r.user_id, email: r.email, fullName: r.full_name },
    companyName: r.company_name,
    contactPhone: r.contact_phone,
    website: r.website,
    expectedMonthlyBookings: r.expected_monthly_bookings,
  }));
}

/** Decides a pending application; the row (locked) is returned, or undefined when it was not pending. */
export async function decide(db: Db, kind: Kind, id: string, status: 'approved' | 'rejected', adminId: string): Promise<{ user_id: string } | undefined> {
  const table = kind === 'driver' ? 'driver_applications' : 'partner_applications';
  return db
    .updateTable(table)
    .set({ status, decided_at: new Date(), decided_by: adminId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('user_id')
    .executeTakeFirst();
}
