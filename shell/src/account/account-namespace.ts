import { useNamespace } from '@rides/i18n/use-namespace';

const load = (lng: string) => import(`../locales/${lng}.json`);

/** The shell's `account` namespace (sign-up and profile), fetched only when those pages open. */
export const useAccountNamespace = (): boolean => useNamespace('account', load);
