import { useTranslation } from 'react-i18next';
import { DataList } from '@chakra-ui/react';
import type { UserDetail } from '@rides/contracts/admin-users';
import { formatParisDate, formatParisDateTime } from '@rides/i18n/format';

/** What the account told us about itself, and since when it exists. */
export function UserProfile({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const none = t('users.profile.none');
  const items: Array<[string, string]> = [
    [t('users.profile.name'), user.fullName ?? none],
    [t('users.profile.email'), user.email ?? none],
    [t('users.profile.phone'), user.phone ?? none],
    [t('users.profile.language'), user.language ? tc(`language.${user.language}`) : none],
    [t('users.profile.created'), formatParisDate(user.createdAt, i18n.language)],
  ];
  if (user.disabledAt) items.push([t('users.profile.disabledAt'), formatParisDateTime(user.disabledAt, i18n.language)]);
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
