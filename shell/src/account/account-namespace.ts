import { useNamespace } from '@rides/i18n/use-namespace';
import type { NamespaceEntry } from '@rides/i18n/namespaces';

const load = (lng: string) => import(`../locales/${lng}.json`);

/** For the pages that show it first thing: a prerendered page hydrates with it loaded. */
export const accountNamespaces: readonly NamespaceEntry[] = [['account', load]];

/** The shell's `account` namespace (sign-up and profile), fetched only when those pages open. */
export const useAccountNamespace = (): boolean => useNamespace('account', load);
