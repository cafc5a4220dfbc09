import { useTranslation } from 'react-i18next';
import { Badge, HStack } from '@chakra-ui/react';
import type { Role } from '@rides/contracts/roles';

/** An account's roles as labels (common `roles.*`), admin in its own colour. */
export function RoleTags({ roles }: { roles: readonly Role[] }) {
  const { t: tc } = useTranslation();
  return (
    <HStack gap={1} wrap="wrap">
      {roles.map((r) => (
        <Badge key={r} colorPalette={r === 'admin' ? 'purple' : r === 'user' ? 'gray' : 'brand'} variant="subtle">
          {tc(`roles.${r}`)}
        </Badge>
      ))}
    </HStack>
  );
}
