import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { BASE_ROLE, setUserRoles, type UserDetail } from '@rides/contracts/admin-users';
import { ROLES, type Role } from '@rides/contracts/roles';
import { useContractForm } from '@rides/platform/contract-form';
import { notify } from '@rides/ui/toaster';
import { userRefusalText } from './user-refusal';
import type { UserChangeOutcome } from './use-user-changes';

interface Props {
  user: UserDetail;
  saving: boolean;
  onSave: (roles: Role[]) => Promise<UserChangeOutcome>;
}

/** The contract's own rule for the set of roles. */
const rolesForm = setUserRoles.input.pick({ roles: true });

const sameSet = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((r) => b.includes(r));

/**
 * The account's roles as checkboxes and one Save. `user` (customer) is always held: every account can
 * book. The server refuses a change that would leave no enabled admin, and ends the account's sessions
 * when a role is removed (its token would grant the role until it expires).
 */
export function UserRolesForm({ user, saving, onSave }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const form = useContractForm(rolesForm, { roles: user.roles });
  const [error, setError] = useState<string | null>(null);
  const { value: roles, onChange: setRoles } = form.bind('roles');
  const toggle = (role: Role, on: boolean) => setRoles(on ? [...roles, role] : roles.filter((r) => r !== role));

  async function save(values: { roles: Role[] }) {
    setError(null);
    const result = await onSave(values.roles);
    if (result.ok) notify({ type: 'success', title: t('users.roles.saved') });
    else setError(userRefusalText(result.refusal, t, tc));
  }

  return (
    <form ref={form.ref} onSubmit={form.submit(save)} noValidate>
      <Fieldset.Root>
        <Fieldset.Legend srOnly>{t('users.roles.legend')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('users.roles.hint')}</Fieldset.HelperText>
        <Stack gap={2} mt={2}>
          {ROLES.map((role) => (
            <Checkbox.Root
              key={role}
              checked={role === BASE_ROLE || roles.includes(role)}
              disabled={role === BASE_ROLE}
              onCheckedChange={(e) => toggle(role, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {tc(`roles.${role}`)}
                {role === BASE_ROLE && ` (${t('users.roles.always')})`}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      {error && (
        <Alert.Root status="error" role="alert" mt={3}>
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Button type="submit" mt={4} colorPalette="brand" loading={saving} disabled={sameSet(roles, user.roles)}>
        {t('users.roles.save')}
      </Button>
    </form>
  );
}
