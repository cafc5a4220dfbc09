import { useId } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@rides/platform/session';
import { useActAs } from './use-act-as';

/**
 * "Act as" in the phone menu's drawer, for a person with several roles (issue [N] 7): one radio per
 * role held, the one acted as checked. Nothing for a person with one role.
 */
export function RoleSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { t } = useTranslation();
  const { roles, effectiveRole } = useSession();
  const actAs = useActAs();
  const name = useId();
  if (roles.length < 2) return null;
  return (
    <Box as="fieldset" px={3} mb={3}>
      <Text as="legend" fontSize="sm" color="fg.muted" mb={1}>
        {t('nav.actAs')}
      </Text>
      {roles.map((role) => (
        <Box as="label" key={role} display="flex" alignItems="center" gap={2} py={1} fontSize="lg" cursor="pointer">
          <input
            type="radio"
            name={name}
            value={role}
            checked={role === effectiveRole}
            onChange={() => {
              actAs(role);
              onSwitched?.();
            }}
          />
          {t(`roles.${role}`)}
        </Box>
      ))}
    </Box>
  );
}
