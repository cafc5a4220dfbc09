import type { TFunction } from 'i18next';
import type { UserAdminRefusal } from '@rides/contracts/admin-users';
import { refusalMessage, type Refusal } from '@rides/platform/refusal';

const WORDED: readonly UserAdminRefusal[] = ['last-admin', 'self-disable'];

/** Why a change to an account was refused, in the admin's words (users.refusals.<reason>); else the common message of its code. */
export function userRefusalText(refusal: Refusal<UserAdminRefusal>, t: TFunction<'admin'>, tc: TFunction): string {
  const { reason } = refusal;
  if (reason && WORDED.includes(reason)) return t(`users.refusals.${reason}`);
  return refusalMessage(refusal, tc);
}
