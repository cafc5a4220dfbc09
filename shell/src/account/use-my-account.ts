import { useCallback, useEffect, useState } from 'react';
import { getMyAccount, type Account } from '@rides/contracts/account';
import { callApi } from '@rides/platform/api';

export type AccountState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; account: Account };

/** The signed-in person's account (getMyAccount); `enabled` false while nobody is signed in. */
export function useMyAccount(enabled: boolean) {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    return callApi(getMyAccount, {}).then(
      (account) => setState({ status: 'ready', account }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);
  const replace = useCallback((account: Account) => setState({ status: 'ready', account }), []);
  return { state, reload: load, replace };
}
