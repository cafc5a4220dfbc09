import type { TFunction } from 'i18next';
import type { SelfServiceRefusal } from '@rides/contracts/self-service';
import { refusalMessage, type Refusal } from '@rides/platform/refusal';

/** The self-service refusals an admin can meet, worded in the admin namespace (bookingRefusals.<reason>). */
const WORDED: readonly SelfServiceRefusal[] = ['not-open', 'refund-too-large', 'request-closed', 'change-pending', 'price-changed', 'modify-closed', 'refund-changed', 'refund-failed'];

/** Why a cancel or an answer was refused, in the admin's words; else the common message of its code. */
export function bookingRefusalText(refusal: Refusal<SelfServiceRefusal>, t: TFunction<'admin'>, tc: TFunction): string {
  const { reason } = refusal;
  if (reason && WORDED.includes(reason)) return t(`bookingRefusals.${reason}`);
  return refusalMessage(refusal, tc);
}
