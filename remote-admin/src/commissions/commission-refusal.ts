import type { TFunction } from 'i18next';
import type { PartnerRefusal } from '@rides/contracts/partners';
import { readRefusal, refusalMessage } from '@rides/platform/refusal';

const WORDED = ['slug-taken', 'month-not-over', 'commissions-pending', 'payout-not-approved', 'payout-already'] as const;
type Worded = (typeof WORDED)[number];

/** Why a payout step or a partner change was refused, in the admin's words. */
export function commissionRefusalText(error: unknown, t: TFunction<'admin'>, tc: TFunction): string {
  const refusal = readRefusal<PartnerRefusal>(error);
  const reason = refusal.reason as Worded | undefined;
  if (reason && WORDED.includes(reason)) return t(`commissions.refusals.${reason}`);
  return refusalMessage(error, tc);
}
