import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';
import { Page } from './page';
import { AccountCard, type SignedInPerson } from './account-card';

type Resources = CustomTypeOptions['resources'];
type PagesNs = { [N in keyof Resources]: Resources[N] extends { pages: object } ? N : never }[keyof Resources];
/** Ids with a `pages.<id>.title` and `.lead` in namespace N: checked where sectionPage is called. */
export type PageId<N extends PagesNs> = Extract<keyof Resources[N]['pages'], string>;

/**
 * A page whose features are still to come: its title and purpose from the app's namespace
 * (`pages.<routeId>.title` / `.lead`) and, for signed-in areas, who is signed in, read with the hook
 * the app passes (its session store: ui does not depend on the platform). Nothing invented.
 */
export function sectionPage<N extends PagesNs>(ns: N, routeId: PageId<N>, useAccount?: () => SignedInPerson) {
  const key = (part: 'title' | 'lead') => `pages.${routeId}.${part}` as never; // valid by PageId<N>
  const Account = useAccount
    ? function Account() {
        const { user, effectiveRole } = useAccount();
        return <AccountCard user={user} effectiveRole={effectiveRole} />;
      }
    : null;
  return function SectionPage() {
    const { t } = useTranslation(ns);
    const { t: tc } = useTranslation('common');
    return (
      <Page title={t(key('title'))} lead={t(key('lead'))}>
        {Account && <Account />}
        <Text mt={4} color="fg.muted">
          {tc('soon')}
        </Text>
      </Page>
    );
  };
}
