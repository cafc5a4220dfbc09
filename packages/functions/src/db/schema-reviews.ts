import type { ColumnType, Generated } from 'kysely';
import type { Language } from '@rides/contracts/languages';
import type { ReviewStatus } from '@rides/contracts/reviews';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0017 (issue [G] 2): one review per booking, shown once approved. */
export interface ReviewsTable {
  id: Generated<string>;
  booking_id: string;
  rating: number;
  comment: ColumnType<string, string | undefined, never>;
  /** As shown: first name and last initial ("Anna S."), frozen when written. */
  author: string;
  language: Language;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  created_at: CreatedAt;
  decided_at: NullableDate;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReviewTables {
  reviews: ReviewsTable;
}
