import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UserDetail } from '@rides/contracts/admin-users';
import { notify } from '@rides/ui/toaster';
import { ConfirmDialog } from '../rides/confirm-dialog';
import { userRefusalText } from './user-refusal';
import type { UserChangeOutcome } from './use-user-changes';

interface Props {
  user: UserDetail;
  /** The signed-in admin's own account: they cannot disable it (the server refuses it too). */
  isSelf: boolean;
  saving: boolean;
  onChange: (disabled: boolean) => Promise<UserChangeOutcome>;
}

/** Whether the account may sign in, and the button that disables (after a confirmation) or enables it. */
export function UserAccess({ user, isSelf, saving, onChange }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = user.fullName ?? user.email ?? user.id;

  async function change(disabled: boolean) {
    setError(null);
    const result = await onChange(disabled);
    setConfirming(false);
    if (result.ok) notify({ type: 'success', title: t(disabled ? 'users.access.disabledDone' : 'users.access.enabledDone', { name }) });
    else setError(userRefusalText(result.refusal, t, tc));
  }

  return (
    <Stack gap={3} align="flex-start">
      <HStack gap={2}>
        <Badge colorPalette={user.disabled ? 'red' : 'green'} variant="solid">
          {t(user.disabled ? 'users.disabled' : 'users.enabled')}
        </Badge>
        <Text color="fg.muted" fontSize="sm">
          {t(user.disabled ? 'users.access.disabledLead' : 'users.access.enabledLead')}
        </Text>
      </HStack>
      {user.disabled ? (
        <Button colorPalette="brand" loading={saving} onClick={() => void change(false)}>
          {t('users.access.enable')}
        </Button>
      ) : isSelf ? (
        <Text fontSize="sm">{t('users.access.self')}</Text>
      ) : (
        <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
          {t('users.access.disable')}
        </Button>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('users.access.confirmTitle', { name })}
        body={t('users.access.confirmBody')}
        confirmLabel={t('users.access.disable')}
        needsReason={false}
        pending={saving}
        destructive
        onConfirm={() => void change(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
