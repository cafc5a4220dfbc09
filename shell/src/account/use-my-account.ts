import { useQueryClient } from '@tanstack/react-query';
import { getMyAccount, type Account } from '@rides/contracts/account';
import { operationKey, useOperationQuery } from '@rides/platform/query';

export type AccountState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; account: Account };

/**
 * The signed-in person's account (getMyAccount); `enabled` false while nobody is signed in.
 * `replace` puts the account a save returned into the cache, so every screen shows it without a new read.
 */
export function useMyAccount(enabled: boolean) {
  const client = useQueryClient();
  const query = useOperationQuery(getMyAccount, {}, { enabled });
  const state: AccountState = query.data ? { status: 'ready', account: query.data } : query.isError && !query.isFetching ? { status: 'failed' } : { status: 'loading' };
  const replace = (account: Account) => client.setQueryData(operationKey(getMyAccount, {}), account);
  return { state, reload: () => query.refetch(), replace };
}
