import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@rides/contracts/roles';

/** What the card shows of the session; the app passes it in (ui does not read the platform's store). */
export interface SignedInPerson {
  user: { id: string; email: string | null } | null;
  effectiveRole: Role | null;
}

/** The signed-in person's e-mail and effective role. Nothing when nobody is signed in. */
export function AccountCard({ user, effectiveRole }: SignedInPerson) {
  const { t } = useTranslation();
  if (!user) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle" data-testid="account-card">
      <Text>{t('account.signedInAs', { email: user.email ?? user.id })}</Text>
      {effectiveRole && <Text>{t('account.role', { role: t(`roles.${effectiveRole}`) })}</Text>}
    </Box>
  );
}
