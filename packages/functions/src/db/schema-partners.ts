import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0013 (issue [F]). */
export interface PartnersTable {
  user_id: string;
  slug: string;
  company_name: string;
  commission_bp: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PartnerSlugsTable {
  slug: string;
  partner_id: string;
  created_at: CreatedAt;
}

export interface PartnerPayoutsTable {
  partner_id: string;
  /** First day of the month, written and compared as `YYYY-MM-01`; read it with to_char (pg turns a date into a JS Date). */
  month: ColumnType<string, string, string>;
  status: 'approved' | 'paid';
  bookings: number;
  commissionable_cents: number;
  commission_cents: number;
  payment_reference: string | null;
  approved_at: CreatedAt;
  approved_by: string | null;
  paid_at: NullableDate;
  paid_by: string | null;
}

export interface PartnerTables {
  partners: PartnersTable;
  partner_slugs: PartnerSlugsTable;
  partner_payouts: PartnerPayoutsTable;
}
