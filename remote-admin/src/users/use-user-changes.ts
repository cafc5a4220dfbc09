import { useQueryClient } from '@tanstack/react-query';
import { setUserDisabled, setUserRoles, type UserAdminRefusal, type UserDetail } from '@rides/contracts/admin-users';
import type { Role } from '@rides/contracts/roles';
import { operationKey, useOperationMutation } from '@rides/platform/query';
import { readRefusal, type Refusal } from '@rides/platform/refusal';
import { USER_QUERIES } from './user-queries';

export type UserChangeOutcome = { ok: true; user: UserDetail } | { ok: false; refusal: Refusal<UserAdminRefusal> };

/**
 * An admin's changes to an account (setUserRoles, setUserDisabled). The list and the account's page
 * are read again afterwards, after a refusal too: another admin may have changed the account meanwhile.
 */
export function useUserChanges() {
  const client = useQueryClient();
  const roles = useOperationMutation(setUserRoles, { invalidates: USER_QUERIES });
  const disabled = useOperationMutation(setUserDisabled, { invalidates: USER_QUERIES });
  async function outcome(run: () => Promise<UserDetail>): Promise<UserChangeOutcome> {
    try {
      return { ok: true, user: await run() };
    } catch (e) {
      await Promise.all(USER_QUERIES.map((op) => client.invalidateQueries({ queryKey: operationKey(op) })));
      return { ok: false, refusal: readRefusal<UserAdminRefusal>(e) };
    }
  }
  return {
    saveRoles: (userId: string, next: Role[]) => outcome(() => roles.mutateAsync({ userId, roles: next })),
    setDisabled: (userId: string, value: boolean) => outcome(() => disabled.mutateAsync({ userId, disabled: value })),
    savingRoles: roles.isPending,
    savingDisabled: disabled.isPending,
  };
}
