import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@rides/platform/session';

/** The signed-in person's e-mail and effective role, read from the shared session. */
export function AccountCard() {
  const { t } = useTranslation();
  const { user, effectiveRole } = useSession();
  if (!user) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.subtle" data-testid="account-card">
      <Text>{t('account.signedInAs', { email: user.email ?? user.id })}</Text>
      {effectiveRole && <Text>{t('account.role', { role: t(`roles.${effectiveRole}`) })}</Text>}
    </Box>
  );
}
